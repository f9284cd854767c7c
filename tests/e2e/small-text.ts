// Text too small to read across a room: a projector's table (1920×1080) shows nothing under 16 px.
import type { Page } from 'playwright-core'

/** Text drawn under 16 px (HTML text by its computed size, SVG text by its size on screen). */
export async function smallText(page: Page, what: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim()
      const el = node.parentElement
      if (text === '' || el === null || !el.checkVisibility({ visibilityProperty: true })) continue
      // A playing card's pips are its picture (a hidden drawing); its rank and suit are read from its corner, checked here.
      if (el.closest('svg[aria-hidden="true"]') !== null) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rect = range.getBoundingClientRect()
      // Visually hidden text (screen readers only) has no size on screen.
      if (rect.width <= 1 || rect.height <= 1) continue
      let size = parseFloat(getComputedStyle(el).fontSize)
      if (el instanceof SVGGraphicsElement) {
        // The picture's own scale (turned text included: a rotation moves the scale into b).
        const m = el.getScreenCTM()
        if (m !== null) size *= Math.hypot(m.a, m.b)
      }
      if (size < 15.95) out.add(`${size.toFixed(1)} px "${text.slice(0, 30)}"`)
    }
    return [...out]
  })
  return found.map((p) => `${what}: ${p}`)
}
