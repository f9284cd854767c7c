import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { think } from '../bots/think.ts'
import { toAct } from '../engine/game.ts'
import type { Action } from '../engine/types.ts'
import { createBotDriver, nextBotTurn, type BotDriver } from './bot-driver.ts'

/** The delay these tests drive with (the app reads the pace chosen on Setup instead). */
const BOT_DELAY_MS = 700
import type { BotThinker } from '../store/bot-thinker.ts'
import { useGameStore } from '../store/game-store.ts'
import { loadGame } from '../store/saved-games.ts'
import type { SeatKind } from '../store/seat-kinds.ts'
import * as gameActions from './game-actions.ts'

const store = () => useGameStore.getState()
const game = () => store().current as NonNullable<ReturnType<typeof store>['current']>
const bot = (level: 'easy' | 'normal' | 'strong'): SeatKind => ({ kind: 'bot', level })
const person: SeatKind = { kind: 'person' }

/** Thinks on this thread (the worker's own code), counting what it is asked. */
function localThinker(): BotThinker & { asked: number; warmed: number } {
  const t = {
    asked: 0,
    warmed: 0,
    warm() {
      t.warmed++
    },
    think(request: Parameters<BotThinker['think']>[0]) {
      t.asked++
      // Only what the seat may know crosses over: its own view.
      expect(request.view.viewer).toBe(request.seat)
      return Promise.resolve(think(request))
    },
    dispose() {},
  }
  return t
}

let driver: BotDriver | null = null
function drive(thinker = localThinker()) {
  driver = createBotDriver({
    getGame: () => store().current,
    subscribe: (l) => useGameStore.subscribe(l),
    dispatch: (a: Action) => gameActions.dispatch(a),
    thinker,
    delayMs: BOT_DELAY_MS,
  })
  return thinker
}

/** Let the thinker's promise settle, then move the clock on. */
async function wait(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
}

beforeEach(() => {
  vi.useFakeTimers()
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
})
afterEach(() => {
  driver?.stop()
  driver = null
  vi.useRealTimers()
  localStorage.clear()
})

function startWith(seats: SeatKind[], startPlayer = 0) {
  expect(
    gameActions.newGame({ ruleset: 'for-sale', players: ['Ann', 'Bot B', 'Bot C', 'Dee'].slice(0, seats.length), startPlayer, dealCode: 'BOTS1', seats }),
  ).toBeNull()
}

describe('bot driver', () => {
  it('records who plays each seat in the saved game, and a game needs a person', () => {
    startWith([person, bot('normal'), bot('strong'), person])
    const saved = loadGame(game().id)
    expect(saved.ok && saved.game.seats).toEqual([person, bot('normal'), bot('strong'), person])
    expect(gameActions.newGame({ ruleset: 'for-sale', players: ['A', 'B', 'C'], startPlayer: 0, seats: [bot('easy'), bot('easy'), bot('easy')] })).toMatchObject({
      code: 'BAD_PLAYERS',
    })
  })

  it('waits while the next cards are held face down, then plays', async () => {
    startWith([bot('normal'), person, person, person])
    let holding = true
    driver = createBotDriver({
      getGame: () => store().current,
      subscribe: (l) => useGameStore.subscribe(l),
      dispatch: (a: Action) => gameActions.dispatch(a, undefined, 'bot'),
      thinker: localThinker(),
      delayMs: BOT_DELAY_MS,
      holding: () => holding,
    })
    await wait(BOT_DELAY_MS * 3)
    expect(game().record.actions).toHaveLength(0)
    holding = false
    // The store's moment ends with a change of the store: the driver looks again.
    gameActions.showHeldCards()
    useGameStore.setState({})
    await wait(BOT_DELAY_MS + 100)
    expect(game().record.actions).toHaveLength(1)
  })

  it('asks a bot to move as the table opens only once the table has been painted, and not at all if stopped first', async () => {
    startWith([bot('normal'), person, person, person])
    const painted: (() => void)[] = []
    const afterFirstPaint = (run: () => void) => {
      painted.push(run)
      return () => painted.splice(painted.indexOf(run), 1)
    }
    const thinker = localThinker()
    driver = createBotDriver({ getGame: () => store().current, subscribe: (l) => useGameStore.subscribe(l), dispatch: (a: Action) => gameActions.dispatch(a), thinker, delayMs: BOT_DELAY_MS, afterFirstPaint })
    // The worker starts at once; the bot is not asked yet.
    expect(thinker.warmed).toBe(1)
    expect(thinker.asked).toBe(0)
    painted.forEach((run) => run())
    expect(thinker.asked).toBe(1)
    await wait(BOT_DELAY_MS + 100)
    expect(game().record.actions).toHaveLength(1)

    // Left before the first paint: nothing is asked later.
    driver.stop()
    startWith([bot('normal'), person, person, person])
    const second = localThinker()
    driver = createBotDriver({ getGame: () => store().current, subscribe: () => () => {}, dispatch: (a: Action) => gameActions.dispatch(a), thinker: second, delayMs: BOT_DELAY_MS, afterFirstPaint })
    driver.stop()
    driver = null
    expect(painted).toEqual([])
    expect(second.asked).toBe(0)
  })

  it('reports no error when stopped while a bot is thinking (leaving the table mid-thought)', async () => {
    startWith([bot('normal'), person, person, person])
    const errors: Error[] = []
    let fail: (error: Error) => void = () => {}
    driver = createBotDriver({
      getGame: () => store().current,
      subscribe: (l) => useGameStore.subscribe(l),
      dispatch: (a: Action) => gameActions.dispatch(a),
      // A worker's thinker: stopping it fails the thought still pending.
      thinker: {
        warm() {},
        think: () => new Promise<Action>((_resolve, reject) => (fail = reject)),
        dispose: () => fail(new Error('The bot worker was stopped.')),
      },
      delayMs: BOT_DELAY_MS,
      onError: (error) => errors.push(error),
    })
    await wait(10)
    driver.stop()
    driver = null
    await wait(BOT_DELAY_MS)
    expect(errors).toEqual([])
    expect(game().record.actions).toHaveLength(0)
  })

  it('plays a bot’s move after the delay, through the store, and then waits for the person', async () => {
    startWith([bot('normal'), person, person, person])
    const thinker = drive()
    // The thinker is made ready as the table opens, once, before the first bot is asked.
    expect(thinker.warmed).toBe(1)
    expect(nextBotTurn(game())).toEqual({ seat: 0, level: 'normal' })
    await wait(BOT_DELAY_MS - 100)
    expect(game().record.actions).toHaveLength(0)
    await wait(150)
    expect(game().record.actions).toHaveLength(1)
    expect(game().record.actions[0]?.player).toBe(0)
    // The move is saved and narrated like anyone's.
    const saved = loadGame(game().id)
    expect(saved.ok && saved.game.record.actions).toHaveLength(1)
    expect(game().events.length).toBeGreaterThan(1)
    // Now it is Bot's neighbour's turn, a person: nothing happens however long we wait.
    expect(toAct(game().state)).toEqual([1])
    await wait(5000)
    expect(game().record.actions).toHaveLength(1)
  })

  it('plays whole games with people who pass, every bot level, to the scores', async () => {
    startWith([person, bot('easy'), bot('normal'), bot('strong')])
    drive()
    for (let i = 0; i < 400 && game().state.phase !== 'over'; i++) {
      const turn = toAct(game().state)
      if (turn.includes(0)) {
        const s = game().state
        if (s.phase === 'auction') gameActions.dispatch({ type: 'pass', player: 0 })
        else if (s.phase === 'sale') gameActions.dispatch({ type: 'pick', player: 0, property: s.seats[0]?.properties[0] as number })
      }
      await wait(BOT_DELAY_MS)
    }
    expect(game().state.phase).toBe('over')
    // The bots think on this thread, the strong one searching on each of its moves: a whole game takes
    // about half a minute on the 2-core machine, more when it is busy. The limit is for a hung game.
  }, 120_000)

  it('drops an answer the game has moved past, and undo takes back the person’s move with the bots’ after it', async () => {
    startWith([person, bot('normal'), person, person])
    const thinker = drive()
    gameActions.dispatch({ type: 'bid', player: 0, amount: 1 })
    await wait(BOT_DELAY_MS + 10)
    expect(game().record.actions).toHaveLength(2)
    // Undo goes back past the bot's move to Ann's bid.
    expect(gameActions.selectCanUndo(store())).toBe(true)
    gameActions.undo()
    expect(game().record.actions).toHaveLength(0)
    // Ann bids again; the bot, asked at once, is then overtaken by an undo before its delay is out.
    const before = thinker.asked
    gameActions.dispatch({ type: 'bid', player: 0, amount: 2 })
    await wait(100)
    expect(thinker.asked).toBe(before + 1)
    gameActions.undo()
    // ...and Ann at once makes a different move at the same point: the old answer must not be played on it.
    gameActions.dispatch({ type: 'bid', player: 0, amount: 5 })
    await wait(BOT_DELAY_MS * 2)
    const actions = game().record.actions
    expect(actions[0]).toEqual({ type: 'bid', player: 0, amount: 5 })
    expect(actions).toHaveLength(2)
    expect(actions[1]?.player).toBe(1)
    expect(thinker.asked).toBe(before + 2)
  })

  it('waits while paused', async () => {
    startWith([bot('easy'), person, person])
    drive()
    driver?.setPaused(true)
    await wait(BOT_DELAY_MS * 3)
    expect(game().record.actions).toHaveLength(0)
    driver?.setPaused(false)
    await wait(BOT_DELAY_MS + 10)
    expect(game().record.actions).toHaveLength(1)
  })
})
