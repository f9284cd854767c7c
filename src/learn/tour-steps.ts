import { RULESETS } from '../engine/rulesets.ts'
import type { TableView } from '../engine/table-view.ts'
import type { Card, GameEvent, LegalActions, PlayerView, ScoreLine, Scores, Seat } from '../engine/types.ts'
import type { ParamsOf } from '../i18n/i18n.ts'
import type { learnMessages } from '../i18n/messages/learn.ts'

/**
 * The guided game's steps, as a pure function of the table as the learner sees it, the learner's seat
 * and the few prompts the learner has acknowledged. Nothing here waits on a clock: a step changes
 * when the game does (a bid, a pass, a sale round turned up) or when the learner taps "Next".
 * Undo, a reload or a learner who does something else than asked all land on a true step, since
 * each is read again from the game as it is.
 */

/** Where a prompt points: the `data-tour` attribute of a control on the table or sale screen. */
export type TourTarget = 'offer' | 'bid' | 'pass' | 'seats' | 'pot' | 'checks' | 'hand' | 'reveal' | 'handover' | 'pay' | 'score'

/** A value said in a prompt, worded by the screen in the learner's language. */
export type TourValue =
  | { readonly money: number }
  | { readonly property: Card }
  | { readonly properties: readonly Card[] }
  | { readonly check: Card }
  | { readonly name: string }
  | { readonly count: number }
  /** A free pass's property: none (R6). */
  | { readonly noProperty: true }
  /** A place in the final standings: 1st, 2nd… */
  | { readonly place: number }

type LearnTexts = (typeof learnMessages)['en']
type Placeholders<K extends keyof LearnTexts> = ParamsOf<LearnTexts[K]> extends [infer P] ? keyof P : never

/**
 * A value for each `{placeholder}` of message `key` (of every message, when `key` is one of several):
 * a step that leaves one out fails the type check.
 */
export type TourValues<K extends TourKey> = { readonly [N in Placeholders<K>]: TourValue }

/** A Sold! wording takes no placeholder its message does not: the values made for the one fill the other. */
type SoldKey = Extract<keyof LearnTexts, `${string}.sold`>
type SoldFits = { [S in SoldKey]: S extends `${infer K extends TourKey}.sold` ? (Placeholders<S> extends Placeholders<K> ? true : S) : S }[SoldKey]
export const SOLD_WORDINGS_FIT: SoldFits = true

/** The prompt's words: a message key of `learnMessages` and its values (made by `say`, which checks them). */
export interface TourSay {
  readonly key: TourKey
  readonly values: Readonly<Record<string, TourValue>>
  /** A second sentence, said after the first. */
  readonly then?: TourSay
}

/**
 * One way the step can be shown. The overlay takes the first variant whose target is on screen
 * (the sale screen shows either the hand-over or the learner's own properties); when none is, the
 * first variant's words, unanchored.
 */
export interface TourVariant {
  readonly target: TourTarget | null
  readonly say: TourSay
  /** What the prompt asks the learner to do (the tests play it); null: nothing, or as they like. */
  readonly expect: 'bid' | 'pass' | 'pay' | 'pick' | 'tap' | null
  /** The game is over and this says the score: the tour offers a real game or Home. */
  readonly finish?: boolean
}

/** Prompts the learner confirms with a tap (everything else follows the game). */
export const ACKS = ['welcome', 'offer'] as const
export type Ack = (typeof ACKS)[number]

/** What the guided game teaches, in order. */
export const LESSONS = ['offer', 'bid', 'pass', 'win', 'sale', 'reveal', 'score'] as const
export type Lesson = (typeof LESSONS)[number]

export interface TourStep {
  /** Stable name of the step (tests, and the overlay's focus moves when it changes). */
  readonly id: string
  readonly lesson: Lesson | null
  readonly variants: readonly [TourVariant, ...TourVariant[]]
  /** A button that acknowledges the step, if the step waits for one. */
  readonly ack: Ack | null
}

export type TourKey =
  | 'welcome'
  | 'offer'
  | 'watchBids'
  | 'firstBid'
  | 'mustPass'
  | 'othersAnswer'
  | 'passNow'
  | 'bidAgain'
  | 'afterPass'
  | 'winTop'
  | 'winWatch'
  | 'winNext'
  | 'afterWin'
  | 'wonFirst'
  | 'freeAuctions'
  | 'freeTurn'
  | 'payPass'
  | 'payWin'
  | 'saleHandover'
  | 'salePick'
  | 'salePickAgain'
  | 'saleWait'
  | 'saleWaitOthers'
  | 'revealFirst'
  | 'revealNext'
  | 'revealNextAlone'
  | 'lastRound'
  | 'lastReveal'
  | 'score'
  | 'scoreWin'
  | 'scoreShared'
  | 'scoreLineAmount'
  | 'scoreLineCards'

export interface TourInput {
  /** The table as the learner may see it (engine/table-view.ts): the tour says nothing they could not know. */
  readonly table: TableView
  readonly learner: Seat
  readonly acks: ReadonlySet<Ack>
}

type Passed = Extract<GameEvent, { type: 'passed' }>
type Won = Extract<GameEvent, { type: 'won' }>
type Revealed = Extract<GameEvent, { type: 'sale-revealed' }>

/** What the learner has done so far, read from the events. */
export interface LearnerRecord {
  /** Auctions in which the learner bid. */
  readonly bids: number
  /** The learner's first pass that cost something or was chosen with a bid down (the pass lesson). */
  readonly pass: (Passed & { readonly auction: number }) | null
  /** The learner's first win of an auction's top card. */
  readonly win: (Won & { readonly auction: number }) | null
  /** Whether the learner has bid or passed since `win`. */
  readonly actedSinceWin: boolean
  /** Any bid or pass by the learner. */
  readonly acted: boolean
  /** The last sale round turned up, if any. */
  readonly lastReveal: Revealed | null
}

export function learnerRecord(events: readonly GameEvent[], learner: Seat): LearnerRecord {
  let auction = -1
  let bids = 0
  let pass: LearnerRecord['pass'] = null
  let win: LearnerRecord['win'] = null
  let actedSinceWin = false
  let acted = false
  let lastReveal: Revealed | null = null
  for (const e of events) {
    if (e.type === 'auction-started') auction = e.auction
    else if (e.type === 'bid' && e.player === learner) {
      bids++
      acted = true
      if (win !== null) actedSinceWin = true
    } else if (e.type === 'passed' && e.player === learner) {
      acted = true
      if (win !== null) actedSinceWin = true
      // Only a pass with a bid down teaches what passing costs.
      if (pass === null && e.bid > 0 && !e.forced) pass = { ...e, auction }
    } else if (e.type === 'won' && e.player === learner && win === null) win = { ...e, auction }
    else if (e.type === 'sale-revealed') lastReveal = e
  }
  return { bids, pass, win, actedSinceWin, acted, lastReveal }
}

const step = (id: string, lesson: Lesson | null, variants: readonly [TourVariant, ...TourVariant[]], ack: Ack | null = null): TourStep => ({
  id,
  lesson,
  variants,
  ack,
})
const say = <K extends TourKey>(key: K, values: TourValues<K>, then?: TourSay): TourSay => ({ key, values, ...(then === undefined ? {} : { then }) })
const at = <K extends TourKey>(target: TourTarget | null, key: K, values: TourValues<K>, expect: TourVariant['expect'] = null): TourVariant => ({
  target,
  say: say(key, values),
  expect,
})

/** The step to show now. */
export function tourStep(input: TourInput): TourStep {
  const { table, learner, acks } = input
  const { view, legal } = table
  const record = learnerRecord(table.log, learner)
  const names = view.seats.map((s) => s.name)
  const you = names[learner] ?? ''

  if (table.scores !== null) return overStep(view, table.scores, learner)
  if (view.sale !== null) return saleStep(view.sale, legal, learner, record)

  const auction = view.auction
  const top = auction === null ? null : (auction.revealed[auction.revealed.length - 1] as Card)
  if (!acks.has('welcome') && !record.acted) {
    return step('welcome', null, [at(null, 'welcome', { name: { name: you } })], 'welcome')
  }
  if (!acks.has('offer') && !record.acted && auction !== null) {
    return step('offer', 'offer', [at('offer', 'offer', { cards: { properties: auction.revealed } })], 'offer')
  }

  if (legal.phase === 'payment') {
    if (legal.player !== learner) return step('watch-payment', null, [at('seats', 'othersAnswer', {})])
    return step(`pay-${legal.reason}`, null, [at('pay', legal.reason === 'pass' ? 'payPass' : 'payWin', { amount: { money: legal.amount } }, 'pay')])
  }
  if (legal.phase !== 'auction' || auction === null) return step('wait', null, [at('seats', 'othersAnswer', {})])

  const yourTurn = legal.player === learner
  const ownBid = auction.bids[learner] ?? 0
  const inAuction = auction.inAuction[learner] === true
  const canBid = legal.bid !== null
  const high = auction.highBidder === null ? null : { name: names[auction.highBidder] ?? '' }
  const passValues: TourValues<'mustPass' | 'afterPass'> = {
    property: legal.pass.property === null ? { noProperty: true as const } : { property: legal.pass.property },
    bid: { money: legal.pass.bid },
    cost: { money: legal.pass.cost },
    refund: { money: legal.pass.refund },
  }
  const mustPass = () => step('must-pass', null, [at('pass', 'mustPass', passValues, 'pass')])

  // 1. A first bid.
  if (record.bids === 0 && record.pass === null && record.win === null) {
    if (!yourTurn) return step('watch-bids', 'bid', [at('pot', 'watchBids', {}), at('seats', 'watchBids', {})])
    if (!canBid) return mustPass()
    return step('first-bid', 'bid', [at('bid', 'firstBid', { amount: { money: legal.bid.min }, top: { property: top as Card } }, 'bid')])
  }

  // 2. A pass, and what it costs (after a first win, if the others let the learner win at once).
  if (record.pass === null) {
    if (record.win !== null && !record.actedSinceWin) {
      return step('won-first', 'win', [at('seats', 'wonFirst', { property: { property: record.win.property }, price: { money: record.win.price } })])
    }
    if (!yourTurn) {
      return inAuction
        ? step('others-answer', 'pass', [at('pot', 'othersAnswer', {}), at('seats', 'othersAnswer', {})])
        : step('others-finish', 'pass', [at('seats', 'othersAnswer', {})])
    }
    if (ownBid > 0 || !canBid) {
      return step('pass', 'pass', [at('pass', 'passNow', { ...passValues, high: high ?? { name: '' } }, 'pass')])
    }
    // A new auction before the pass was learned (everyone else passed): bid first, so that passing costs something.
    return step('bid-again', 'pass', [at('bid', 'bidAgain', { amount: { money: legal.bid.min } }, 'bid')])
  }

  // 3. Winning the top card.
  if (record.win === null) {
    const passed = record.pass
    if (passed !== null && passed.auction === auction.number && !inAuction) {
      return step('after-pass', 'pass', [
        at('seats', 'afterPass', {
          property: passed.property === null ? { noProperty: true as const } : { property: passed.property },
          bid: { money: passed.bid },
          cost: { money: passed.cost },
          refund: { money: passed.refund },
        }),
      ])
    }
    if (!yourTurn) {
      return inAuction && ownBid > 0
        ? step('win-watch', 'win', [at('pot', 'winWatch', { top: { property: top as Card } }), at('seats', 'winWatch', { top: { property: top as Card } })])
        : step('win-next', 'win', [at('offer', 'winNext', { top: { property: top as Card } })])
    }
    if (!canBid) return mustPass()
    return step('win-top', 'win', [at('bid', 'winTop', { top: { property: top as Card }, amount: { money: legal.bid.min } }, 'bid')])
  }

  // 4. The rest of the auctions, played as the learner likes.
  if (!record.actedSinceWin) {
    return step('after-win', 'win', [
      at('seats', 'afterWin', { property: { property: record.win.property }, price: { money: record.win.price } }),
    ])
  }
  if (yourTurn) return step('free-turn', null, [at('bid', 'freeTurn', {}, null), at('pass', 'freeTurn', {}, null)])
  return step('free-auctions', null, [at('pot', 'freeAuctions', {}), at('seats', 'freeAuctions', {})])
}

function saleStep(sale: NonNullable<PlayerView['sale']>, legal: LegalActions, learner: Seat, record: LearnerRecord): TourStep {
  const selling = sale.sellers.includes(learner)
  const picked = sale.ownPick !== null
  const everyoneOne = legal.phase === 'sale' && legal.pickers.length === sale.sellers.length && legal.pickers.every((p) => p.properties.length === 1)
  const checks = { checks: { count: sale.checks.length } }

  if (everyoneOne) return step('last-round', 'sale', [at('reveal', 'lastRound', {}, 'tap'), at('handover', 'lastRound', {}, 'tap')])
  const reveal = record.lastReveal
  const pending = reveal !== null && reveal.round === sale.round - 1 && !picked
  // What the learner's own pick took, in the round just turned up.
  const line = pending ? reveal.sales.find((s) => s.player === learner) : undefined
  if (pending && line !== undefined) {
    const values = { property: { property: line.property }, check: { check: line.check } }
    const first = reveal.round === 0
    return step(first ? 'reveal-first' : 'reveal-next', 'reveal', [
      // The learner is the table's one person: the reveal's button is 'Next round', not their name (sale-screen.tsx).
      at('handover', first ? 'revealFirst' : 'revealNextAlone', values, 'tap'),
      at('hand', sale.round === 0 ? 'salePick' : 'salePickAgain', checks, 'pick'),
      // When the next round is the last and forced, the reveal's button turns the last properties up at once.
      at('reveal', first ? 'revealFirst' : 'revealNextAlone', values, 'tap'),
    ])
  }
  if (!selling) return step('sale-out', 'sale', [at('checks', 'saleWaitOthers', {})])
  if (picked) return step('sale-wait', 'sale', [at('checks', 'saleWait', {})])
  const first = sale.round === 0
  return step(first ? 'sale-first' : 'sale-pick', 'sale', [
    at('hand', first ? 'salePick' : 'salePickAgain', checks, 'pick'),
    at('handover', 'saleHandover', {}, 'tap'),
  ])
}

function overStep(view: PlayerView, scores: Scores, learner: Seat): TourStep {
  const line = scores.lines[learner] as ScoreLine
  const names = view.seats.map((s) => s.name)
  const best = scores.lines[scores.winners[0] as Seat] as ScoreLine
  const won = scores.winners.includes(learner)
  const key = won ? (scores.shared ? 'scoreShared' : 'scoreWin') : 'score'
  const others = scores.winners.filter((w) => w !== learner).map((w) => names[w] ?? '')
  const amount = RULESETS[view.ruleset].moneyScore === 'amount'
  const sum = say(amount ? 'scoreLineAmount' : 'scoreLineCards', {
    checks: { money: line.checkTotal },
    left: amount ? { money: line.moneyPoints } : { count: line.moneyPoints },
    score: { money: line.score },
  })
  const result = say(key, { place: { place: line.rank }, winner: { name: others.join(' & ') }, best: { money: best.score } }, sum)
  return step('score', 'score', [
    { target: 'score', say: result, expect: null, finish: true },
    at('handover', 'lastReveal', {}, 'tap'),
  ])
}
