import { botNameList } from '../i18n/bot-names.ts'
import type { Locale } from '../i18n/locales.ts'
import type { Card, Seat, TableSetup } from '../engine/types.ts'
import type { SeatKind } from '../store/seat-kinds.ts'

/**
 * The guided game's table: the learner at seat 0 against three easy computer players, on a fixed
 * deal laid out so that each lesson comes up on its own. The first auction spreads its cards wide
 * (the computer players chase the top card, so the learner's first bid is soon topped and passing is
 * worth it); the second turns up four good cards close together (easy players bid little when the
 * best card is hardly better than the worst, so the learner can win its top card); the sale's first
 * round turns up checks far apart, so that "the highest property takes the highest check" shows.
 * `learn-deal.test.ts` plays it through the tour's own prompts against many computer players' draws.
 */

/** The editions a guided game teaches; the others' differences are said when a table first plays them. */
export const LEARN_RULESETS = ['for-sale', 'sold'] as const
export type LearnRuleset = (typeof LEARN_RULESETS)[number]

export const LEARNER: Seat = 0
/** The computer players open the first auction: the learner sees bids before making one. */
const START_PLAYER: Seat = 1

/** The learner's name in each language (the computer players keep theirs). */
const LEARNER_NAMES: { readonly [L in Locale]: string } = { en: 'Ann', fr: 'Anne', es: 'Ana' }
/** Three computer players, named as Setup names easy ones in this language (src/i18n/bot-names.ts). */
const BOTS = 3

/** Sold! properties: rank (A = 1 … K = 13) and suit (♣ below ♠) as the engine numbers them. */
const club = (rank: number): Card => 2 * rank - 1
const spade = (rank: number): Card => 2 * rank
/** Sold! checks: ♥ below ♦. */
const heart = (rank: number): Card => 2 * rank - 1
const diamond = (rank: number): Card => 2 * rank

/** The cards in the order they are turned up: four per auction and four per sale round. */
const DEALS: { readonly [R in LearnRuleset]: NonNullable<TableSetup['deal']> & { setAside: { properties: Card[]; checks: Card[] } } } = {
  'for-sale': {
    properties: [
      ...[2, 11, 19, 28], // wide apart: bid, be topped, pass
      ...[25, 26, 27, 30], // close together: win the top card
      ...[6, 14, 17, 23],
      ...[1, 9, 20, 29],
      ...[4, 12, 16, 24],
      ...[3, 8, 18, 22],
      ...[5, 7, 13, 15],
    ],
    checks: [
      ...[0, 4, 9, 15], // far apart: the first reveal shows the order plainly
      ...[2, 6, 11, 14],
      ...[0, 5, 8, 13],
      ...[3, 7, 10, 15],
      ...[2, 6, 12, 14],
      ...[3, 5, 9, 13],
      ...[4, 7, 8, 11],
    ],
    setAside: { properties: [10, 21], checks: [10, 12] },
  },
  sold: {
    properties: [
      ...[club(3), spade(6), spade(9), club(13)],
      ...[club(11), spade(11), spade(12), spade(13)],
      ...[club(2), spade(5), club(8), club(12)],
      ...[spade(1), club(6), spade(7), spade(10)],
      ...[club(1), club(4), club(9), spade(3)],
      ...[spade(2), club(5), spade(4), club(10)],
    ],
    checks: [
      ...[heart(1), diamond(5), heart(9), diamond(13)],
      ...[diamond(2), heart(6), diamond(10), heart(12)],
      ...[heart(2), diamond(4), heart(8), diamond(11)],
      ...[diamond(1), heart(5), diamond(7), heart(13)],
      ...[heart(3), diamond(6), heart(10), diamond(12)],
      ...[diamond(3), heart(4), heart(7), heart(11)],
    ],
    setAside: { properties: [club(7), spade(8)], checks: [diamond(8), diamond(9)] },
  },
}

/** The guided game's setup in this language: explicit deal, fixed start player, no secret money. */
export function learnSetup(ruleset: LearnRuleset, locale: Locale): TableSetup {
  return {
    ruleset,
    players: [LEARNER_NAMES[locale], ...botNameList(locale, 'easy').slice(0, BOTS)],
    startPlayer: START_PLAYER,
    deal: DEALS[ruleset],
    ...(ruleset === 'for-sale' ? { options: { secretMoney: false } } : {}),
  }
}

/** A person at the learner's seat, easy computer players at the others. */
export const LEARN_SEATS: readonly SeatKind[] = [{ kind: 'person' }, ...Array.from({ length: BOTS }, () => ({ kind: 'bot', level: 'easy' }) as const)]
