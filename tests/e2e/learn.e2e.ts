// "Learn to play": the guided game, played through the app's own screens with the tour over
// them. English plays a whole game of For Sale to the score on a phone; French and Spanish (Sold!)
// check the first steps and the way out. The computer players' pace is turned off (they still think
// in their worker); the tour waits on the game, so nothing here waits on a clock.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkA11y, newPage, openHome, screenshot, watch } from './browser.ts'
import { playTour, tourPosition } from './learn-driver.ts'

async function startLearning(page: Page, learn: string, game: string): Promise<void> {
  await page.context().addInitScript(() => Object.assign(globalThis, { __gavelBotPaceMs: 0 }))
  await openHome(page)
  await page.getByRole('button', { name: learn, exact: true }).click()
  await page.getByRole('dialog', { name: learn }).getByRole('button', { name: new RegExp(`^${game.replace('!', '\\!')}`) }).click()
  await page.locator('[data-tour-layer]').waitFor()
}

const bubble = (page: Page) => page.locator('[data-tour-layer] aside')

describe('Learn to play', () => {
  it('plays the guided game of For Sale to the score, one prompt at a time, in English on a phone', async () => {
    const page = await newPage({ viewport: { width: 360, height: 640 } })
    watch(page)
    await startLearning(page, 'Learn to play', 'For Sale')
    await expect(bubble(page).textContent()).resolves.toContain('Welcome! You are Ann')
    // The table is the real one, under the tour: the first auction's cards are turned up.
    await expect(page.locator('[data-tour="offer"]').textContent()).resolves.toMatch(/2.*11.*19.*28/s)
    await checkA11y(page)

    const seen = await playTour(page)
    const steps = seen.map((s) => s.step)
    const order = (id: string) => steps.indexOf(id)
    for (const id of ['welcome', 'offer', 'sale-first', 'reveal-first', 'score']) expect(steps, id).toContain(id)
    // The lessons in their order: a first bid, a pass and what it cost, an auction won, the sale.
    expect(order('welcome')).toBeLessThan(order('offer'))
    const firstBid = Math.max(order('first-bid'), order('won-first'))
    expect(firstBid).toBeGreaterThan(order('offer'))
    expect(order('pass')).toBeGreaterThan(-1)
    expect(seen.find((s) => s.step === 'pass')?.text).toMatch(/Passing costs half of your \$[\d,]+ bid, rounded down: \$[\d,]+\. You get \$[\d,]+ back/)
    // An auction won: after the pass, or first of all when the others let the learner win at once.
    expect(Math.max(order('after-win'), order('won-first'))).toBeGreaterThan(-1)
    expect(order('sale-first')).toBeGreaterThan(order('pass'))
    expect(order('reveal-first')).toBeGreaterThan(order('sale-first'))
    // Each asking step pointed at its control.
    expect(seen.find((s) => s.step === 'first-bid' || s.step === 'bid-again')?.at).toBe('bid')
    expect(seen.find((s) => s.step === 'pass')?.at).toBe('pass')
    expect(seen.find((s) => s.step === 'sale-first' && s.at === 'hand')).toBeDefined()

    // The score, explained, on the real scores screen.
    const end = seen[seen.length - 1]
    expect(end?.at).toBe('score')
    expect(end?.text).toMatch(/Your score is your checks plus the money you kept: \$[\d,]+ \+ \$[\d,]+ = \$[\d,]+/)
    await checkA11y(page)
    await screenshot(page, 'learn-score-phone')
    await page.getByRole('button', { name: 'Play a real game', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor()
    expect(await page.locator('[data-tour-layer]').count()).toBe(0)
    await page.context().close()
  })

  it('in French: the first steps, then Exit learn at once leaves Home as it was', async () => {
    const page = await newPage({ locale: 'fr-FR' })
    watch(page)
    await startLearning(page, 'Apprendre à jouer', 'For Sale')
    await expect(bubble(page).textContent()).resolves.toContain('Bienvenue ! Vous êtes Anne')
    await bubble(page).getByRole('button', { name: 'Commencer' }).click()
    await expect.poll(() => tourPosition(page)).toMatchObject({ step: 'offer', at: 'offer' })
    await expect(bubble(page).textContent()).resolves.toContain('Chaque manche d’achat dévoile une Maison par joueur')
    await bubble(page).getByRole('button', { name: 'Suivant' }).click()
    const seen = await playTour(page, 'pass')
    expect(seen.find((s) => s.step === 'first-bid')?.text ?? seen.find((s) => s.step === 'won-first')?.text).toBeTruthy()
    expect(seen[seen.length - 1]).toMatchObject({ step: 'pass', at: 'pass' })
    expect(seen[seen.length - 1]?.text).toContain('Passer coûte la moitié de votre mise')
    await checkA11y(page)
    await bubble(page).getByRole('button', { name: 'Quitter le tutoriel' }).click()
    await page.getByRole('heading', { level: 1, name: 'Gavel' }).waitFor()
    await page.locator('#no-saved-games').waitFor()
    expect(await page.locator('[data-tour-layer]').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('gavel:learn-game'))).toBeNull()
    await page.context().close()
  })

  it('in Spanish, Sold!: the first steps, then Exit learn', async () => {
    const page = await newPage({ locale: 'es-ES', viewport: { width: 1920, height: 1080 } })
    watch(page)
    await startLearning(page, 'Aprender a jugar', 'Sold!')
    await expect(bubble(page).textContent()).resolves.toContain('Eres Ana')
    await bubble(page).getByRole('button', { name: 'Empezar' }).click()
    await expect(bubble(page).textContent()).resolves.toContain('Cada subasta descubre una propiedad por jugador: 3♣, 6♠, 9♠ y K♣')
    await bubble(page).getByRole('button', { name: 'Siguiente' }).click()
    // A step that waits for the learner (with the computer players' pace off, the others flash by).
    const seen = await playTour(page, ['pass', 'won-first'])
    // Unless the three computer players all passed at once (the learner then wins the first auction).
    expect(seen.some((s) => s.step === 'first-bid' && s.at === 'bid' && s.text.startsWith('Te toca.')) || seen.some((s) => s.step === 'won-first')).toBe(true)
    await screenshot(page, 'learn-sold-projector')
    await bubble(page).getByRole('button', { name: 'Salir del tutorial' }).click()
    await page.locator('#no-saved-games').waitFor()
    await page.context().close()
  })
})
