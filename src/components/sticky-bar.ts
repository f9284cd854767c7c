/** The bar now stuck to the bottom of the screen, if any. */
let current: HTMLElement | null = null

const fitPadding = (el: HTMLElement) => {
  document.documentElement.style.scrollPaddingBottom = `${el.offsetHeight}px`
}

/**
 * A callback ref for a bar stuck to the bottom of the screen (the sale's "Hide and pass" bar): while
 * it is there, the page's scroll padding at the bottom is the bar's height, so whatever is scrolled
 * into view (a card just picked, a control reached with Tab) stops above the bar instead of under it.
 * A module-level function, so React calls it once when the bar mounts and its cleanup when it goes.
 */
export function stickyBarRef(el: HTMLElement | null): (() => void) | undefined {
  if (el === null) return undefined
  current = el
  fitPadding(el)
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => fitPadding(el)) : null
  observer?.observe(el)
  return () => {
    observer?.disconnect()
    if (current === el) current = null
    document.documentElement.style.scrollPaddingBottom = ''
  }
}

/**
 * Brings a tapped card fully into view, clear of the bottom bar, once the tap's change is drawn (the
 * bar may have grown to say the pick). No smooth scrolling: nothing moves for long.
 */
export function bringIntoView(el: Element): void {
  requestAnimationFrame(() => {
    if (current !== null) fitPadding(current)
    el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  })
}
