import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as rules from '../engine/game.ts'
import { exportRecord } from '../engine/record.ts'
import { playRandomGame } from '../engine/random-play.ts'
import type { Action, GameState } from '../engine/types.ts'
import { CARDS_HELD_MS, useGameStore } from '../store/game-store.ts'
import { SESSION_KEY } from '../storage/session-pointer.ts'
import { recentNames } from '../store/recent-names.ts'
import { TURN_CHANGE_EVENT } from '../device/turn-signal.ts'
import { HISTORY_KEY_PREFIX } from '../storage/storage-keys.ts'
import { GAME_KEY_PREFIX, INDEX_KEY, gameKey, listSavedGames, storedRevision } from '../store/saved-games.ts'
import * as gameActions from './game-actions.ts'

const store = () => useGameStore.getState()
const NAMES = ['Ann', 'Ben', 'Cy', 'Dee']

function resetStore() {
  gameActions.closeGame()
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
}

/** What a reload does: memory is gone, storage is read back (every change is saved as it is made, so nothing waits to be written). */
async function reload() {
  const session = localStorage.getItem(SESSION_KEY)
  useGameStore.setState(useGameStore.getInitialState(), true)
  // setState above wrote a null pointer; put back what was stored before the "reload".
  if (session !== null) localStorage.setItem(SESSION_KEY, session)
  await gameActions.restoreOpenGame()
}

function startGame(ruleset: 'for-sale' | 'sold' = 'for-sale', dealCode: string | null = 'ABC234') {
  expect(gameActions.newGame({ ruleset, players: NAMES.slice(0, ruleset === 'sold' ? 3 : 4), startPlayer: 0, dealCode })).toBeNull()
  return store().current as NonNullable<ReturnType<typeof store>['current']>
}

/** A record of a random game, cut after `count` actions. */
function recordText(ruleset: 'for-sale' | 'sold', players: number, seed: string, count?: (actions: Action[]) => number) {
  const played = playRandomGame(ruleset, players, seed)
  const n = count ? count(played.actions) : played.actions.length
  return JSON.stringify(exportRecord(played.states[n] as GameState))
}

const currentBid = (s: GameState) => ({ type: 'bid', player: s.auction?.turn ?? 0, amount: s.auction!.highBid + 1 }) as const

beforeEach(resetStore)
afterEach(() => {
  vi.restoreAllMocks()
  resetStore()
})

describe('new game and dispatch', () => {
  it('starts a game, saves it at once and remembers the names', async () => {
    const game = startGame()
    expect(game.state.phase).toBe('auction')
    expect(game.dealCode).toBe('ABC234')
    expect(localStorage.getItem(gameKey(game.id))).not.toBeNull()
    expect(JSON.parse(localStorage.getItem(INDEX_KEY) ?? '{}').ids).toEqual([game.id])
    await vi.dynamicImportSettled()
    expect(recentNames().slice(0, 4)).toEqual(NAMES)
  })

  it('refuses a table the engine refuses, and a deal code that is not one', () => {
    expect(gameActions.newGame({ ruleset: 'for-sale', players: ['Ann', 'ann', 'Cy'], startPlayer: null })?.code).toBe('DUPLICATE_NAME')
    expect(gameActions.newGame({ ruleset: 'for-sale', players: NAMES, startPlayer: null, dealCode: '??' })?.code).toBe('BAD_SEED')
    expect(store().current).toBeNull()
  })

  it('applies a legal action, saves it before returning, and returns an illegal one as an error without change', () => {
    const game = startGame()
    expect(gameActions.dispatch(currentBid(game.state))).toBeNull()
    const after = store().current!
    expect(after.state.actionCount).toBe(1)
    expect(after.events.some((e) => e.type === 'bid')).toBe(true)
    const savedActions = () => JSON.parse(localStorage.getItem(gameKey(game.id))!).record.actions.length
    // In storage before the tap's task ends, so before the next frame: a crash then loses nothing.
    expect(savedActions()).toBe(1)

    const error = gameActions.dispatch({ type: 'bid', player: after.state.auction!.turn, amount: 0 })
    expect(error?.code).toBe('BID_TOO_LOW')
    expect(store().current).toBe(after)
  })

  it('deals the same cards again from the same deal code, and a fresh code otherwise', () => {
    const first = startGame('for-sale', 'xyz-789')
    expect(first.dealCode).toBe('XYZ789')
    const again = startGame('for-sale', 'XYZ789')
    expect(again.state.deal).toEqual(first.state.deal)
    const fresh = startGame('for-sale', null)
    expect(fresh.dealCode).toMatch(/^[A-Z2-9]{6}$/)
  })

  it('draws the start player from the deal code when none is chosen', () => {
    gameActions.newGame({ ruleset: 'for-sale', players: NAMES, startPlayer: null, dealCode: 'SAME22' })
    const a = store().current!.state.startPlayer
    gameActions.newGame({ ruleset: 'for-sale', players: NAMES, startPlayer: null, dealCode: 'SAME22' })
    expect(store().current!.state.startPlayer).toBe(a)
  })

  it('keeps the secret money option, default per ruleset', () => {
    gameActions.newGame({ ruleset: 'for-sale-gryphon', players: NAMES, startPlayer: null })
    expect(store().current!.state.options.secretMoney).toBe(true)
    gameActions.newGame({ ruleset: 'for-sale', players: NAMES, startPlayer: null, secretMoney: true })
    expect(store().current!.state.options.secretMoney).toBe(true)
  })

  it('plays again with the same seats and a new deal', () => {
    const first = startGame()
    expect(gameActions.playAgain()).toBeNull()
    const next = store().current!
    expect(next.id).not.toBe(first.id)
    expect(next.state.seats.map((s) => s.name)).toEqual(NAMES)
    expect(next.dealCode).not.toBe(first.dealCode)
  })
})

describe('passes nobody could choose otherwise', () => {
  /** The writes of this game's save to storage. */
  const saveWrites = (id: string) => {
    const setItem = vi.spyOn(localStorage, 'setItem')
    return () => setItem.mock.calls.filter(([key]) => key === gameKey(id)).length
  }
  const allIn = { type: 'bid', player: 0, amount: 21 } as const

  it('are played by the store after the move, in the same save, when money is on the table', () => {
    const game = startGame()
    const writes = saveWrites(game.id)
    // Ann bids all her money: Ben, Cy and Dee cannot top it (R2); then Ann, with nothing left, starts the next auction.
    // The table screen and the bot driver send the bid alone: the store plays the passes that follow it.
    expect(gameActions.dispatch(allIn, 0)).toBeNull()
    const now = store().current!
    expect(now.record.actions).toEqual([
      allIn,
      { type: 'pass', player: 1 },
      { type: 'pass', player: 2 },
      { type: 'pass', player: 3 },
      { type: 'pass', player: 0 },
    ])
    const passed = now.events.slice(game.events.length).filter((e) => e.type === 'passed')
    expect(passed.map((e) => [e.player, e.forced])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [0, true],
    ])
    expect(now.state.actionCount).toBe(5)
    expect(now.state.auction?.turn).toBe(1)
    // One write, with everything in it: a crash never leaves the bid saved without its passes.
    expect(writes()).toBe(1)
    expect(JSON.parse(localStorage.getItem(gameKey(game.id))!).record.actions).toEqual(now.record.actions)
    // The next control is shown for the game as it now stands: one from before the passes is stale.
    expect(gameActions.dispatch({ type: 'bid', player: 1, amount: 1 }, 1)?.code).toBe('NOT_YOUR_TURN')
    // Undo takes back what a person chose: Ben's bid, never the pass played for Ann.
    expect(gameActions.dispatch({ type: 'bid', player: 1, amount: 1 }, 5)).toBeNull()
    expect(gameActions.undo()).toBe(true)
    expect(store().current!.record.actions).toHaveLength(5)
    expect(gameActions.selectUndoStatus(store())).toMatchObject({ kind: 'reveal' })
  })

  it('play the move once: each action goes through the engine a single time', () => {
    const game = startGame()
    const applied = vi.spyOn(rules, 'applyAction')
    expect(gameActions.dispatch(allIn)).toBeNull()
    expect(applied.mock.calls.map(([, action]) => action)).toEqual(store().current!.record.actions.slice(game.record.actions.length))
    expect(applied).toHaveBeenCalledTimes(5)
  })

  it('follow a bid that leaves nobody stuck with nothing', () => {
    const game = startGame()
    expect(gameActions.dispatch(currentBid(game.state))).toBeNull()
    expect(store().current!.record.actions).toEqual([currentBid(game.state)])
  })

  it('are left to the player when money is secret: passing at once would tell how little they hold', () => {
    expect(gameActions.newGame({ ruleset: 'for-sale', players: NAMES, startPlayer: 0, dealCode: 'ABC234', secretMoney: true })).toBeNull()
    const game = store().current!
    const writes = saveWrites(game.id)
    expect(gameActions.dispatch(allIn)).toBeNull()
    expect(store().current!.record.actions).toEqual([allIn])
    expect(store().current!.events.slice(game.events.length).some((e) => e.type === 'passed')).toBe(false)
    expect(writes()).toBe(1)
    // Ben passes, as he must; undo takes his pass back like any other, so that nothing tells the table it was forced.
    expect(gameActions.dispatch({ type: 'pass', player: 1 })).toBeNull()
    expect(gameActions.selectUndoStatus(store())).toEqual({ kind: 'ok', point: 1, action: { type: 'pass', player: 1 } })
    expect(gameActions.undo()).toBe(true)
    expect(store().current!.record.actions).toEqual([allIn])
  })

  it('are not played after an illegal move: it changes nothing and saves nothing', () => {
    const game = startGame()
    const writes = saveWrites(game.id)
    const stored = localStorage.getItem(gameKey(game.id))
    // Ben bids out of turn, all in: refused, and no pass is played for anyone.
    expect(gameActions.dispatch({ type: 'bid', player: 1, amount: 21 })?.code).toBe('NOT_YOUR_TURN')
    // Ann bids more than she holds.
    expect(gameActions.dispatch({ type: 'bid', player: 0, amount: 22 })).not.toBeNull()
    expect(store().current).toBe(game)
    expect(writes()).toBe(0)
    expect(localStorage.getItem(gameKey(game.id))).toBe(stored)
  })
})

describe('undo', () => {
  it('takes back the last bid', () => {
    const game = startGame()
    expect(gameActions.selectCanUndo(store())).toBe(false)
    gameActions.dispatch(currentBid(game.state))
    expect(gameActions.selectCanUndo(store())).toBe(true)
    expect(gameActions.undo()).toBe(true)
    expect(store().current!.state.actionCount).toBe(0)
    expect(store().current!.events).toEqual(game.events)
    expect(JSON.parse(localStorage.getItem(gameKey(game.id))!).record.actions).toHaveLength(0)
  })

  it('takes back a Sold! payment together with the pass before it, while the auction is still on', () => {
    // The first payment that did not close its auction: undoing it shows nothing new.
    let played = playRandomGame('sold', 3, 'undo-pay-0')
    let cut = -1
    for (let seed = 0; seed < 50 && cut < 0; seed++) {
      played = playRandomGame('sold', 3, `undo-pay-${seed}`)
      for (let i = 0; i < played.actions.length && cut < 0; i++) {
        const before = played.states[i] as GameState
        const after = played.states[i + 1] as GameState
        if (played.actions[i]?.type === 'pay' && after.auction !== null && after.auction.number === before.auction?.number) cut = i + 1
      }
    }
    expect(cut).toBeGreaterThan(0)
    expect(gameActions.importRecord(JSON.stringify(exportRecord(played.states[cut] as GameState)))).toBeNull()
    const actions = store().current!.record.actions
    expect(gameActions.undo()).toBe(true)
    const left = store().current!.record.actions
    expect(left.length).toBeLessThan(actions.length - 1)
    expect(left.at(-1)?.type).not.toBe('pay')
  })

  it('never goes back past an auction’s properties once they are face up, and says so', () => {
    const played = playRandomGame('for-sale', 4, 'undo-reveal')
    // The pass that closed the first auction turned up the second one's properties.
    const cut = played.states.findIndex((s, i) => i > 0 && s.auction !== null && s.auction.number === 1)
    expect(cut).toBeGreaterThan(0)
    expect(gameActions.importRecord(JSON.stringify(exportRecord(played.states[cut] as GameState)))).toBeNull()
    expect(gameActions.selectUndoStatus(store())).toEqual({ kind: 'reveal', what: 'properties' })
    expect(gameActions.selectCanUndo(store())).toBe(false)
    expect(gameActions.undo()).toBe(false)
    // A bid in the new auction can be taken back, but only as far as the reveal.
    gameActions.dispatch(currentBid(store().current!.state))
    expect(gameActions.undo()).toBe(true)
    expect(store().current!.record.actions).toHaveLength(cut)
    expect(gameActions.undo()).toBe(false)
  })

  it('arms the input pause for a person’s move, never for a computer player’s', () => {
    startGame()
    let armed = 0
    const count = () => armed++
    window.addEventListener(TURN_CHANGE_EVENT, count)
    try {
      expect(gameActions.dispatch(currentBid(store().current!.state), undefined, 'bot')).toBeNull()
      expect(armed).toBe(0)
      expect(gameActions.dispatch(currentBid(store().current!.state))).toBeNull()
      expect(armed).toBe(1)
    } finally {
      window.removeEventListener(TURN_CHANGE_EVENT, count)
    }
  })

  it('holds the next auction’s cards a moment after the pass that ends one: undo takes it back until they are shown', () => {
    vi.useFakeTimers()
    try {
      startGame()
      // Everyone passes in turn: the last pass ends the auction and turns up the next one's properties.
      const pass = () => ({ type: 'pass', player: store().current!.state.auction!.turn }) as const
      expect(gameActions.dispatch(currentBid(store().current!.state))).toBeNull()
      for (let i = 0; i < 3; i++) expect(gameActions.dispatch(pass())).toBeNull()
      const ended = store().current!.record.actions.length
      expect(store().current!.state.auction!.number).toBe(1)
      expect(store().heldCards).toMatchObject({ seen: ended - 1, what: 'properties' })
      expect(gameActions.selectCanUndo(store())).toBe(true)
      expect(gameActions.undo()).toBe(true)
      expect(store().current!.record.actions).toHaveLength(ended - 1)
      expect(store().heldCards).toBeNull()
      // Passed again, and the moment runs out: the cards are seen, and undo no longer goes back past them.
      expect(gameActions.dispatch(pass())).toBeNull()
      // The cards turning up put the next player's controls where undo was: input pauses (tap-guard.ts).
      let armed = 0
      const count = () => armed++
      window.addEventListener(TURN_CHANGE_EVENT, count)
      vi.advanceTimersByTime(CARDS_HELD_MS - 1)
      expect(armed).toBe(0)
      vi.advanceTimersByTime(1)
      window.removeEventListener(TURN_CHANGE_EVENT, count)
      expect(armed).toBe(1)
      expect(store().heldCards).toBeNull()
      expect(gameActions.selectUndoStatus(store())).toEqual({ kind: 'reveal', what: 'properties' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('never goes back past a sale round’s checks once they are face up', () => {
    const played = playRandomGame('for-sale', 4, 'undo-checks')
    const cut = played.states.findIndex((s) => s.phase === 'sale')
    expect(gameActions.importRecord(JSON.stringify(exportRecord(played.states[cut] as GameState)))).toBeNull()
    expect(gameActions.selectUndoStatus(store())).toEqual({ kind: 'reveal', what: 'checks' })
  })

  it('is not offered once a sale pick has been made', () => {
    const text = recordText('for-sale', 4, 'undo-pick', (actions) => actions.findIndex((a) => a.type === 'pick') + 1)
    gameActions.importRecord(text)
    expect(store().current!.record.actions.at(-1)?.type).toBe('pick')
    expect(gameActions.selectCanUndo(store())).toBe(false)
    expect(gameActions.undo()).toBe(false)
  })
})

describe('persistence', () => {
  it('writes a waiting move when the page is hidden, as when the tablet goes to sleep', () => {
    const game = startGame()
    gameActions.dispatch(currentBid(game.state))
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    visibility.mockRestore()
    expect(JSON.parse(localStorage.getItem(gameKey(game.id))!).record.actions).toHaveLength(1)
  })

  it('writes a waiting move before switching to another game', () => {
    const game = startGame()
    gameActions.dispatch(currentBid(game.state))
    startGame()
    expect(JSON.parse(localStorage.getItem(gameKey(game.id))!).record.actions).toHaveLength(1)
  })

  it('reopens the open game at the same point after a reload', async () => {
    const game = startGame()
    gameActions.dispatch(currentBid(game.state))
    const before = store().current!
    await reload()
    const after = store().current
    expect(after?.id).toBe(game.id)
    expect(after?.state.actionCount).toBe(1)
    expect(after?.record.actions).toEqual(before.record.actions)
    expect(after?.dealCode).toBe('ABC234')
  })

  it('shows Home after a reload when no game was open', async () => {
    startGame()
    gameActions.closeGame()
    await reload()
    expect(store().current).toBeNull()
    expect(store().restoreProblem).toBeNull()
  })

  it('reports a damaged open game instead of trusting it', async () => {
    const game = startGame()
    localStorage.setItem(gameKey(game.id), '{"format":"gavel-save","version":1,"record":')
    await reload()
    expect(store().current).toBeNull()
    expect(store().restoreProblem).toEqual({ kind: 'unreadable' })
  })

  it('lists damaged and foreign saves with their reason, and keeps the others playable', () => {
    const good = startGame()
    gameActions.closeGame()
    localStorage.setItem(GAME_KEY_PREFIX + 'junk', 'not json')
    localStorage.setItem(GAME_KEY_PREFIX + 'other', JSON.stringify({ hello: 'world' }))
    localStorage.setItem(GAME_KEY_PREFIX + 'future', JSON.stringify({ format: 'gavel-save', version: 9 }))
    const stored = JSON.parse(localStorage.getItem(gameKey(good.id))!)
    stored.record.actions = [{ type: 'bid', player: stored.record.startPlayer, amount: 99 }]
    localStorage.setItem(GAME_KEY_PREFIX + 'cheat', JSON.stringify(stored))
    localStorage.setItem(INDEX_KEY, JSON.stringify({ version: 1, ids: [good.id, 'gone'] }))

    const list = listSavedGames()
    expect(list[0]).toMatchObject({ ok: true, id: good.id })
    const reasons = Object.fromEntries(list.filter((g) => !g.ok).map((g) => [g.id, (g as { reason: unknown }).reason]))
    expect(reasons).toEqual({
      gone: { kind: 'missing' },
      junk: { kind: 'unreadable' },
      other: { kind: 'foreign' },
      future: { kind: 'newer', version: 9 },
      cheat: { kind: 'invalid', error: expect.objectContaining({ code: 'BID_OVER_MONEY', action: 0 }) },
    })
    expect(gameActions.openGame(good.id)).toBeNull()
    expect(gameActions.openGame('junk')).toEqual({ kind: 'unreadable' })
  })

  it('deletes a saved game and its index entry', () => {
    const game = startGame()
    gameActions.closeGame()
    gameActions.deleteSavedGame(game.id)
    expect(localStorage.getItem(gameKey(game.id))).toBeNull()
    expect(store().games).toEqual([])
  })

  it('goes on when storage is full, says so, and recovers', () => {
    const game = startGame()
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw quota
    })
    expect(gameActions.dispatch(currentBid(game.state))).toBeNull()
    expect(store().current!.state.actionCount).toBe(1)
    expect(store().saveProblem).toBe('full')
    spy.mockRestore()
    expect(gameActions.dispatch(currentBid(store().current!.state))).toBeNull()
    expect(store().saveProblem).toBeNull()
    expect(JSON.parse(localStorage.getItem(gameKey(game.id))!).record.actions).toHaveLength(2)
  })

  it('stores only a pointer to the open game in the session', () => {
    const game = startGame()
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual({ state: { currentId: game.id }, version: 1 })
  })
})

describe('import', () => {
  it('opens a record as a new saved game at its last action', () => {
    const text = recordText('for-sale', 4, 'import-1', () => 20)
    expect(gameActions.importRecord(text)).toBeNull()
    const game = store().current!
    expect(game.state.actionCount).toBe(20)
    expect(listSavedGames().map((g) => g.id)).toEqual([game.id])
  })

  it('opens a finished game at its scores', () => {
    expect(gameActions.importRecord(recordText('sold', 3, 'import-2'))).toBeNull()
    expect(store().current!.state.phase).toBe('over')
  })

  it('adds a finished game to the history once: importing it again says so and changes nothing', async () => {
    const text = recordText('sold', 3, 'import-twice')
    expect(gameActions.importRecord(text)).toBeNull()
    const first = store().current!
    await vi.waitFor(() => expect(localStorage.getItem(HISTORY_KEY_PREFIX + first.id)).not.toBeNull(), { timeout: 10_000 })
    const stored = { ...localStorage }
    expect(gameActions.importRecord(text)).toBe('already-kept')
    // The same game with other names, or written by another program with its seed left out, is the same game.
    const renamed = JSON.parse(text)
    renamed.players = renamed.players.map((n: string) => `${n}2`)
    delete renamed.seed
    expect(gameActions.importRecord(JSON.stringify(renamed))).toBe('already-kept')
    expect(store().current).toBe(first)
    expect({ ...localStorage }).toEqual(stored)
    // A game still in progress is not in the history: it opens as often as it is imported.
    expect(gameActions.importRecord(recordText('sold', 3, 'import-twice', () => 10))).toBeNull()
  })

  it('names what is wrong with a bad file, and changes nothing', () => {
    const game = startGame()
    const keys = Object.keys(localStorage).sort()
    expect(gameActions.importRecord('{ not json')).toMatchObject({ code: 'BAD_JSON' })
    expect(gameActions.importRecord('{"format":"other"}')).toMatchObject({ code: 'BAD_FORMAT' })
    const record = JSON.parse(recordText('for-sale', 4, 'import-3', () => 10))
    record.actions[6] = { type: 'pick', player: 0, property: 30 }
    const error = gameActions.importRecord(JSON.stringify(record))
    expect(error).toMatchObject({ code: 'WRONG_PHASE', action: 6 })
    expect(store().current).toBe(store().current)
    expect(store().current!.id).toBe(game.id)
    expect(Object.keys(localStorage).sort()).toEqual(keys)
  })

  it('keeps the deal code an exported file carries when it deals the file\'s cards, and drops one that does not', () => {
    const { seed: _seed, ...dealt } = JSON.parse(recordText('for-sale', 4, 'QWE234', () => 3)) as Record<string, unknown>
    gameActions.importRecord(JSON.stringify({ ...dealt, dealCode: 'QWE234' }))
    expect(store().current!.dealCode).toBe('QWE234')
    gameActions.closeGame()
    const { seed: _other, ...elsewhere } = JSON.parse(recordText('for-sale', 4, 'import-4', () => 3)) as Record<string, unknown>
    gameActions.importRecord(JSON.stringify({ ...elsewhere, dealCode: 'QWE234' }))
    expect(store().current!.dealCode).toBeNull()
  })
})

describe('one game, one writer', () => {
  /** What another tab does: read the game, play a move, save it. */
  function moveInAnotherTab(id: string) {
    const stored = JSON.parse(localStorage.getItem(gameKey(id))!)
    stored.revision += 1
    stored.updatedAt += 1
    localStorage.setItem(gameKey(id), JSON.stringify(stored))
  }

  it('counts every save in the stored game', () => {
    const game = startGame()
    expect(storedRevision(game.id)).toBe(1)
    gameActions.dispatch(currentBid(store().current!.state))
    expect(storedRevision(game.id)).toBe(2)
    expect(store().current!.revision).toBe(2)
  })

  it('refuses a move on a game another tab has saved since, overwriting nothing', async () => {
    const game = startGame()
    gameActions.dispatch(currentBid(store().current!.state))
    const before = localStorage.getItem(gameKey(game.id))!
    moveInAnotherTab(game.id)
    const theirs = localStorage.getItem(gameKey(game.id))!
    expect(theirs).not.toBe(before)
    expect(gameActions.dispatch(currentBid(store().current!.state))).not.toBeNull()
    expect(store().writer).toBe('changed')
    expect(localStorage.getItem(gameKey(game.id))).toBe(theirs)
    // Taking it over reads the other tab's save and plays on from it.
    gameActions.takeOver()
    await vi.waitFor(() => expect(store().writer).toBe('mine'))
    expect(store().current!.revision).toBe(3)
    expect(gameActions.dispatch(currentBid(store().current!.state))).toBeNull()
    expect(storedRevision(game.id)).toBe(4)
  })

  it('does not bring back a game deleted in another tab, unless asked to', async () => {
    const game = startGame()
    localStorage.removeItem(gameKey(game.id))
    expect(gameActions.dispatch(currentBid(store().current!.state))).not.toBeNull()
    expect(store().writer).toBe('deleted')
    expect(localStorage.getItem(gameKey(game.id))).toBeNull()
    gameActions.saveAgain()
    await vi.waitFor(() => expect(store().writer).toBe('mine'))
    expect(storedRevision(game.id)).toBe(1)
  })

  it('refuses a move made on a turn the game has moved past', () => {
    const game = startGame()
    const turn = game.record.actions.length
    expect(gameActions.dispatch(currentBid(game.state), turn)).toBeNull()
    // The same control, tapped again: the game is one action further on.
    expect(gameActions.dispatch(currentBid(store().current!.state), turn)?.code).toBe('NOT_YOUR_TURN')
    expect(store().current!.record.actions).toHaveLength(1)
  })
})
