import { chromium } from 'playwright-core'
import { importByPaste, playThrough, randomGame, recordText } from './tests/e2e/table-driver.ts'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 } })
await ctx.addInitScript(() => Object.assign(globalThis, { __gavelTapGuardMs: 0 }))
const page = await ctx.newPage()
page.setDefaultTimeout(5000)
await page.goto('http://127.0.0.1:4740/')
const game = randomGame('for-sale-scarce', 4, 'e2e-scarce-4')
await importByPaste(page, recordText(game))
try { await playThrough(page, game) } catch (e) { console.log(String(e).slice(0, 300)); console.log((await page.locator('body').innerText()).slice(0, 1500)) }
await browser.close()
