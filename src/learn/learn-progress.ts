import { STORAGE_KEYS } from '../storage/storage-keys.ts'
import { create } from 'zustand'
import { readItem, removeItem, writeItem } from '../storage/safe-storage.ts'
import { LEARN_GAME_KEY, useLearnStore } from './learn-store.ts'

/** What the guided game's learner has acknowledged, with the game's id: `{ gameId, acks }`. */
export const LEARN_KEY = STORAGE_KEYS.learn
import type { Ack } from './tour-steps.ts'

/**
 * The guided game's progress: what its learner has acknowledged, remembered with the game's id
 * under the same key as the id (a reload goes on where it was). Loaded with the tour.
 */
interface Progress {
  readonly acks: readonly Ack[]
  ack(ack: Ack): void
}

function readAcks(): Ack[] {
  try {
    const raw = JSON.parse(readItem(LEARN_KEY) ?? 'null') as { gameId?: unknown; acks?: unknown } | null
    // Acknowledged in this guided game, not an earlier one.
    return raw?.gameId === useLearnStore.getState().gameId && Array.isArray(raw?.acks) ? raw.acks.filter((a): a is Ack => a === 'welcome' || a === 'offer') : []
  } catch {
    return []
  }
}

const save = (gameId: string | null, acks: readonly Ack[]) => {
  if (gameId === null) {
    void removeItem(LEARN_KEY)
    void removeItem(LEARN_GAME_KEY)
  } else {
    writeItem(LEARN_KEY, JSON.stringify({ gameId, acks }))
    writeItem(LEARN_GAME_KEY, gameId)
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
  if (!seen.includes(ruleset)) writeItem(EDITIONS_SEEN_KEY, JSON.stringify([...seen, ruleset]))
}

/** The editions whose differences this device has been shown (edition-card.tsx). */
export const EDITIONS_SEEN_KEY = STORAGE_KEYS.editionsSeen

/** The editions this device has been told about. */
export function editionsSeen(): string[] {
  try {
    const raw: unknown = JSON.parse(readItem(EDITIONS_SEEN_KEY) ?? '[]')
    return Array.isArray(raw) ? raw.filter((r): r is string => typeof r === 'string') : []
  } catch {
    return []
  }
}

/**
 * Whether a table starting a game of `ruleset` is shown its differences (edition-card.tsx): the first
 * time on this device. For Sale's editions are told against the classic game, and the classic game
 * only to a device that knows Sold! (it is the reference, not a variant of anything else).
 * Tests that play many editions turn it off with `globalThis.__gavelEditionCards = false` before the
 * page loads, as they turn off the tap guard.
 */
export function editionCardDue(ruleset: string, seen: readonly string[] = editionsSeen()): boolean {
  if ((globalThis as { __gavelEditionCards?: unknown }).__gavelEditionCards === false) return false
  if (seen.includes(ruleset)) return false
  return ruleset !== 'for-sale' || seen.includes('sold')
}
