import { createHash, randomBytes } from 'node:crypto'
import { decide } from '../src/bots/decide.ts'
import type { BotLevel } from '../src/bots/levels.ts'
import { applyAction, createGame, legalActions, openingEvents, toAct } from '../src/engine/game.ts'
import { Rng, rngFromSeed } from '../src/engine/random.ts'
import { exportRecord, type GavelRecord } from '../src/engine/record.ts'
import { RULESETS } from '../src/engine/rulesets.ts'
import { tableView } from '../src/engine/table-view.ts'
import type { Action, GameEvent, GameState, Seat, TableSetup } from '../src/engine/types.ts'
import { lastPicks, lastPicksForced, playMove } from '../src/game/forced-moves.ts'
import {
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  botOf,
  type LobbyNews,
  type PhoneTableOptions,
  type Refusal,
  type SeatGrant,
  type ViewNews,
} from '../src/game/phone-protocol.ts'

/*
 * One table with phones, apart from any network: its seats and who holds them, its game, and the
 * one place a move is played. The Colyseus room (table-room.ts) carries messages to and from it;
 * unit tests drive it directly. Every answer is a value: a refusal changes nothing.
 */

/** A table as the file store keeps it: enough to rebuild it after a restart. */
export interface StoredTable {
  readonly format: 'gavel-phones/1'
  readonly id: string
  readonly code: string
  readonly options: PhoneTableOptions
  /**
   * Each seat's name as it stands, the SHA-256 of its phone's token (never the token itself), and
   * whether it is played on the table screen (absent in files written before there were such seats).
   */
  readonly seats: readonly { readonly name: string; readonly tokenHash: string | null; readonly screen?: boolean }[]
  /** The SHA-256 of the table screen's token: the device that may free a seat. */
  readonly screenTokenHash: string
  /** The game's record (RECORD.md's setup and actions) once every seat is held; null before. */
  readonly record: { readonly setup: TableSetup; readonly actions: readonly Action[] } | null
  /** When the game ended (ms since 1970): the finished table leaves the server a while after. */
  readonly finishedAt?: number
  /** Before the game starts, when a device last joined or a seat last changed (ms since 1970): a table nobody comes to leaves the server. */
  readonly touchedAt?: number
}

/** How long a table that nothing happens to any more stays on the server. */
export interface KeepTimes {
  /** After its game ended: its scores on the table screen, its record to export. */
  readonly finishedMs: number
  /** Before its game started, since its last join or seat change. */
  readonly unstartedMs: number
}

interface SeatHold {
  name: string
  tokenHash: string | null
  /** Played on the table screen: no phone holds it, the table screen's connection plays it. */
  screen: boolean
}

/** Who sends a move: the seat its phone holds, or the table screen that opened the table. */
export interface Mover {
  readonly seat: Seat | null
  readonly screen: boolean
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/** Random text over `alphabet`, each letter equally likely. */
function randomText(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length)
  let text = ''
  while (text.length < length) {
    for (const b of randomBytes(length * 2)) if (b < limit && text.length < length) text += alphabet[b % alphabet.length]
  }
  return text
}

export const newRoomId = () => randomBytes(16).toString('base64url')
export const newShortCode = () => randomText(SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH)
export const newToken = () => randomBytes(24).toString('base64url')

const refuse = (code: Refusal['code'], message: string, engineCode?: string): Refusal => ({ code, message, ...(engineCode === undefined ? {} : { engineCode }) })

export class TableCore {
  readonly id: string
  readonly code: string
  readonly options: PhoneTableOptions
  private readonly holds: SeatHold[]
  private game: { state: GameState; events: GameEvent[]; actions: Action[]; setup: TableSetup } | null = null
  /** The action count at which the current sale round opened: a pick shown since then is still good. */
  private roundOpenedAt = 0

  private screenTokenHash: string
  /** When the game ended, as the room's clock said: the table is kept a while after, then removed. */
  finishedAt: number | null = null
  /** Before the game starts, when a device last joined or a seat last changed, as the room's clock said. */
  touchedAt: number | null = null

  constructor(id: string, code: string, options: PhoneTableOptions, screenToken: string) {
    this.id = id
    this.code = code
    this.options = options
    this.holds = options.seats.map((s) => ({ name: s.name, tokenHash: null, screen: s.kind === 'screen' }))
    this.screenTokenHash = hash(screenToken)
  }

  /** A new table, and the token its table screen keeps. */
  static open(options: PhoneTableOptions, code: string): { table: TableCore; screenToken: string } {
    const screenToken = newToken()
    const table = new TableCore(newRoomId(), code, options, screenToken)
    // Setup may have put every person on the table screen: nobody is to wait for.
    table.startIfSeated()
    return { table, screenToken }
  }

  static restore(stored: StoredTable): TableCore {
    const table = new TableCore(stored.id, stored.code, stored.options, '')
    table.screenTokenHash = stored.screenTokenHash
    stored.seats.forEach((s, i) => {
      const hold = table.holds[i]
      if (hold !== undefined) Object.assign(hold, { name: s.name, tokenHash: s.tokenHash, screen: s.screen ?? false })
    })
    table.finishedAt = stored.finishedAt ?? null
    table.touchedAt = stored.touchedAt ?? null
    if (stored.record !== null) {
      const created = createGame(stored.record.setup)
      if (!created.ok) throw new Error(`table ${stored.id}: its setup is refused (${created.error.code})`)
      const game = { state: created.value, events: openingEvents(created.value), actions: [] as Action[], setup: stored.record.setup }
      // The record holds every action played, forced ones too: each is applied as it stands.
      for (const action of stored.record.actions) {
        const result = applyAction(game.state, action)
        if (!result.ok) throw new Error(`table ${stored.id}: its record does not replay (${result.error.code})`)
        game.state = result.state
        game.events.push(...result.events)
        game.actions.push(action)
        if (result.events.some((e) => e.type === 'sale-started')) table.roundOpenedAt = game.state.actionCount
      }
      table.game = game
    }
    return table
  }

  stored(): StoredTable {
    return {
      format: 'gavel-phones/1',
      id: this.id,
      code: this.code,
      options: this.options,
      seats: this.holds.map((h) => ({ ...h })),
      screenTokenHash: this.screenTokenHash,
      record: this.game === null ? null : { setup: this.game.setup, actions: this.game.actions.slice() },
      ...(this.finishedAt === null ? {} : { finishedAt: this.finishedAt }),
      ...(this.touchedAt === null || this.started ? {} : { touchedAt: this.touchedAt }),
    }
  }

  /**
   * When the table is to leave the server (ms since 1970): a while after its game ended, or after
   * its last join or seat change if its game never started; null while a game goes on. It is worked
   * out from what the file keeps, so a restart counts on from where it was.
   */
  removalDue(keep: KeepTimes): number | null {
    if (this.finishedAt !== null) return this.finishedAt + keep.finishedMs
    if (!this.started && this.touchedAt !== null) return this.touchedAt + keep.unstartedMs
    return null
  }

  get started(): boolean {
    return this.game !== null
  }

  get over(): boolean {
    return this.game?.state.phase === 'over'
  }

  /** The finished game's record (gavel/1, RECORD.md), once everything in it is public; null before. */
  record(): GavelRecord | null {
    return this.game !== null && this.game.state.phase === 'over' ? exportRecord(this.game.state) : null
  }

  /** The seat a token holds, or null. */
  seatOfToken(token: unknown): Seat | null {
    if (typeof token !== 'string' || token.length > 64) return null
    const h = hash(token)
    const seat = this.holds.findIndex((s) => s.tokenHash === h)
    return seat < 0 ? null : seat
  }

  /** Whether a token is this table's screen's. */
  isScreen(token: unknown): boolean {
    return typeof token === 'string' && token.length <= 64 && hash(token) === this.screenTokenHash
  }

  /** The table screen lets a seat's phone go (a phone lost, or in the wrong hands): another may take the seat. */
  free(seat: Seat, byScreen: boolean): Refusal | null {
    if (!byScreen) return refuse('NOT_THE_TABLE', 'Only the table screen frees a seat.')
    const hold = this.holds[seat]
    if (hold === undefined || !this.human(seat)) return refuse('NO_SEAT', 'There is no such seat for a person.')
    hold.tokenHash = null
    return null
  }

  /**
   * The table screen plays a person's seat itself (someone without a phone), or gives it back to the
   * phones. A seat a phone holds is freed first; a seat given back waits for a phone to claim it.
   */
  playOnScreen(seat: Seat, on: boolean, byScreen: boolean): Refusal | null {
    if (!byScreen) return refuse('NOT_THE_TABLE', 'Only the table screen plays a seat on it.')
    const hold = this.holds[seat]
    if (hold === undefined || !this.human(seat)) return refuse('NO_SEAT', 'There is no such seat for a person.')
    if (on && hold.tokenHash !== null) return refuse('SEAT_TAKEN', 'A phone holds this seat: free it first.')
    hold.screen = on
    this.startIfSeated()
    return null
  }

  /** The seats played on the table screen. */
  screenSeats(): Seat[] {
    return this.holds.flatMap((h, i) => (h.screen && this.human(i) ? [i] : []))
  }

  private kind(seat: Seat) {
    return this.options.seats[seat]?.kind
  }

  /** A person's seat (on a phone or on the table screen), not a computer player's. */
  private human(seat: Seat): boolean {
    const kind = this.kind(seat)
    return kind !== undefined && botOf(kind) === null
  }

  /** A phone takes a free person's seat under a name: the token it keeps to come back to it. */
  claim(seat: Seat, name: string, holding: Seat | null): SeatGrant | Refusal {
    if (holding !== null) return refuse('ALREADY_SEATED', 'This phone holds a seat already.')
    const hold = this.holds[seat]
    if (hold === undefined || !this.human(seat)) return refuse('NO_SEAT', 'There is no such seat for a person.')
    if (hold.tokenHash !== null || hold.screen) return refuse('SEAT_TAKEN', hold.screen ? 'This seat is played on the table screen.' : 'Another phone holds this seat.')
    const lower = name.toLowerCase()
    // Once the game has started its names are the game's: a phone taking a freed seat plays it under its name.
    if (!this.started && this.holds.some((h, i) => i !== seat && h.name.toLowerCase() === lower)) return refuse('NAME_TAKEN', 'Another seat has this name.')
    const token = newToken()
    if (!this.started) hold.name = name
    hold.tokenHash = hash(token)
    this.startIfSeated()
    return { seat, token }
  }

  /** The game starts once every person's seat is held by a phone or played on the table screen. */
  private startIfSeated(): void {
    if (!this.started && this.holds.every((h, i) => !this.human(i) || h.tokenHash !== null || h.screen)) this.start()
  }

  private start(): void {
    const setup: TableSetup = {
      ruleset: this.options.ruleset,
      players: this.holds.map((h) => h.name),
      seed: randomText(SHORT_CODE_ALPHABET, 10),
      ...(this.options.startPlayer === null ? {} : { startPlayer: this.options.startPlayer }),
      ...(this.options.secretMoney !== undefined && RULESETS[this.options.ruleset].secretMoneyDefault !== null ? { options: { secretMoney: this.options.secretMoney } } : {}),
    }
    const created = createGame(setup)
    if (!created.ok) throw new Error(`a table with phones could not start: ${created.error.message}`)
    this.game = { state: created.value, events: openingEvents(created.value), actions: [], setup }
    this.afterMove(0)
  }

  /** Plays `move` and what follows on its own (forced passes, a last sale round's picks); the engine's refusal, or null. */
  private apply(move: readonly Action[]): Refusal | null {
    const game = this.game
    if (game === null) return refuse('NOT_STARTED', 'The game has not started.')
    const played = playMove(game.state, move)
    if (!played.ok) return refuse('ILLEGAL', played.error.message, played.error.code)
    const before = game.events.length
    game.state = played.state
    game.events.push(...played.events)
    game.actions.push(...played.actions)
    this.afterMove(before)
    return null
  }

  private afterMove(eventsBefore: number): void {
    const game = this.game
    if (game === null) return
    if (game.events.slice(eventsBefore).some((e) => e.type === 'sale-started')) this.roundOpenedAt = game.state.actionCount
    // A last sale round has nothing to choose: its picks are played for everyone, as the single device does in one tap.
    const legal = legalActions(game.state)
    if (lastPicksForced(game.state, legal)) this.apply(lastPicks(legal))
  }

  /**
   * A move shown at `turn`, from a seated phone (its own seat only) or from the table screen that
   * opened the table (the seats played on it only): played, or refused with the reason.
   */
  move(by: Mover, turn: number, action: Action): Refusal | null {
    const game = this.game
    if (game === null) return refuse('NOT_STARTED', 'The game has not started.')
    const onScreen = by.screen && this.holds[action.player]?.screen === true && this.human(action.player)
    if (by.seat === null && !onScreen) return refuse('NOT_YOUR_SEAT', by.screen ? 'The table screen plays only the seats on it.' : 'This device holds no seat.')
    if (action.player !== by.seat && !onScreen) return refuse('NOT_YOUR_SEAT', 'A phone plays its own seat only.')
    const now = game.state.actionCount
    // A pick stays good while its sale round lasts (every phone picks at once); any other move only on the turn it was shown.
    const fresh = action.type === 'pick' && game.state.phase === 'sale' ? turn >= this.roundOpenedAt && turn <= now : turn === now
    if (!fresh) return refuse('STALE_TURN', 'The table has moved on since this was shown.')
    return this.apply([action])
  }

  /** The computer player to move next, if any. */
  botTurn(): { readonly seat: Seat; readonly level: BotLevel } | null {
    if (this.game === null) return null
    for (const seat of toAct(this.game.state)) {
      const kind = this.kind(seat)
      const level = kind === undefined ? null : botOf(kind)
      if (level !== null) return { seat, level }
    }
    return null
  }

  /** Plays the next computer player's move, from its own view only; whether one moved. */
  playBot(timeUp?: () => boolean): boolean {
    const game = this.game
    const turn = this.botTurn()
    if (game === null || turn === null) return false
    const own = tableView(game.state, game.events, turn.seat)
    const rng = new Rng(rngFromSeed(`${this.id}:${game.state.actionCount}:${turn.seat}`))
    const action = decide(own.view, own.legal, turn.seat, rng, turn.level, own.log, timeUp)
    const refused = this.apply([action])
    if (refused !== null) throw new Error(`a computer player's move was refused: ${refused.message}`)
    return true
  }

  /**
   * What the seat (or the onlookers: null) may see now; null before the game starts. `screen`: the
   * table screen that opened the table, which also gets the own view of each seat played on it.
   */
  view(seat: Seat | null, screen = false): ViewNews | null {
    const game = this.game
    if (game === null) return null
    // Plain data for the wire: a table view works its parts out when read, and a message carries only own fields.
    const plain = (viewer: Seat | null) => {
      const { view, log, legal, scores } = tableView(game.state, game.events, viewer)
      return { view, log, legal, scores }
    }
    const own = screen && seat === null ? this.screenSeats().map((s) => ({ seat: s, table: plain(s) })) : []
    return { turn: game.state.actionCount, table: plain(seat), ...(own.length === 0 ? {} : { screenSeats: own }) }
  }

  lobby(you: Seat | null, screen: boolean, connected: ReadonlySet<Seat>, joinBase: string): LobbyNews {
    return {
      screen,
      code: this.code,
      roomId: this.id,
      joinBase,
      started: this.started,
      you,
      seats: this.holds.map((h, i) => ({
        name: h.name,
        kind: this.human(i) ? (h.screen ? 'screen' : 'person') : (this.kind(i) ?? 'person'),
        taken: h.tokenHash !== null,
        connected: connected.has(i),
      })),
    }
  }
}
