// Plays the guided game ("Learn to play") through the UI as a learner would: whatever the tour's
// bubble points at is tapped (the ring's target, said on the layer as `data-tour-at`), and where it
// asks for nothing in particular, the learner passes (fast, and always legal).
import type { Page } from 'playwright-core'
import { nextChange } from './browser.ts'

export interface TourPosition {
  /** The step's id (src/learn/tour-steps.ts), e.g. "first-bid". */
  readonly step: string
  /** The control the bubble points at, or '' when unanchored. */
  readonly at: string
  readonly text: string
}

export async function tourPosition(page: Page): Promise<TourPosition | null> {
  return page.evaluate(() => {
    const layer = document.querySelector('[data-tour-layer]')
    if (layer === null) return null
    return {
      step: (layer.getAttribute('data-tour-layer') ?? '').split(':')[0] as string,
      at: layer.getAttribute('data-tour-at') ?? '',
      text: layer.querySelector('aside p')?.textContent ?? '',
    }
  })
}

const visible = async (page: Page, selector: string) => {
  const l = page.locator(selector).first()
  return (await l.count()) > 0 && (await l.isVisible()) && (await l.isEnabled().catch(() => true))
}

/** Does what the bubble asks now; returns false when there is nothing to do but wait. */
export async function learnerMove(page: Page, at: TourPosition): Promise<boolean> {
  // A short wait: the screen may move on under the tap (a computer player's move); the loop looks again.
  const click = (selector: string) => page.locator(selector).filter({ visible: true }).first().click({ timeout: 2000 })
  if (at.step === 'welcome' || at.step === 'offer') {
    await click('[data-tour-layer] [data-tour-first]')
    return true
  }
  if (at.at === 'bid' && !at.step.startsWith('free')) {
    await click('[data-tour="bid"]')
    return true
  }
  if (at.at === 'hand') {
    await click('[data-tour="hand"] button')
    await click('[data-tour="reveal"]')
    return true
  }
  if (at.at === 'pass' || at.at === 'handover' || at.at === 'reveal') {
    await click(`[data-tour="${at.at}"]`)
    return true
  }
  // Nothing asked in particular: the learner passes on their turn, and goes on in the sale. Only what
  // belongs to the step's own phase: an auction step that is still shown while the sale's hand-over
  // comes up must not open it, or the sale's first step would be played before it was ever seen.
  const auction = /^(free|after-win|won-first)/.test(at.step)
  if (!auction && !/^(sale|reveal|last)/.test(at.step)) return false
  for (const target of auction ? ['pass'] : ['handover', 'reveal']) {
    if (await visible(page, `[data-tour="${target}"]`)) {
      await click(`[data-tour="${target}"]`)
      return true
    }
  }
  if (!auction && (await visible(page, '[data-tour="hand"] button'))) {
    await click('[data-tour="hand"] button')
    await click('[data-tour="reveal"]')
    return true
  }
  return false
}

/**
 * Plays on until the tour reaches `until` (a step id, or one of several); returns every step seen, in order.
 * Throws if the tour goes away or nothing changes for `stallMs`.
 */
export async function playTour(page: Page, until: string | readonly string[] = 'score', stallMs = 15_000): Promise<TourPosition[]> {
  const ends = typeof until === 'string' ? [until] : until
  const seen: TourPosition[] = []
  let last = Date.now()
  for (;;) {
    const now = await tourPosition(page)
    if (now === null) throw new Error(`the tour went away after ${seen.map((s) => s.step).join(', ')}`)
    if (seen[seen.length - 1]?.step !== now.step || seen[seen.length - 1]?.at !== now.at) {
      seen.push(now)
      last = Date.now()
    }
    if (ends.includes(now.step) && (now.step !== 'score' || now.at === 'score')) return seen
    const moved = await learnerMove(page, now).catch(() => false)
    if (moved) last = Date.now()
    if (Date.now() - last > stallMs) throw new Error(`the tour is stuck at ${JSON.stringify(now)}`)
    if (moved) await page.waitForTimeout(30)
    else await nextChange([page])
  }
}
