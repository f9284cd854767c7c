// Text that does not fit its box (issue 23): clipped, or sticking out past its side, and sideways scroll.
import type { Page } from 'playwright-core'

/**
 * What on the page, as it stands, overflows sideways: the page itself scrolling sideways; any element
 * with text whose content is wider than its box (`scrollWidth > clientWidth`: clipped when its overflow
 * is hidden, sticking out over its neighbours when not); any SVG text reaching past its picture's
 * sides (the picture clips it). Fields are left out (their text scrolls inside them by design), and so
 * are boxes that scroll sideways on purpose (`overflow-x: auto`, a wide table in its own frame) and
 * visually hidden text (screen readers only).
 */
export async function overflowProblems(page: Page, what: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) out.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`)
    const label = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el instanceof SVGElement || ['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'SCRIPT', 'STYLE', 'BR'].includes(el.tagName)) continue
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
      if (!hasText) continue
      const style = getComputedStyle(el)
      if (style.display === 'inline' || style.overflowX === 'auto' || style.overflowX === 'scroll') continue
      // Screen-reader-only text: a 1 px box, clipped.
      if (el.clientWidth <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()} "${label(el)}" is ${el.scrollWidth} px wide in a box of ${el.clientWidth}`)
    }
    for (const text of document.querySelectorAll<SVGTextElement>('svg text')) {
      const svg = text.ownerSVGElement
      if (svg === null || !text.checkVisibility()) continue
      const box = svg.getBoundingClientRect()
      const r = text.getBoundingClientRect()
      if (r.width === 0) continue
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`picture text "${label(text)}" reaches past its picture (${Math.round(r.left - box.left)}…${Math.round(r.right - box.left)} of ${Math.round(box.width)})`)
    }
    // Texts of a picture drawn over one another ("Départ1").
    for (const svg of document.querySelectorAll('svg')) {
      const texts = [...svg.querySelectorAll<SVGTextElement>('text')].filter((t) => t.checkVisibility()).map((t) => ({ t, r: t.getBoundingClientRect() }))
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          const a = texts[i]!.r
          const b = texts[j]!.r
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left)
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
          if (overlapX > 1 && overlapY > 4) out.push(`picture texts "${label(texts[i]!.t)}" and "${label(texts[j]!.t)}" are drawn over one another`)
        }
      }
    }
    return out
  })
  return found.map((p) => `${what}: ${p}`)
}
