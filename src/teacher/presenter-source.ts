import { readJson } from '../engine/json-text.ts'
import type { GameError } from '../engine/types.ts'
import { normalizeDealCode } from '../game/deal-code.ts'
import { dealCodeInFile } from '../game/record-file.ts'
import { dealCodeOfGame, openRecord, type GameRecord } from '../store/saved-games.ts'
import type { SeatKind } from '../store/seat-kinds.ts'
import type { TableInfo } from '../table-info/table-info.ts'

/** What teacher mode presents: a game's record, read only. */
export interface PresenterSource {
  readonly record: GameRecord
  /** The code the deal was drawn from, if it has one a person can type into Setup. */
  readonly dealCode: string | null
  /** Open on the deal, or on the last move (presenting the game on the table). */
  readonly startAt: 'start' | 'end'
  /** Who played each seat, when bots did: a game continued from here keeps them. */
  readonly seats?: readonly SeatKind[]
  /**
   * A game still in progress on this device: shown only as the table sees it. No open hands, no
   * explanation naming secret money, no dealing again or continuing (a new game with the same deal
   * would show the cards still face down); the record stops before any unrevealed pick.
   */
  readonly live?: boolean
  /**
   * A live game played "as the box" (table-info.ts): cards bought and checks won are shown face
   * down, and the presenter goes back no further than the round on the table.
   */
  readonly tableInfo?: TableInfo | undefined
}

/** A pasted or loaded `gavel/1` record to present, checked by replaying it; nothing is saved. */
export function presenterSourceFromText(text: string): { ok: true; source: PresenterSource } | { ok: false; error: GameError } {
  const opened = openRecord(text)
  if (!opened.ok) return opened
  const read = readJson(text)
  const doc = read.ok ? read.value : null
  const seed = opened.value.record.setup.seed
  // Only a code that deals these very cards is shown as "the same cards again".
  const dealCode = dealCodeOfGame(opened.value.state, dealCodeInFile(doc) ?? (seed !== undefined && normalizeDealCode(seed) === seed ? seed : null))
  const seats = opened.value.seats
  return { ok: true, source: { record: opened.value.record, dealCode, startAt: 'start', ...(seats === undefined ? {} : { seats }) } }
}
