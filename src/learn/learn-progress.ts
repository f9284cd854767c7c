import { KEY_EDITIONS_SEEN, KEY_LEARN } from '../storage/storage-keys.ts'
import { create } from 'zustand'
import { forgetSetting, readSetting, writeSetting, type Unversioned } from '../storage/settings.ts'
import { MAX_SETTING_TEXT } from '../storage/safe-storage.ts'
import type { RecordKind } from '../storage/versioned-record.ts'
import { isGameId, LEARN_GAME_FORMAT, LEARN_GAME_KEY, useLearnStore } from './learn-store.ts'

/** What the guided game's learner has acknowledged, with the game's id: `{ gameId, acks }`. */
export const LEARN_KEY = KEY_LEARN
import type { Ack } from './tour-steps.ts'

/**
 * The guided game's progress: what its learner has acknowledged, remembered with the game's id
 * under the same key as the id (a reload goes on where it was). Loaded with the tour.
 */
interface Progress {
  readonly acks: readonly Ack[]
  ack(ack: Ack): void
}

const isAck = (a: unknown): a is Ack => a === 'welcome' || a === 'offer'

/** The guided game's progress as the storage layer keeps it: `{ format, version, gameId, acks }`. */
export const LEARN_RECORD: RecordKind<{ readonly gameId: string | null; readonly acks: Ack[] }, null> = {
  format: 'gavel-learn',
  version: 1,
  migrations: {},
  check: (body) =>
    (body.gameId === null || (typeof body.gameId === 'string' && body.gameId.length <= 64)) && Array.isArray(body.acks) && body.acks.length <= 10
      ? { ok: true, value: { gameId: body.gameId, acks: body.acks.filter(isAck) } }
      : { ok: false, damage: null },
}

/** The editions this device has been told about, as the storage layer keeps them. */
export const EDITIONS_SEEN_RECORD: RecordKind<string[], null> = {
  format: 'gavel-editions-seen',
  version: 1,
  migrations: {},
  check: (body) =>
    Array.isArray(body.seen) && body.seen.length <= 50 ? { ok: true, value: body.seen.filter((r): r is string => typeof r === 'string' && r.length <= 64) } : { ok: false, damage: null },
}

/** The guided game's id as the storage layer keeps it: `{ format, version, gameId }`. */
export const LEARN_GAME_RECORD: RecordKind<string, null> = {
  format: LEARN_GAME_FORMAT,
  version: 1,
  migrations: {},
  maxLength: MAX_SETTING_TEXT,
  check: (body) => (isGameId(body.gameId) ? { ok: true, value: body.gameId } : { ok: false, damage: null }),
}

/** Kept before it was a record: the id as plain text. */
export const unversionedLearnGame: Unversioned = (_doc, text) => ({ gameId: text })

/** The guided game's id as kept, read in full: a damaged one reads as none and is reported. */
export function readLearnGame(): string | null {
  return readSetting(LEARN_GAME_RECORD, LEARN_GAME_KEY, null, unversionedLearnGame)
}

/** What the guided game's learner has acknowledged, as kept and checked. */
export function readAcks(): Ack[] {
  // Written before it was a versioned record: `{ gameId, acks }`.
  const kept = readSetting(LEARN_RECORD, LEARN_KEY, { gameId: null, acks: [] }, (doc) => (typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? (doc as Record<string, unknown>) : null))
  // Acknowledged in this guided game, not an earlier one.
  return kept.gameId === useLearnStore.getState().gameId ? kept.acks : []
}

const save = (gameId: string | null, acks: readonly Ack[]) => {
  if (gameId === null) {
    void forgetSetting(LEARN_KEY)
    void forgetSetting(LEARN_GAME_KEY)
  } else {
    writeSetting(LEARN_KEY, LEARN_RECORD, { gameId, acks })
    writeSetting(LEARN_GAME_KEY, LEARN_GAME_RECORD, { gameId })
  }
}

export const useLearnProgress = create<Progress>()((set, get) => ({
  acks: readAcks(),
  ack: (ack) => {
    const { acks } = get()
    if (acks.includes(ack)) return
    const next = [...acks, ack]
    set({ acks: next })
    save(useLearnStore.getState().gameId, next)
  },
}))

/** The open game is the guided game from now on. */
export function beginLearn(gameId: string): void {
  useLearnProgress.setState({ acks: [] })
  useLearnStore.setState({ gameId })
  save(gameId, [])
}

/** No guided game any more. */
export function endLearn(): void {
  useLearnProgress.setState({ acks: [] })
  useLearnStore.setState({ gameId: null, holdBots: false })
  save(null, [])
}

export function setHoldBots(hold: boolean): void {
  if (useLearnStore.getState().holdBots !== hold) useLearnStore.setState({ holdBots: hold })
}

export function markEditionSeen(ruleset: string): void {
  const seen = editionsSeen()
  if (!seen.includes(ruleset)) writeSetting(EDITIONS_SEEN_KEY, EDITIONS_SEEN_RECORD, { seen: [...seen, ruleset] })
}

/** The editions whose differences this device has been shown (edition-card.tsx). */
export const EDITIONS_SEEN_KEY = KEY_EDITIONS_SEEN

/** The editions this device has been told about. */
export function editionsSeen(): string[] {
  // Written before it was a versioned record: the list itself.
  return readSetting(EDITIONS_SEEN_RECORD, EDITIONS_SEEN_KEY, [], (doc) => (Array.isArray(doc) ? { seen: doc } : null))
}

/**
 * Whether a table starting a game of `ruleset` is shown its differences (edition-card.tsx): the first
 * time on this device. For Sale's editions are told against the classic game, and the classic game
 * only to a device that knows Sold! (it is the reference, not a variant of anything else).
 * Tests that start many editions store every edition as seen first, as a device that has shown them all.
 */
export function editionCardDue(ruleset: string, seen: readonly string[] = editionsSeen()): boolean {
  if (seen.includes(ruleset)) return false
  return ruleset !== 'for-sale' || seen.includes('sold')
}
