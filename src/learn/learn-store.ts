import { create } from 'zustand'
import { useGameStore } from '../store/game-store.ts'
import { readItem, removeItem, writeItem } from '../store/safe-storage.ts'
import type { Ack } from './tour-steps.ts'

/*
 * Which open game is the guided game ("Learn to play"), and what its learner has acknowledged. Kept
 * apart from the game: the game itself is an ordinary saved game, played through the ordinary store;
 * this only says that the tour runs over it. Remembered across a reload (the game reopens, the tour
 * goes on where it was); small, because the app shell reads it.
 */
export const LEARN_KEY = 'gavel:learn'
/** The editions whose differences this device has been shown (edition-card.tsx). */
export const EDITIONS_SEEN_KEY = 'gavel:editions-seen'

interface LearnState {
  /** The guided game's id, or null when none is being played. */
  readonly gameId: string | null
  readonly acks: readonly Ack[]
  /** Computer players wait (the learner is reading the first prompts, or an edition's differences). */
  readonly holdBots: boolean
  begin(gameId: string): void
  ack(ack: Ack): void
  end(): void
  setHoldBots(hold: boolean): void
}

function read(): { gameId: string | null; acks: Ack[] } {
  try {
    const raw = JSON.parse(readItem(LEARN_KEY) ?? 'null') as { gameId?: unknown; acks?: unknown } | null
    const gameId = typeof raw?.gameId === 'string' ? raw.gameId : null
    const acks = Array.isArray(raw?.acks) ? raw.acks.filter((a): a is Ack => a === 'welcome' || a === 'offer') : []
    return { gameId, acks }
  } catch {
    // Damaged: no guided game (the game itself, if any, stays an ordinary saved game).
    return { gameId: null, acks: [] }
  }
}

const save = (gameId: string | null, acks: readonly Ack[]) => {
  if (gameId === null) void removeItem(LEARN_KEY)
  else writeItem(LEARN_KEY, JSON.stringify({ gameId, acks }))
}

export const useLearnStore = create<LearnState>()((set, get) => ({
  ...read(),
  holdBots: false,
  begin: (gameId) => {
    set({ gameId, acks: [] })
    save(gameId, [])
  },
  ack: (ack) => {
    const { gameId, acks } = get()
    if (acks.includes(ack)) return
    const next = [...acks, ack]
    set({ acks: next })
    save(gameId, next)
  },
  end: () => {
    set({ gameId: null, acks: [], holdBots: false })
    save(null, [])
  },
  setHoldBots: (hold) => {
    if (get().holdBots !== hold) set({ holdBots: hold })
  },
}))

/** The editions this device has been told about. */
export function editionsSeen(): string[] {
  try {
    const raw: unknown = JSON.parse(readItem(EDITIONS_SEEN_KEY) ?? '[]')
    return Array.isArray(raw) ? raw.filter((r): r is string => typeof r === 'string') : []
  } catch {
    return []
  }
}

export function markEditionSeen(ruleset: string): void {
  const seen = editionsSeen()
  if (!seen.includes(ruleset)) writeItem(EDITIONS_SEEN_KEY, JSON.stringify([...seen, ruleset]))
}

/**
 * Whether a table starting a game of `ruleset` is shown its differences (edition-card.tsx): the first
 * time on this device. For Sale's editions are told against the classic game, and the classic game
 * only to a device that has played Sold! (it is the reference, not a variant of anything else).
 * Tests that play many editions turn it off with `globalThis.__gavelEditionCards = false` before the
 * page loads, as they turn off the tap guard.
 */
export function editionCardDue(ruleset: string, seen: readonly string[] = editionsSeen()): boolean {
  if ((globalThis as { __gavelEditionCards?: unknown }).__gavelEditionCards === false) return false
  if (seen.includes(ruleset)) return false
  return ruleset !== 'for-sale' || seen.includes('sold')
}

// A first game of the classic edition, with nothing to compare it with, is known from then on.
useGameStore.subscribe((s, prev) => {
  const game = s.current
  if (game === null || game.id === prev.current?.id || game.state.actionCount !== 0) return
  if (!editionCardDue(game.state.ruleset) && !editionsSeen().includes(game.state.ruleset)) markEditionSeen(game.state.ruleset)
})
