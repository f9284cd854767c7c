// The one layout check the specs share: what a screen must show is wholly in view, and no text is cut.
import type { Locator, Page } from 'playwright-core'

/**
 * What a table must show, as CSS selectors: every seat (the table's and teacher mode's), the cards
 * up for auction, the sale's checks, a pick's hand, the reveal's picks and checks, and every control.
 */
export const CONTROLS = ['button', 'a[href]', 'input', 'select', 'textarea', 'summary', '[role="button"]'] as const

export const MUST_SEE = [
  '[data-seat]',
  '[data-tour="offer"] li',
  '[data-tour="checks"] li',
  '[data-tour="hand"] button',
  '[data-reveal-card]',
  '[data-reveal-check]',
  ...CONTROLS,
] as const

export interface LayoutOptions {
  /** Only what lies inside this element is checked (the rest of the page may scroll: a score screen's story). */
  readonly scope?: string
  /** Selectors besides MUST_SEE that must be wholly in view. */
  readonly mustSee?: readonly string[]
  /** Selectors that must be wholly in view instead of MUST_SEE. */
  readonly mustSeeOnly?: readonly string[]
  /** The page itself may scroll up and down (a score screen); a table never does. */
  readonly pageMayScroll?: boolean
  /**
   * Also: nothing that must be seen lies under something else drawn over it (a bar fixed over the
   * table, a band that overflows onto the next). Off where an overlay covers on purpose (the guided game's bubble).
   */
  readonly uncovered?: boolean
}

/**
 * Every layout problem of the page as it stands (call it once motion has ended):
 * - the page scrolls sideways, or (unless `pageMayScroll`) up and down;
 * - something that must be seen (MUST_SEE, `mustSee`) is not wholly inside the viewport and inside
 *   every box around it that clips or scrolls (what such a box hides, nobody sees without scrolling it);
 * - a box inside the table scrolls on its own (its content taller or wider than it: part of it is out of sight);
 * - text is cut: wider than its box (`scrollWidth > clientWidth`, clipped or drawn over its neighbours),
 *   ended with an ellipsis, or clamped to fewer lines than it has; a button's words run out of it;
 * - SVG text past its picture's sides, or two of a picture's texts drawn over one another (but a
 *   stamp, `[data-stamp]`, drawn across a card on purpose).
 * Fields are left out of the text checks (their text scrolls inside them by design), and so is
 * visually hidden text (screen readers only). 1–2 px of slack: sub-pixel layout rounds either way.
 */
export async function layoutProblems(page: Page, what: string, options: LayoutOptions = {}): Promise<string[]> {
  const found = await page.evaluate(
    ({ selectors, scopeSelector, pageMayScroll, uncovered }) => {
      const out: string[] = []
      const root = document.documentElement
      const scope = scopeSelector === null ? document.body : document.querySelector<HTMLElement>(scopeSelector)
      if (scope === null) return [`${scopeSelector} is not on the page`]
      const label = (el: Element) => {
        const own = (el instanceof HTMLElement ? el.innerText : el.textContent) || el.getAttribute('aria-label') || el.getAttribute('data-tour') || el.tagName.toLowerCase()
        return own.trim().replace(/\s+/g, ' ').slice(0, 50)
      }
      // Screen-reader-only text (a 1 px box, clipped), and all inside it.
      const hiddenBoxes = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => {
        const style = getComputedStyle(el)
        return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)' || (el.clientWidth <= 1 && style.overflowX === 'hidden')
      })
      // (An inline box has no client width: only a box round it can hide it.)
      const inHiddenBox = (el: Element) => hiddenBoxes.some((box) => box.contains(el))
      const srOnly = (el: Element, _style: CSSStyleDeclaration) => el.clientWidth <= 1 || inHiddenBox(el)
      // The width its shown text takes laid out whole: text a fraction of a pixel too wide is ended in an
      // ellipsis while scrollWidth, a whole number, reports no overflow ("$5,0…" in a seat's bubble).
      const textWidth = (el: Element): number => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        let left = Infinity
        let right = -Infinity
        for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
          const parent = n.parentElement
          if (parent === null || (n.textContent ?? '').trim() === '' || inHiddenBox(parent)) continue
          const range = document.createRange()
          range.selectNodeContents(n)
          for (const r of range.getClientRects()) {
            left = Math.min(left, r.left)
            right = Math.max(right, r.right)
          }
        }
        return right > left ? right - left : 0
      }
      if (root.scrollWidth > root.clientWidth + 1) out.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`)
      if (!pageMayScroll && root.scrollHeight > root.clientHeight + 1) out.push(`the page scrolls (${root.scrollHeight} > ${root.clientHeight} px high)`)

      // What must be seen: wholly inside the viewport and every clipping box around it.
      const viewport = { top: 0, left: 0, bottom: window.innerHeight, right: root.clientWidth }
      const seen = new Set<Element>()
      for (const selector of selectors) {
        for (const el of scope.querySelectorAll(selector)) {
          if (seen.has(el)) continue
          seen.add(el)
          if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
          const r = el.getBoundingClientRect()
          if (r.width <= 1 || r.height <= 1) continue
          const style = getComputedStyle(el)
          if (srOnly(el, style)) continue
          const boxes: { name: string; box: { top: number; left: number; bottom: number; right: number } }[] = [{ name: 'the screen', box: viewport }]
          for (let p = el.parentElement; p !== null && p !== root; p = p.parentElement) {
            const ps = getComputedStyle(p)
            if (ps.overflowX !== 'visible' || ps.overflowY !== 'visible') {
              const b = p.getBoundingClientRect()
              // A box's own scrollbar-less client area: its border box less its borders, in the
              // viewport's pixels (a zoomed box, `zoom: 2` on a 4K screen, measures its client area in its own).
              const zx = p.offsetWidth > 0 ? b.width / p.offsetWidth : 1
              const zy = p.offsetHeight > 0 ? b.height / p.offsetHeight : 1
              boxes.push({
                name: `its ${p.tagName.toLowerCase()}${p.id === '' ? '' : `#${p.id}`} box`,
                box: {
                  top: b.top + p.clientTop * zy,
                  left: b.left + p.clientLeft * zx,
                  bottom: b.top + (p.clientTop + p.clientHeight) * zy,
                  right: b.left + (p.clientLeft + p.clientWidth) * zx,
                },
              })
            }
          }
          const cut = boxes.find(({ box }) => r.top < box.top - 2 || r.bottom > box.bottom + 2 || r.left < box.left - 2 || r.right > box.right + 2)
          if (cut === undefined && uncovered) {
            // What is drawn at its centre and at its corners, a little inside: itself, something of its own, or a layer that lets taps through.
            const points = [
              [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
              [r.left + 3, r.top + 3],
              [r.right - 3, r.top + 3],
              [r.left + 3, r.bottom - 3],
              [r.right - 3, r.bottom - 3],
            ] as const
            const over = points.map(([x, y]) => document.elementFromPoint(x, y)).find((hit) => hit !== null && !el.contains(hit) && !hit.contains(el))
            if (over !== undefined && over !== null) out.push(`${selector} "${label(el)}" is covered by ${over.tagName.toLowerCase()} "${label(over)}"`)
          }
          if (cut !== undefined) {
            out.push(
              `${selector} "${label(el)}" is not wholly in view: at x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)}; ${cut.name} shows x ${Math.round(cut.box.left)}–${Math.round(cut.box.right)}, y ${Math.round(cut.box.top)}–${Math.round(cut.box.bottom)}`,
            )
          }
        }
      }

      for (const el of scope.querySelectorAll<HTMLElement>('*')) {
        if (el instanceof SVGElement || ['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'SCRIPT', 'STYLE', 'BR'].includes(el.tagName)) continue
        if (!el.checkVisibility({ visibilityProperty: true })) continue
        const style = getComputedStyle(el)
        if (style.display === 'inline' || srOnly(el, style)) continue
        // A box that scrolls on its own: what it holds past its height is out of sight.
        const scrolls = (o: string) => o === 'auto' || o === 'scroll'
        if (scrolls(style.overflowY) && el.scrollHeight > el.clientHeight + 2) out.push(`${el.tagName.toLowerCase()} "${label(el)}" scrolls on its own: shows ${el.clientHeight} px of ${el.scrollHeight}`)
        if (scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 2) out.push(`${el.tagName.toLowerCase()} "${label(el)}" scrolls sideways on its own: shows ${el.clientWidth} px of ${el.scrollWidth}`)
        // A control's words run out of it (a button of the bar keeps its height, and what does not fit spills below it).
        if (el.tagName === 'BUTTON' && el.scrollHeight > el.clientHeight + 2) out.push(`button "${label(el)}" runs out of its box: ${el.scrollHeight} px of text in ${el.clientHeight}`)
        // Its own text: text nodes of its own, or of the inline boxes it lays out (a bubble's amount in a span).
        const ownText = (node: Element): boolean =>
          [...node.childNodes].some((n) =>
            n.nodeType === Node.TEXT_NODE
              ? (n.textContent ?? '').trim() !== ''
              : n instanceof HTMLElement && getComputedStyle(n).display === 'inline' && !inHiddenBox(n) && ownText(n),
          )
        if (!ownText(el)) continue
        if (!scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1) out.push(`text "${label(el)}" is cut: ${el.scrollWidth} px wide in a box of ${el.clientWidth}`)
        else if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible' && (el.scrollWidth > el.clientWidth || textWidth(el) > el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 0.05)) out.push(`text "${label(el)}" ends in an ellipsis`)
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip' || style.webkitLineClamp !== 'none'
        if (clipsY && el.scrollHeight > el.clientHeight + 2) out.push(`text "${label(el)}" is cut: ${el.scrollHeight} px high in a box of ${el.clientHeight}`)
      }
      for (const text of scope.querySelectorAll<SVGTextElement>('svg text')) {
        const svg = text.ownerSVGElement
        if (svg === null || !text.checkVisibility()) continue
        const box = svg.getBoundingClientRect()
        const r = text.getBoundingClientRect()
        if (r.width === 0) continue
        if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`picture text "${label(text)}" reaches past its picture (${Math.round(r.left - box.left)}…${Math.round(r.right - box.left)} of ${Math.round(box.width)})`)
      }
      for (const svg of scope.querySelectorAll('svg')) {
        // The slack in the picture's own pixels: a zoomed picture (a 4K projector's) measures larger on screen.
        const z = svg.clientWidth > 0 ? Math.max(1, svg.getBoundingClientRect().width / svg.clientWidth) : 1
        // A stamp (a refused cheque's) is drawn across the face on purpose, on a plate of its own.
        const texts = [...svg.querySelectorAll<SVGTextElement>('text')]
          .filter((t) => t.checkVisibility() && t.closest('[data-stamp]') === null)
          .map((t) => ({ t, r: t.getBoundingClientRect() }))
        for (let i = 0; i < texts.length; i++) {
          for (let j = i + 1; j < texts.length; j++) {
            const a = texts[i]!.r
            const b = texts[j]!.r
            const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left)
            const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
            if (overlapX > z && overlapY > 4 * z) out.push(`picture texts "${label(texts[i]!.t)}" and "${label(texts[j]!.t)}" are drawn over one another`)
          }
        }
      }
      return out
    },
    { selectors: [...(options.mustSeeOnly ?? MUST_SEE), ...(options.mustSee ?? [])], scopeSelector: options.scope ?? null, pageMayScroll: options.pageMayScroll === true, uncovered: options.uncovered === true },
  )
  return found.map((p) => `${what}: ${p}`)
}

/**
 * Text wider than its box, SVG text past its picture, and sideways scroll (part of `layoutProblems`),
 * for pages that may scroll up and down and hold controls below the fold (Setup, the rules).
 */
export async function overflowProblems(page: Page, what: string): Promise<string[]> {
  const all = await layoutProblems(page, what, { pageMayScroll: true })
  return all.filter((p) => p.includes('scrolls sideways (') || p.includes(' px wide in a box of ') || p.includes('picture text'))
}

/** Sideways scroll, or a control reaching past a side of the screen (the page may scroll up and down). */
export async function sidewaysProblems(page: Page, what: string): Promise<string[]> {
  const all = await layoutProblems(page, what, { pageMayScroll: true, mustSeeOnly: CONTROLS })
  return all.filter((p) => p.includes('scrolls sideways (') || (p.includes('is not wholly in view') && /the screen shows/.test(p) && sideways(p)))
}

/** Whether an "is not wholly in view" problem is one of a side of the screen (its x range outside the screen's). */
function sideways(problem: string): boolean {
  const m = /at x (-?\d+)–(-?\d+), .*the screen shows x (-?\d+)–(-?\d+)/.exec(problem)
  if (m === null) return false
  const [, l, r, sl, sr] = m.map(Number) as [number, number, number, number, number]
  return l < sl - 2 || r > sr + 2
}

/**
 * Whether one element is wholly in view as the page stands, without scrolling: inside the viewport
 * and every clipping box around it; with `whole`, also not itself holding more than it shows.
 */
export async function inView(target: Locator, what: string, whole = false): Promise<string[]> {
  if ((await target.count()) === 0) return [`${what}: not on the page`]
  const problem = await target.first().evaluate((el, whole) => {
    const r = el.getBoundingClientRect()
    const boxes = [{ top: 0, bottom: window.innerHeight, left: 0, right: document.documentElement.clientWidth }]
    for (let p = el.parentElement; p !== null; p = p.parentElement) {
      const style = getComputedStyle(p)
      if (style.overflowY !== 'visible' || style.overflowX !== 'visible') boxes.push(p.getBoundingClientRect())
    }
    const cut = boxes.find((b) => r.top < b.top - 2 || r.bottom > b.bottom + 2 || r.left < b.left - 2 || r.right > b.right + 2)
    if (cut !== undefined) return `not in view: at ${Math.round(r.top)}–${Math.round(r.bottom)}, visible ${Math.round(cut.top)}–${Math.round(cut.bottom)}`
    if (whole && el.scrollHeight > el.clientHeight + 1) return `cut: shows ${el.clientHeight} px of ${el.scrollHeight}`
    return null
  }, whole)
  return problem === null ? [] : [`${what}: ${problem}`]
}
