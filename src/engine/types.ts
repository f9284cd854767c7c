import type { PlayerCount, RulesetId } from './rulesets.ts'

/** A seat's index round the table, 0-based; turns go up the index and wrap round. */
export type Seat = number

/**
 * A card inside the engine is a number. Properties: a higher number is a better property
 * (For Sale: the house number 1–30; Sold!: A♣ = 1, A♠ = 2, 2♣ = 3 … K♠ = 26).
 * Checks: For Sale, the value in thousands (0 = refused, 2–15); Sold!: A♥ = 1, A♦ = 2 … K♦ = 26,
 * worth their rank. `cards.ts` converts to and from the names used in records and on screen.
 */
export type Card = number

export interface TableOptions {
  /** For Sale only: each player's money shows only to that player. */
  readonly secretMoney: boolean
}

/** The cards in play, in the order they are turned up, and the ones set aside unseen (R9). */
export interface Deal {
  readonly properties: readonly Card[]
  readonly checks: readonly Card[]
  readonly setAside: { readonly properties: readonly Card[]; readonly checks: readonly Card[] }
}

/** A table as someone describes it: not yet checked. `createGame` turns it into a `GameState` or an error. */
export interface TableSetup {
  readonly ruleset: RulesetId | string
  readonly players: readonly string[]
  /** First auction's starter; drawn from the seed when absent (R1). */
  readonly startPlayer?: Seat
  readonly options?: Partial<TableOptions>
  /** Any string; the deal (and a missing start player) is drawn from it. */
  readonly seed?: string
  /** An explicit deal; wins over `seed`. `setAside` may be omitted: it is then the rest of each deck. */
  readonly deal?: {
    readonly properties: readonly Card[]
    readonly checks: readonly Card[]
    readonly setAside?: { readonly properties: readonly Card[]; readonly checks: readonly Card[] }
  }
}

export type Action =
  | { readonly type: 'bid'; readonly player: Seat; readonly amount: number }
  | { readonly type: 'pass'; readonly player: Seat }
  /** Sold! only: which money cards (their values) pay what the player owes. */
  | { readonly type: 'pay'; readonly player: Seat; readonly cards: readonly number[] }
  | { readonly type: 'pick'; readonly player: Seat; readonly property: Card }

export type Phase = 'auction' | 'payment' | 'sale' | 'over'

export interface SeatState {
  readonly name: string
  /** Money held: For Sale in thousands; Sold! the sum of the money cards. */
  readonly money: number
  /** Sold!: the values of the money cards held, ascending. For Sale: empty. */
  readonly moneyCards: readonly number[]
  /** Properties held and not yet sold, ascending. */
  readonly properties: readonly Card[]
  /** Checks won, in the order they were won. */
  readonly checks: readonly Card[]
}

export interface AuctionState {
  /** 0-based auction number. */
  readonly number: number
  /** Properties still on the table, ascending (a passer takes the first). */
  readonly properties: readonly Card[]
  /** Properties this auction turned up, ascending. */
  readonly revealed: readonly Card[]
  /** Each seat's own current bid in this auction (0: has not bid). */
  readonly bids: readonly number[]
  readonly inAuction: readonly boolean[]
  readonly highBid: number
  readonly highBidder: Seat | null
  /** Whose turn it is to bid or pass. */
  readonly turn: Seat
  readonly starter: Seat
  /** Passers still to come who take their whole bid back and get no property (R6, "not enough for everyone"). */
  readonly freePasses: number
}

/** A Sold! payment waiting for the payer to choose which money cards to hand over (R4). */
export interface PendingPayment {
  readonly player: Seat
  readonly amount: number
  readonly reason: 'pass' | 'win'
}

export interface SaleState {
  /** 0-based sale round. */
  readonly round: number
  /** Checks on offer this round, highest value first. */
  readonly checks: readonly Card[]
  /** Seats that pick this round: those still holding a property (R7). */
  readonly sellers: readonly Seat[]
  /** Each seat's secret pick this round (null: not yet picked, or not selling). */
  readonly picks: readonly (Card | null)[]
}

/** The actions of a game so far, newest first, as a list that grows without copying. */
export interface ActionHistory {
  readonly action: Action
  readonly previous: ActionHistory | null
}

/**
 * A game at one moment. Which of the auction and the sale round exist follows from the phase, and the
 * type says so: an auction (bidding, or its Sold! payments still due) until the selling starts, then a
 * sale round, then neither once the game is over.
 */
export type GameState = GameCommon & PhaseState

export type PhaseState = Phased<AuctionState, SaleState>

/** The auction (`A`) and the sale round (`S`) each phase has: a game's, or a viewer's view of them. */
export type Phased<A, S> =
  | { readonly phase: 'auction'; readonly auction: A; readonly sale: null }
  | { readonly phase: 'payment'; readonly auction: A; readonly sale: null }
  | { readonly phase: 'sale'; readonly auction: null; readonly sale: S }
  | { readonly phase: 'over'; readonly auction: null; readonly sale: null }

/** Whether a thing's auction and sale round are those its phase has (see `Phased`). */
export function phaseHolds<A, S, T extends { readonly phase: Phase; readonly auction: A | null; readonly sale: S | null }>(x: T): x is T & Phased<A, S> {
  switch (x.phase) {
    case 'auction':
    case 'payment':
      return x.auction !== null && x.sale === null
    case 'sale':
      return x.auction === null && x.sale !== null
    case 'over':
      return x.auction === null && x.sale === null
  }
}

/** What a game holds in every phase. */
export interface GameCommon {
  readonly ruleset: RulesetId
  readonly playerCount: PlayerCount
  readonly options: TableOptions
  readonly startPlayer: Seat
  readonly deal: Deal
  /** The seed the game was dealt from (its deal code), or null for an explicit deal. */
  readonly seed: string | null
  /** The seeded generator's state after dealing (xoshiro128**), so that what follows stays reproducible. */
  readonly rng: readonly [number, number, number, number]
  readonly seats: readonly SeatState[]
  /** Sold! payments still to be chosen, in the order they are made (the passer's before the winner's). */
  readonly payments: readonly PendingPayment[]
  /** Seat that starts the next auction (R1). */
  readonly nextStarter: Seat
  /** How many of `deal.properties` have been turned up. */
  readonly propertiesDealt: number
  /** How many of `deal.checks` have been turned up. */
  readonly checksDealt: number
  readonly history: ActionHistory | null
  readonly actionCount: number
}

/** Stable error codes of illegal actions (applyAction). */
export const ACTION_ERROR_CODES = [
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'BID_TOO_LOW',
  'BID_OVER_MONEY',
  'PAYMENT_NOT_ALLOWED',
  'PROPERTY_NOT_YOURS',
  'ALREADY_PICKED',
  'GAME_OVER',
  'MALFORMED_ACTION',
] as const

/** Stable error codes of malformed setups and records (createGame, parseRecord). */
export const RECORD_ERROR_CODES = [
  'BAD_JSON',
  'BAD_FORMAT',
  'UNKNOWN_RULESET',
  'BAD_PLAYERS',
  'DUPLICATE_NAME',
  'BAD_START_PLAYER',
  'BAD_OPTIONS',
  'BAD_DEAL',
  'MISSING_DEAL',
  'BAD_SEED',
  'BAD_ACTIONS',
] as const

/** Every stable error code: each illegal action and each malformed setup or record has one. */
export const ERROR_CODES = [...ACTION_ERROR_CODES, ...RECORD_ERROR_CODES] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** What exactly is wrong with a setup, beyond its code, for a precise message in any language. */
export type ErrorDetail =
  /** Player `seat` (0-based) has no name, a name of spaces only, a name over the limit, or something that is not text. */
  | { readonly kind: 'name-empty' | 'name-blank' | 'name-not-text'; readonly seat: number }
  | { readonly kind: 'name-too-long'; readonly seat: number; readonly max: number }
  /** Player `seat`'s name holds invisible or direction-changing characters, or too many accents on one letter. */
  | { readonly kind: 'name-hidden-chars' | 'name-marks'; readonly seat: number }
  /** The seed is longer than `max` characters. */
  | { readonly kind: 'seed-too-long'; readonly length: number; readonly max: number }
  /** The text is longer than `max` characters, or nests deeper than `max` levels. */
  | { readonly kind: 'too-large'; readonly length: number; readonly max: number }
  | { readonly kind: 'too-deep'; readonly max: number }
  /** A seed beside an explicit deal deals other cards. */
  | { readonly kind: 'seed-mismatch' }
  /** A record holds more than `max` actions. */
  | { readonly kind: 'too-many-actions'; readonly count: number; readonly max: number }
  /** Two players share `name` (ignoring case). */
  | { readonly kind: 'name-duplicate'; readonly name: string }
  /** The list of players holds `count` entries. */
  | { readonly kind: 'player-count'; readonly count: number | null }
  /** A table option that is there but of the wrong type. */
  | { readonly kind: 'option-type'; readonly option: 'secretMoney' | 'options' }

export interface GameError {
  readonly code: ErrorCode
  /** English, for logs and the replay command; the UI words errors from the code and `detail`. */
  readonly message: string
  /** For an action in a record: its 0-based index. */
  readonly action?: number
  readonly detail?: ErrorDetail
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: GameError }

/** What happened, as data: the UI words it in any language. */
export type GameEvent =
  | {
      readonly type: 'auction-started'
      readonly auction: number
      readonly properties: readonly Card[]
      readonly starter: Seat
      /** Passers who will take their bid back without a property (R6). */
      readonly freePasses: number
    }
  | { readonly type: 'bid'; readonly player: Seat; readonly amount: number; readonly previous: number }
  | {
      readonly type: 'passed'
      readonly player: Seat
      /** Property taken, or null for a free pass without property ("not enough for everyone", R6). */
      readonly property: Card | null
      /** The passer's own bid in this auction. */
      readonly bid: number
      /** What the pass costs: half the bid (rounded per ruleset), or 0 for a free pass. */
      readonly cost: number
      /** What comes back of the bid: bid − cost. */
      readonly refund: number
      /** True when the passer had to pass (R2): no money above the high bid. */
      readonly forced: boolean
    }
  | {
      readonly type: 'won'
      readonly player: Seat
      readonly property: Card
      readonly price: number
      /** True when everyone else passed before anyone bid (R3). */
      readonly free: boolean
    }
  | {
      readonly type: 'paid'
      readonly player: Seat
      readonly amount: number
      /** Sold!: the money cards handed over; For Sale: empty. */
      readonly cards: readonly number[]
      /** Sold!: whether the payer chose among several sets (R4). */
      readonly chosen: boolean
    }
  | { readonly type: 'payment-due'; readonly player: Seat; readonly amount: number; readonly options: readonly (readonly number[])[] }
  | { readonly type: 'sale-started'; readonly round: number; readonly checks: readonly Card[]; readonly sellers: readonly Seat[] }
  /** A seat has picked in secret; the property is not said. */
  | { readonly type: 'picked'; readonly player: Seat }
  | {
      readonly type: 'sale-revealed'
      readonly round: number
      /** Highest property first; each with the check it took. */
      readonly sales: readonly { readonly player: Seat; readonly property: Card; readonly check: Card }[]
    }
  /** R7: the last seat holding properties takes every remaining check at once. */
  | { readonly type: 'checks-taken'; readonly player: Seat; readonly properties: readonly Card[]; readonly checks: readonly Card[] }
  | { readonly type: 'game-over'; readonly winners: readonly Seat[] }

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: GameError }

/** What passing would do right now for the seat whose turn it is. */
export interface PassOption {
  /** Property the passer would take, or null (R6 free pass). */
  readonly property: Card | null
  readonly bid: number
  readonly cost: number
  readonly refund: number
}

export type LegalActions =
  | {
      readonly phase: 'auction'
      readonly player: Seat
      /** Bids allowed: every whole number from min to max; null when the player must pass (R2). */
      readonly bid: {
        readonly min: number
        readonly max: number
        /**
         * Set when the viewer cannot see the bidder's money (secret money, `legalActionsInView`):
         * `max` is then only what anyone can know of it (the starting money), and a bid up to it may
         * still be refused (`BID_OVER_MONEY`). Absent from the engine's own `legalActions`.
         */
        readonly publicCap?: true
      } | null
      readonly pass: PassOption
    }
  | {
      readonly phase: 'payment'
      readonly player: Seat
      readonly amount: number
      readonly reason: 'pass' | 'win'
      /** Each set of money cards (values, ascending) that may pay: at least two. */
      readonly options: readonly (readonly number[])[]
    }
  | {
      readonly phase: 'sale'
      readonly checks: readonly Card[]
      /** Seats still to pick this round, each with the properties it may pick. */
      readonly pickers: readonly { readonly player: Seat; readonly properties: readonly Card[] }[]
    }
  | { readonly phase: 'over' }

export interface ScoreLine {
  readonly player: Seat
  readonly name: string
  /** Sum of the checks' values (For Sale: thousands). */
  readonly checkTotal: number
  /** What money left adds: its amount (For Sale) or the number of money cards (Sold!). */
  readonly moneyPoints: number
  readonly score: number
  /** Tie-break value: money left (For Sale) or money cards left (Sold!). */
  readonly tieBreak: number
  /** 1 for the winners, otherwise 1 + the number of players placed strictly ahead. */
  readonly rank: number
}

export interface Scores {
  readonly lines: readonly ScoreLine[]
  readonly winners: readonly Seat[]
  /** Whether the tie-break was needed to separate players level on score at the top. */
  readonly decidedByTieBreak: boolean
  readonly shared: boolean
}

/** What one seat (or an onlooker, seat null) may know. Screens and bots see only this. */
export type PlayerView = ViewCommon & Phased<AuctionState, SaleView>

/** A sale round as a viewer sees it: who has picked, and only the viewer's own pick. */
export interface SaleView {
  readonly round: number
  readonly checks: readonly Card[]
  readonly sellers: readonly Seat[]
  readonly picked: readonly boolean[]
  /** The viewer's own pick this round, if made. */
  readonly ownPick: Card | null
}

/** What a view holds in every phase. */
export interface ViewCommon {
  readonly ruleset: RulesetId
  readonly playerCount: PlayerCount
  readonly options: TableOptions
  readonly viewer: Seat | null
  /** Who started the first auction (R1). */
  readonly startPlayer: Seat
  readonly seats: readonly {
    readonly name: string
    /** null when hidden from this viewer (secret money). */
    readonly money: number | null
    readonly moneyCards: readonly number[] | null
    readonly properties: readonly Card[]
    readonly checks: readonly Card[]
  }[]
  readonly payments: readonly PendingPayment[]
  readonly nextStarter: Seat
  readonly propertiesLeft: number
  readonly checksLeft: number
  /** Cards set aside, shown only once the game is over (R9). */
  readonly setAside: Deal['setAside'] | null
  readonly actionCount: number
}
