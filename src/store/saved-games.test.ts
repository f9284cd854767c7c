import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { GameState } from '../engine/types.ts'
import { INDEX_KEY, gameKey, listSavedGames, openRecord, saveGame, storedRevision, type LoadedGame } from './saved-games.ts'

function gameOf(id: string, seed: string): LoadedGame {
  const played = playRandomGame('for-sale', 4, seed)
  const opened = openRecord(exportRecord(played.states[played.actions.length] as GameState))
  if (!opened.ok) throw new Error(opened.error.message)
  return { id, ...opened.value, dealCode: null, createdAt: 1_000, updatedAt: 2_000 }
}

/** The texts JSON.parse was given while `run` ran. */
function parsed(run: () => unknown): string[] {
  const parse = vi.spyOn(JSON, 'parse')
  try {
    run()
    return parse.mock.calls.map(([text]) => String(text))
  } finally {
    parse.mockRestore()
  }
}

/** Saves `game` at the revision this tab holds, and returns it as this tab then holds it. */
function saved(game: LoadedGame): LoadedGame {
  const result = saveGame(game)
  if (!result.ok) throw new Error(`not saved: ${result.problem}`)
  return { ...game, revision: result.revision }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('saving a move reads back only what it must', () => {
  it('does not parse the game or the index again when both are as this tab last left them', () => {
    const game = saved(saved(gameOf('g1', 's1')))
    const again = parsed(() => expect(saveGame(game)).toEqual({ ok: true, revision: 3 }))
    expect(again.filter((text) => text === localStorage.getItem(INDEX_KEY) || text.includes('"gavel-save"'))).toEqual([])
    expect(storedRevision('g1')).toBe(3)
  })

  it('still refuses a save once another tab has written the game, or deleted it', () => {
    const game = saved(gameOf('g1', 's1'))
    // Another tab's save: the same game, two revisions on.
    const theirs = JSON.parse(localStorage.getItem(gameKey('g1')) ?? '{}') as Record<string, unknown>
    localStorage.setItem(gameKey('g1'), JSON.stringify({ ...theirs, revision: 3 }))
    expect(storedRevision('g1')).toBe(3)
    expect(saveGame(game)).toEqual({ ok: false, problem: 'changed' })

    const other = saved(gameOf('g2', 's2'))
    localStorage.removeItem(gameKey('g2'))
    expect(saveGame(other)).toEqual({ ok: false, problem: 'deleted' })
  })

  it('lists the game again when another tab has rewritten the index without it', () => {
    const game = saved(gameOf('g1', 's1'))
    saved(gameOf('g2', 's2'))
    localStorage.setItem(INDEX_KEY, JSON.stringify({ format: 'gavel-games', version: 1, ids: ['g2'] }))
    expect(saveGame(game).ok).toBe(true)
    expect(listSavedGames().map((g) => g.id).sort()).toEqual(['g1', 'g2'])
  })
})
