import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, checkA11y, launch, newPage, screenshot, watch } from './browser.ts'

describe('home page', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('loads with no errors, nothing off this machine, and no serious accessibility problem', async () => {
    const page = await newPage(browser)
    const seen = watch(page)
    await page.goto(baseUrl(), { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true)
    await checkA11y(page)
    await screenshot(page, 'home-tablet-landscape')
    expect(seen.errors).toEqual([])
    expect(seen.offMachine).toEqual([])
    await page.context().close()
  })
})
