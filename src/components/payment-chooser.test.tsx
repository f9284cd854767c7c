import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { legalActions } from '../engine/game.ts'
import { paymentOptions } from '../engine/payment.ts'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import type { Action, GameState } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { PaymentChooser } from './payment-chooser.tsx'
import { cardCost, passLabel, winCost } from './pass-label.ts'
import { bestFirst, cheapestPayment, paymentVerdict } from './payment-plan.ts'

/** Sold! at 3: Ann bids `owed` and wins it (everyone else passes): she owes it with A–8 of spades. */
function owing(owed: number): GameState {
  return play(gameWith('sold', 3, { properties: [5, 10, 20] }), bid(0, owed), pass(1), pass(2)).state
}

function chooser(state: GameState) {
  const legal = legalActions(state)
  if (legal.phase !== 'payment') throw new Error('no payment due')
  const onAction = vi.fn((_: Action) => undefined)
  render(<PaymentChooser ruleset="sold" legal={legal} playerName="Ann" held={state.seats[0]?.moneyCards ?? []} property={20} onAction={onAction} />)
  return { onAction, legal }
}

const toggle = (card: string) => screen.getByRole('button', { name: `Hand over ${card}` })

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('bestFirst and paymentVerdict', () => {
  it('puts the sets that keep the most cards first, then those giving the least value', () => {
    const best = bestFirst(paymentOptions([2, 3, 5, 8], 9))
    expect(best).toEqual([[2, 8], [3, 8], [5, 8], [2, 3, 5]])
    const all = bestFirst(paymentOptions([1, 2, 3, 4, 5, 6, 7, 8], 13))
    for (let i = 1; i < all.length; i++) expect((all[i] as number[]).length).toBeGreaterThanOrEqual((all[i - 1] as number[]).length)
    expect(all[0]).toEqual([5, 8])
  })

  it('says why a set may not pay, in the terms of the rule', () => {
    const held = [2, 3, 5, 8]
    expect(paymentVerdict(held, [], 9)).toEqual({ ok: false, why: 'none', short: 9 })
    expect(paymentVerdict(held, [3, 5], 9)).toEqual({ ok: false, why: 'too-little', short: 1 })
    expect(paymentVerdict(held, [3, 5, 8], 9)).toEqual({ ok: false, why: 'card-not-needed', spare: 3, without: 13 })
    expect(paymentVerdict(held, [5, 3], 8)).toEqual({ ok: false, why: 'exact-card', exact: 8 })
    expect(paymentVerdict(held, [8, 2], 9)).toEqual({ ok: true })
  })

  it('names the cheapest way to pay and how many there are', () => {
    expect(cheapestPayment([5, 7, 8], 1)).toEqual({ cards: [5], choices: 3 })
    expect(cheapestPayment([2, 3, 5, 8], 8)).toEqual({ cards: [8], choices: 1 })
    expect(cheapestPayment([2], 5)).toEqual({ cards: [], choices: 0 })
  })
})

describe('PaymentChooser: tapping the cards to hand over', () => {
  it('says whether the chosen cards may pay and why not, and pays only an allowed set', async () => {
    const { onAction } = chooser(owing(9))
    const handOver = screen.getByRole('button', { name: /^Hand over…/ })
    expect(handOver).toBeDisabled()
    expect(screen.getByText('No card chosen yet: 9 to pay.')).toBeInTheDocument()
    await userEvent.click(toggle('3●'))
    expect(toggle('3●')).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(toggle('5●'))
    expect(screen.getByText('Worth 8: 1 short of 9.')).toBeInTheDocument()
    await userEvent.click(toggle('8●'))
    expect(screen.getByText('The 3● is not needed: without it, 13 still covers 9. No change is given, so every card must count.')).toBeInTheDocument()
    expect(handOver).toBeDisabled()
    await userEvent.click(toggle('5●'))
    expect(screen.getByText('Allowed: 3● and 8●, 11 in all; you keep 6 cards.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Hand over 3● and 8●' }))
    expect(onAction).toHaveBeenCalledWith({ type: 'pay', player: 0, cards: [3, 8] })
  })
})

describe('PaymentChooser: the best sets first', () => {
  it('offers three best sets, then all of them one tap away, and pays one in a tap', async () => {
    const { onAction } = chooser(owing(13))
    const offered = screen.getAllByRole('button', { name: /^Pay with/ })
    expect(offered).toHaveLength(3)
    expect(offered[0]).toHaveAccessibleName('Pay with 5● and 8●, 13 in all; keeps 1●, 2●, 3●, 4●, 6●, and 7●: 6 cards, worth 23')
    const more = screen.getByRole('button', { name: 'All 22 ways to pay' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    expect(screen.getAllByRole('button', { name: /^Pay with/ })).toHaveLength(22)
    await userEvent.click(screen.getByRole('button', { name: 'Fewer ways' }))
    expect(screen.getAllByRole('button', { name: /^Pay with/ })).toHaveLength(3)
    await userEvent.click(offered[0] as HTMLElement)
    expect(onAction).toHaveBeenCalledWith({ type: 'pay', player: 0, cards: [5, 8] })
  })

  it('speaks French and Spanish', () => {
    act(() => useLocale.getState().setLocale('fr'))
    chooser(owing(9))
    expect(within(screen.getByRole('group')).getByText('Aucune carte choisie : 9 à payer.')).toBeInTheDocument()
  })
})

describe('Sold! labels say what a pass or a win costs in cards', () => {
  it('names the card a pass will take', () => {
    const held = { seat: 1, cards: [5, 7, 8] }
    const label = passLabel('en', 'sold', { property: 7, bid: 3, cost: 1, refund: 2 }, held)
    expect(label.main).toBe('Pass: take the 4♣, pay 1 — at best 5▲ (you choose)')
    expect(passLabel('en', 'sold', { property: 7, bid: 3, cost: 1, refund: 2 }, { seat: 1, cards: [5] }).main).toBe('Pass: take the 4♣, pay 1 — you hand over 5▲')
    expect(cardCost('en', held, 0)).toBeNull()
    expect(cardCost('en', null, 3)).toBeNull()
    expect(winCost('en', { seat: 0, cards: [2, 3, 5, 8] }, 9)?.full).toBe('if it wins: 2● and 8● at best')
  })
})
