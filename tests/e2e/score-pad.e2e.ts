import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, checkA11y, newPage, resizeTo, screenshot, watch } from './browser.ts'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true }

async function startCount(page: Page, game: RegExp, names: readonly string[]) {
  await page.goto(baseUrl(), { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Count a game played with cards', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Count a game played with cards' }).waitFor()
  await page.getByRole('radio', { name: game }).check()
  // Fill the names, then remove the seats left empty.
  for (const [i, name] of names.entries()) {
    const field = page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true })
    if ((await field.count()) === 0) await page.getByRole('button', { name: 'Add a player' }).click()
    await field.fill(name)
  }
  while ((await page.getByRole('textbox', { name: `Player ${names.length + 1}`, exact: true }).count()) > 0) {
    await page.getByRole('button', { name: `Remove player ${names.length + 1}`, exact: true }).click()
  }
  await page.getByRole('button', { name: 'Start counting', exact: true }).click()
}

/** Taps each check face for the player whose tab is open. */
async function tapChecks(page: Page, player: string, faces: readonly string[]) {
  await page.getByRole('button', { name: new RegExp(`^${player}\\b`) }).click()
  for (const face of faces) {
    await page.getByRole('button', { name: new RegExp(`^Add a ${face.replace(/[$]/g, '\\$')}( \\(refused\\))? check for ${player} `) }).click()
  }
}

/**
 * The count is entered on a phone; the page is then resized to a tablet for the checks made there.
 * The context is a phone's (`isMobile`, `hasTouch`): `isMobile` cannot change on a live context, and
 * nothing checked here depends on it (the app reads no user agent and no pointer query; the tablet's
 * width, 768, lays out alike with the phone's viewport meta handling, which follows device-width).
 */
const SIZES = [
  ['phone', PHONE.viewport],
  ['tablet', TABLET.viewport],
] as const

/** Runs `check` at each size in turn (the page resized to it, the layout settled), leaving the page at the last. */
async function atEachSize(page: Page, check: (size: string) => Promise<void>) {
  for (const [size, viewport] of SIZES) {
    await resizeTo(page, viewport)
    await check(size)
  }
}

describe('counting games played with cards', () => {
  it('counts a For Sale game on a phone, checked on a phone and a tablet: rounds, every check and money, the winner, saved on Home and editable', async () => {
    const page = await newPage(PHONE)
    watch(page)
    await startCount(page, /IELLO/, ['Ann', 'Ben', 'Cy'])
    await page.getByRole('heading', { level: 1, name: 'For Sale, played with cards' }).waitFor()
    // IELLO at 3 players: 10 auctions of 3 properties.
    await page.getByText('Auction 1 of 10', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByText('Auction 2 of 10', { exact: true }).waitFor()
    await atEachSize(page, () => checkA11y(page))
    await resizeTo(page, PHONE.viewport)
    await page.getByRole('button', { name: 'Go to the final count', exact: true }).click()
    await page.getByText('Final count', { exact: true }).first().waitFor()

    const k = (n: number) => `$${n},000`
    await tapChecks(page, 'Ann', [15, 15, 14, 14, 13, 13, 12, 12, 11, 11].map(k))
    await page.getByLabel('Ann’s money left, in thousands').fill('2')
    await tapChecks(page, 'Ben', [10, 10, 9, 9, 8, 8, 7, 7, 6, 6].map(k))
    // Every 15 is taken: the deck has two.
    expect(await page.getByRole('button', { name: /^Add a \$15,000 check for Ben/ }).isDisabled()).toBe(true)
    await page.getByLabel('Ben’s money left, in thousands').fill('5')
    await tapChecks(page, 'Cy', ['$5,000', '$5,000', '$4,000', '$4,000', '$3,000', '$3,000', '$2,000', '$2,000', '$0', '$0'])
    await page.getByLabel('Cy’s money left, in thousands').fill('29')
    await page.getByText('Cy cannot have more than the starting money, $28,000.').waitFor()
    expect(await page.getByRole('button', { name: 'Finish the count' }).isDisabled()).toBe(true)
    await page.getByLabel('Cy’s money left, in thousands').fill('20')

    await atEachSize(page, async (size) => {
      await page.getByText('30 checks are in play at 3 players; 30 entered.', { exact: true }).waitFor()
      await page.getByText('Ann wins', { exact: false }).first().waitFor()
      await checkA11y(page)
      await screenshot(page, `pad-for-sale-${size}`)
    })
    await page.getByRole('button', { name: 'Finish the count', exact: true }).click()
    await page.getByText(/Count finished and saved/).waitFor()

    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: 'Counted with cards' }).waitFor()
    await page.getByText('Finished: Ann won', { exact: true }).waitFor()
    await atEachSize(page, () => checkA11y(page))

    // In history like any finished game: on Home's finished games, and in history, whence it opens in the pad.
    await page.getByRole('region', { name: 'Finished games' }).getByText('Ann won', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Finished games and stats', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
    await atEachSize(page, () => checkA11y(page))
    await page.getByRole('button', { name: 'Open the count of For Sale with Ann, Ben, and Cy' }).click()
    await page.getByRole('heading', { level: 1, name: 'For Sale, played with cards' }).waitFor()
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Finished games and stats' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { level: 2, name: 'Counted with cards' }).waitFor()

    // Reopened and corrected: Ben's two 10s were Cy's.
    await page.getByRole('button', { name: 'Open the count of For Sale with Ann, Ben, and Cy' }).click()
    await page.getByRole('button', { name: /^Ben\b/ }).click()
    await page.getByRole('button', { name: 'Take the $10,000 check off Ben’s checks' }).first().click()
    await page.getByText('29 entered', { exact: false }).waitFor()
    await page.getByText('1 check in play is not entered yet.', { exact: true }).waitFor()
    // A reload keeps the count on screen, corrected; Home is one Back away.
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByText('29 entered', { exact: false }).waitFor()
    await page.getByRole('heading', { level: 1, name: 'For Sale, played with cards' }).waitFor()
    await page.goBack()
    await page.getByRole('button', { name: 'Open the count of For Sale with Ann, Ben, and Cy' }).click()
    await page.getByText('29 entered', { exact: false }).waitFor()
    await page.context().close()
  })

  it('counts a Sold! game on a phone, checked on a phone and a tablet: A-K checks and money cards, the tie-break as the engine breaks it', async () => {
    const page = await newPage(PHONE)
    watch(page)
    await startCount(page, /^Sold!/, ['Ann', 'Ben', 'Cy', 'Dee'])
    await page.getByRole('heading', { level: 1, name: 'Sold!, played with cards' }).waitFor()
    await page.getByText('Auction 1 of 6', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Go to the final count', exact: true }).click()
    // 24 checks at 4 players, six each. Ann and Ben level on 45; Ben has more money cards left.
    await tapChecks(page, 'Ann', ['K', 'K', 'Q', 'A', '2', '2'])
    await page.getByLabel('Money cards Ann has left').fill('2')
    await tapChecks(page, 'Ben', ['J', 'J', 'Q', '3', '3', 'A'])
    await page.getByLabel('Money cards Ben has left').fill('4')
    await tapChecks(page, 'Cy', ['9', '9', '4', '4', '5', '5'])
    await page.getByLabel('Money cards Cy has left').fill('0')
    await tapChecks(page, 'Dee', ['8', '8', '7', '7', '6', '6'])
    await page.getByLabel('Money cards Dee has left').fill('1')
    await atEachSize(page, async (size) => {
      await page.getByText('24 checks are in play at 4 players; 24 entered.', { exact: true }).waitFor()
      await page.getByText('Ben wins', { exact: false }).first().waitFor()
      await page.getByText(/more money cards/).first().waitFor()
      await checkA11y(page)
      await screenshot(page, `pad-sold-${size}`)
    })
    await page.getByRole('button', { name: 'Finish the count', exact: true }).click()
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await page.getByText('Finished: Ben won', { exact: true }).waitFor()
    await page.context().close()
  })

  it('settles an Antique Dealer’s SOLD value and final count on a phone, checked on a phone and a tablet', async () => {
    const page = await newPage(PHONE)
    watch(page)
    await startCount(page, /Antique Dealer/, ['Ann', 'Ben'])
    await page.getByRole('heading', { level: 1, name: 'Antique Dealer’s SOLD' }).waitFor()
    await page.getByText('Round 1 of 8', { exact: true }).waitFor()

    // "What is my Glass worth?" $1,000, Rare ×3, damaged, with one "price doubles" showing.
    await page.getByRole('radio', { name: 'Glass' }).check()
    await page.getByRole('button', { name: '$1,000', exact: true }).click()
    await page.getByRole('radio', { name: 'Rare ×3' }).check()
    await page.getByRole('checkbox', { name: 'Damaged' }).check()
    await page.getByRole('button', { name: 'One more: “Price doubles” cards' }).click()
    const answer = page.getByRole('status').filter({ hasText: 'Current value' })
    await atEachSize(page, async (size) => {
      await answer.getByText('$3,000', { exact: true }).waitFor()
      await answer.getByText('$1,000 × 3 = $3,000, damaged → $1,500, events (1 doubling, 0 halvings) → $3,000').waitFor()
      await checkA11y(page)
      await screenshot(page, `antiques-calculator-${size}`)
    })
    await resizeTo(page, PHONE.viewport)

    await page.getByRole('button', { name: 'Final count', exact: true }).click()
    await page.getByLabel('Ann’s cash, in dollars').fill('4250')
    await page.getByRole('radio', { name: 'Games' }).check()
    await page.getByRole('button', { name: '$4,000', exact: true }).click()
    await page.getByRole('radio', { name: 'Rare ×2' }).check()
    await page.getByRole('button', { name: 'Add the item', exact: true }).click()
    await page.getByRole('button', { name: 'Remove Games $4,000, Rare ×2' }).waitFor()

    await page.getByRole('button', { name: 'Ben', exact: true }).click()
    await page.getByLabel('Ben’s cash, in dollars').fill('12')
    await page.getByText('Cash is a multiple of $50, $0 or more.').waitFor()
    await page.getByLabel('Ben’s cash, in dollars').fill('10000')
    // The source's Games example: a damaged $50, $200, a fake $500, $1,000, $4,000 Rare ×2, $10,000.
    for (const [face, special, damaged] of [
      ['50', null, true],
      ['200', null, false],
      ['500', 'Fake', false],
      ['1000', null, false],
      ['4000', 'Rare ×2', false],
      ['10000', null, false],
    ] as const) {
      await page.getByRole('radio', { name: 'Games' }).check()
      await page.getByLabel('Face value in dollars ($50 steps)').fill(face)
      await page.getByRole('radio', { name: special ?? 'None' }).check()
      await page.getByRole('checkbox', { name: 'Damaged' }).setChecked(damaged)
      await page.getByRole('button', { name: 'Add the item', exact: true }).click()
    }
    const breakdown = page.getByRole('table', { name: 'Ben: the count' })
    await atEachSize(page, async (size) => {
      await breakdown.getByRole('row', { name: /Games 4 \$19,200 \$19,000 ×2 \$38,000/ }).waitFor()
      await page.getByText('Fake items discarded: 1', { exact: true }).waitFor()
      await page.getByText('Ben wins with $48,050.', { exact: true }).waitFor()
      await checkA11y(page)
      await screenshot(page, `antiques-count-${size}`)
    })
    await page.getByRole('button', { name: 'Finish the count', exact: true }).click()
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await page.getByText('Finished: Ben won', { exact: true }).waitFor()
    await page.context().close()
  })

  it('speaks French and Spanish, and the rules reference has the antiques part with its rulings', async () => {
    const page = await newPage({ ...TABLET, locale: 'fr-FR' })
    await startCountFr(page)
    await page.getByRole('heading', { level: 1, name: 'Antique Dealer’s SOLD' }).waitFor()
    await page.getByText('Tour 1 sur 8', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Règles', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'A6 Une collection de moins de 1 000 $' }).waitFor()
    await dialog.getByText(/Décision de Gavel/).first().waitFor()
    await checkA11y(page)
    await page.context().close()

    const es = await newPage({ ...PHONE, locale: 'es-ES' })
    await es.goto(baseUrl(), { waitUntil: 'networkidle' })
    await es.getByRole('button', { name: 'Contar una partida jugada con las cartas', exact: true }).click()
    await es.getByRole('heading', { level: 1, name: 'Contar una partida jugada con las cartas' }).waitFor()
    await es.getByRole('radio', { name: 'Sold!, con barajas de cartas normales' }).check()
    await es.getByRole('button', { name: 'Empezar a contar', exact: true }).click()
    await es.getByRole('alert').filter({ hasText: 'nombre' }).waitFor()
    await checkA11y(es)
    await es.context().close()
  })
})

async function startCountFr(page: Page) {
  await page.goto(baseUrl(), { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Compter une partie jouée avec les cartes', exact: true }).click()
  await page.getByRole('radio', { name: /Antique Dealer/ }).check()
  await page.getByRole('textbox', { name: 'Joueur 1', exact: true }).fill('Ann')
  await page.getByRole('textbox', { name: 'Joueur 2', exact: true }).fill('Ben')
  await page.getByRole('button', { name: 'Retirer le joueur 4', exact: true }).click()
  await page.getByRole('button', { name: 'Retirer le joueur 3', exact: true }).click()
  await page.getByRole('button', { name: 'Commencer le décompte', exact: true }).click()
}
