// One page walked through the screen sizes, instead of a fresh context, page load and import per size:
// a spec opens the content once, then for each size resizes the page and checks it there.
import type { Page } from 'playwright-core'
import { animationsDone, settled } from './browser.ts'

export interface Size {
  readonly width: number
  readonly height: number
}

/**
 * Resizes the page's viewport and waits until the layout has settled at the new size: the window
 * reports the size, the re-render it caused is painted, and any animation it started has ended.
 */
export async function resizeTo(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size)
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size)
  await settled(page)
  await animationsDone(page)
}
