import { expect, it } from 'vitest'
import { checkA11y, newPage, openHome } from './browser.ts'
it('axe finds a nameless button and low contrast', async () => {
  const page = await newPage()
  await openHome(page)
  await checkA11y(page)
  await page.evaluate(() => { const b = document.createElement('button'); document.body.append(b); const p = document.createElement('p'); p.textContent = 'faint'; p.style.color = '#eee'; p.style.background = '#fff'; document.body.append(p) })
  await expect(checkA11y(page)).rejects.toThrow(/critical button-name[\s\S]*serious color-contrast/)
  await page.reload()
  await page.evaluate(() => document.body.append(document.createElement('button')))
  await expect(checkA11y(page)).rejects.toThrow(/button-name/)
  await page.context().close()
})
