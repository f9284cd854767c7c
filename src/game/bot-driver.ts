import type { BotLevel } from '../bots/levels.ts'
import { legalActions, toAct } from '../engine/game.ts'
import type { Action, GameError, GameState, Seat } from '../engine/types.ts'
import { playerView } from '../engine/view.ts'
import { BOT_PACES, readBotPace } from '../store/bot-pace.ts'
import { workerThinker, type BotThinker } from '../store/bot-thinker.ts'
import { useGameStore } from '../store/game-store.ts'
import { dispatch, gameTimings } from './game-actions.ts'
import type { LoadedGame } from '../store/saved-games.ts'
import { botLevels } from '../store/seat-kinds.ts'
import { afterNextPaint } from '../device/settled.ts'


/** The bot that moves next in this game, if it is a bot's move (in a sale round: the first bot still to pick). */
export function nextBotTurn(game: LoadedGame | null): { seat: Seat; level: BotLevel } | null {
  if (game === null || game.seats === undefined) return null
  const levels = botLevels(game.seats, game.state.playerCount)
  for (const seat of toAct(game.state)) {
    const level = levels[seat]
    if (level !== null && level !== undefined) return { seat, level }
  }
  return null
}

export interface BotDriverDeps {
  readonly getGame: () => LoadedGame | null
  readonly subscribe: (listener: () => void) => () => void
  /** The store's own dispatch: the move is saved and narrated like anyone's. */
  readonly dispatch: (action: Action) => GameError | null
  readonly thinker: BotThinker
  /** How long a bot's move takes at least, so that people can follow it (read before each move: the pace may change). */
  readonly delayMs: number | (() => number)
  readonly onError?: (error: Error) => void
  /** While true (the next cards held face down a moment, game-store.ts `heldCards`), bots wait. */
  readonly holding?: () => boolean
  /**
   * When the driver first looks for a bot to move: `run` once the table it opened with has been
   * painted (returns a cancel). Left out, it looks at once.
   */
  readonly afterFirstPaint?: (run: () => void) => () => void
}

export interface BotDriver {
  /** While paused (a menu open over the table), bots wait. */
  setPaused(paused: boolean): void
  stop(): void
}

/**
 * Watches the open game; when a bot is to move, asks the thinker (the worker) with that seat's
 * view only, waits out the delay, and plays the move if the game has not moved on meanwhile
 * (an undo, another game opened): a stale answer is dropped and the bot asked again.
 */
export function createBotDriver(deps: BotDriverDeps): BotDriver {
  let paused = false
  let stopped = false
  /** The move being thought about: the exact state it is for (an undo and a new move make a new one) and the seat. */
  let pending: { readonly state: GameState; readonly seat: Seat } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  const check = () => {
    if (stopped || paused || deps.holding?.() === true) return
    const game = deps.getGame()
    const turn = nextBotTurn(game)
    if (game === null || turn === null) return
    const { state } = game
    if (pending !== null && pending.state === state && pending.seat === turn.seat) return
    const mine = { state, seat: turn.seat }
    pending = mine
    // The same game, position and seat always give the same chances: a bot's move can be replayed.
    const seed = `${game.id}:${state.actionCount}:${turn.seat}`
    const asked = Date.now()
    deps.thinker
      .think({
        view: playerView(state, turn.seat),
        legal: legalActions(state),
        seat: turn.seat,
        level: turn.level,
        seed,
        log: game.events,
      })
      .then(
        (action) => {
          if (pending !== mine || stopped) return
          timer = setTimeout(
            () => {
              timer = null
              if (pending !== mine) return
              pending = null
              const now = deps.getGame()
              if (!stopped && !paused && deps.holding?.() !== true && now !== null && now.id === game.id && now.state === state) {
                const error = deps.dispatch(action)
                if (error !== null) deps.onError?.(new Error(`bot move refused: ${error.code}`))
              }
              check()
            },
            Math.max(0, (typeof deps.delayMs === 'function' ? deps.delayMs() : deps.delayMs) - (Date.now() - asked)),
          )
        },
        (error: Error) => {
          if (pending === mine) pending = null
          // Stopping the driver stops the thinker, which fails what it was still thinking: not an error.
          if (!stopped) deps.onError?.(error)
        },
      )
  }

  const unsubscribe = deps.subscribe(check)
  // The worker starts and warms up while the table opens, not when the first bot is asked to move.
  deps.thinker.warm()
  // A computer player to move as the table opens is asked once the table has been painted: on a
  // 2-core device the table's first drawing and the worker's start and first thinking would share the
  // cores, and the answer would wait for the page's thread anyway. The worker starts meanwhile.
  let cancelFirst = () => {}
  if (deps.afterFirstPaint === undefined) check()
  else cancelFirst = deps.afterFirstPaint(check)
  return {
    setPaused(value) {
      paused = value
      if (!paused) check()
    },
    stop() {
      stopped = true
      cancelFirst()
      unsubscribe()
      if (timer !== null) clearTimeout(timer)
      deps.thinker.dispose()
    },
  }
}

/** The app's driver: the game store, the bot worker, the pace chosen on this device. */
export function startBotDriver(): BotDriver {
  return createBotDriver({
    getGame: () => useGameStore.getState().current,
    subscribe: (listener) => useGameStore.subscribe(listener),
    // The store plays the passes nobody could choose that follow the bot's move (forced-moves.ts).
    dispatch: (action) => dispatch(action, undefined, 'bot'),
    holding: () => useGameStore.getState().heldCards !== null,
    thinker: workerThinker(),
    delayMs: () => gameTimings().botPaceMs ?? BOT_PACES[readBotPace()],
    onError: (error) => console.error(error),
    afterFirstPaint: afterNextPaint,
  })
}
