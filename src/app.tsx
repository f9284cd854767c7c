import { ErrorBoundary } from './components/error-boundary.tsx'
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { SaveBanner, saveProblemText } from './components/save-banner.tsx'
import { DeviceCare } from './device/device-care.tsx'
import { EditionContext } from './i18n/edition-context.ts'
import { translator, useT } from './i18n/i18n.ts'
import { shellMessages } from './i18n/messages/shell.ts'
import type { Action } from './engine/types.ts'
import { RulesHost } from './screens/rules-host.tsx'
import { HomeScreen, preloadSavedGames } from './screens/home-screen.tsx'
import { useGameStore } from './store/game-store.ts'
import { botLevels, hasBot } from './store/seat-kinds.ts'
import { useLocale } from './i18n/locale-store.ts'
import { useBotDriver } from './game/use-bot-driver.ts'
import type { PresenterSource } from './teacher/presenter-source.ts'
import { hasSavedGames, loadGame, useGameActions, withGame, type GameActions } from './game/load-game.ts'
import type { LoadedGame } from './store/saved-games.ts'
import { HOME, SETUP, arrivalRoute, entryRoute, pushTeachEntry, routeOf, settleEntries, stepBack, writeRoute, type Route } from './route.ts'
import { gameScreen, initialNav, navigate, type Nav, type NavEffect, type NavEvent } from './nav.ts'
import type { LastTable } from './store/last-table.ts'
import { warmUpOnFirstInteraction } from './device/warm-up.ts'
import { useLearnStore } from './learn/learn-store.ts'
import { preloadable } from './components/preloadable.ts'

/*
 * Screens past Home load on demand, so that the first page stays within its size budget
 * (scripts/size-budget.mjs); they are warmed up once the person first touches the page (src/device/warm-up.ts).
 * A game's three screens are all loaded once it is open, so that a change of phase draws the next one
 * at once, with no placeholder between them.
 */
const loadSetup = () => withGame(import('./screens/setup-screen.tsx'))
const SetupScreen = lazy(() => loadSetup().then((m) => ({ default: m.SetupScreen })))
/**
 * What must be in place before the screens that take a game's moves are drawn. The page's entry
 * installs the tap guard here (main.tsx: a tap acts once, for the player it was shown to); component
 * tests, which render the app without that entry, click faster than people and run without it.
 */
let beforeMoves: () => Promise<unknown> = () => Promise.resolve()
export function setBeforeMoves(load: () => Promise<unknown>): void {
  beforeMoves = load
}
const withBeforeMoves = <T,>(screen: Promise<T>): Promise<T> => Promise.all([screen, beforeMoves()]).then(([m]) => m)
const Table = preloadable(() => withBeforeMoves(withGame(import('./screens/table-screen.tsx'))), (m) => m.TableScreen)
const Sale = preloadable(() => withBeforeMoves(withGame(import('./screens/sale-screen.tsx'))), (m) => m.SaleScreen)
const Scores = preloadable(() => withGame(import('./screens/scores-screen.tsx')), (m) => m.ScoresScreen)
const TableScreen = Table.Component
const SaleScreen = Sale.Component
const ScoresScreen = Scores.Component
/*
 * The guided game's tour, and an edition's differences the first time it is played (src/learn/): loaded
 * with the game's screens, so that a new game's edition card comes with the table's first paint instead of
 * a moment after it, over a table a finger may already be reaching for.
 */
const Learn = preloadable(() => import('./learn/learn-host.tsx'), (m) => m.LearnHost)
const LearnHost = Learn.Component
const preloadGameScreens = () => Promise.all([Table.preload(), Sale.preload(), Scores.preload(), Learn.preload()])
// Teacher mode: the presenter, its words and its explanations load only when a game is presented.
const TeacherHost = lazy(() => withGame(import('./teacher/teacher-host.tsx')).then((m) => ({ default: m.TeacherHost })))
// Counting a game played with real cards (the score pad, Antique Dealer's SOLD).
const PadHost = lazy(() => import('./screens/pad/pad-host.tsx').then((m) => ({ default: m.PadHost })))
// Finished games, their stats, backups and samples.
const HistoryScreen = lazy(() => withGame(import('./screens/history-screen.tsx')).then((m) => ({ default: m.HistoryScreen })))
// The game menu only ever opens during a game.
const GameMenu = lazy(() => withGame(import('./screens/game-menu.tsx')).then((m) => ({ default: m.GameMenu })))
// Rare screens: a game open in another tab, leaving a game that could not be saved.
const GameElsewhere = lazy(() => import('./screens/game-elsewhere.tsx').then((m) => ({ default: m.GameElsewhere })))
const UnsavedLeaveDialog = lazy(() =>
  import('./components/unsaved-leave-dialog.tsx').then((m) => ({ default: m.UnsavedLeaveDialog })),
)

/** Saves a game's record as a file (its code loads with the first download). */
function download(game: LoadedGame): void {
  void import('./game/record-file.ts').then((m) => m.downloadRecord(game))
}

/**
 * Home's list of saved games, read again on every visit: the game's actions read them, loaded only
 * when something is saved (a first visit, with nothing saved, loads nothing).
 */
function refreshGames(): void {
  if (!hasSavedGames() && useGameStore.getState().games.length === 0) return
  void Promise.all([loadGame(), preloadSavedGames()]).then(([game]: [GameActions, unknown]) => game.refreshGames(), () => {})
}

/** What follows a change of screen outside the navigator's value. */
function runNavEffect(effect: NavEffect, game: GameActions | null, leaving: { current: boolean }): void {
  switch (effect.kind) {
    case 'write':
      return writeRoute(effect.route, effect.how)
    case 'back-over-game':
      if (entryRoute()?.screen !== 'home') {
        leaving.current = true
        stepBack()
      }
      return
    case 'push-teach-entry':
      return pushTeachEntry()
    case 'close-game':
      return game?.closeGame()
    case 'refresh-games':
      // With the game's actions there, Home is drawn with the list as it is now.
      return game === null ? refreshGames() : game.refreshGames()
  }
}

function Loading() {
  const tm = useT(shellMessages)
  return (
    <p role="status" className="p-8 text-xl text-slate-200">
      {tm('loading')}
    </p>
  )
}

export function App() {
  const locale = useLocale((s) => s.locale)
  const tm = useT(shellMessages)
  const current = useGameStore((s) => s.current)
  const writer = useGameStore((s) => s.writer)
  const saveProblem = useGameStore((s) => s.saveProblem)
  const restoreProblem = useGameStore((s) => s.restoreProblem)
  const games = useGameStore((s) => s.games)
  const store = useGameStore.getState
  /** The game's actions, once loaded: a game can only be open once they are. */
  const game = useGameActions()
  const canUndo = useGameStore((s) => game !== null && game.selectCanUndo(s))

  /** What is on show: the screen its history entry names (src/route.ts) and what is open over it (src/nav.ts). */
  const [nav, setNav] = useState<Nav>(() => initialNav(arrivalRoute(entryRoute() === null ? null : history.state, store().current !== null)))
  const navNow = useRef(nav)
  /** Set while we step back over the game's own history entry on purpose: the Back it causes is not a person's. */
  const leaving = useRef(false)
  const { route, menu: menuOpen, leaveAsked, teaching } = nav
  useLayoutEffect(() => {
    navNow.current = nav
  }, [nav])

  /** Every change of screen or overlay: the navigator's next value, then what must follow it. */
  const go = useCallback(
    (event: NavEvent) => {
      const step = navigate(navNow.current, event)
      navNow.current = step.nav
      setNav(step.nav)
      for (const effect of step.effects) runNavEffect(effect, game, leaving)
    },
    [game],
  )
  // Bots wait while a game is presented: teacher mode shows the game, it does not play it.
  const learnHold = useLearnStore((s) => s.holdBots)
  const learnId = useLearnStore((s) => s.gameId)
  useBotDriver(current !== null && hasBot(current.seats), menuOpen || teaching !== null || learnHold)
  const [notice, setNotice] = useState<string | null>(null)
  /** A change that follows from what is drawn (made while drawing: it has nothing to carry out). */
  const follow = (event: NavEvent) => setNav((n) => navigate(n, event).nav)
  if (current !== null && current.state.phase === 'sale' && nav.selling !== current.id) follow({ type: 'selling', id: current.id })

  /** Leave a screen opened over Home: Back over its entry, as the browser's Back button would. */
  const leave = useCallback(
    (screen: Route['screen']) => {
      if (entryRoute()?.screen === screen) stepBack()
      else go({ type: 'go', route: HOME, how: 'replace' })
    },
    [go],
  )

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  useEffect(() => warmUpOnFirstInteraction(loadSetup, preloadGameScreens), [])

  // Whichever phase the open game is in, the next one's screen is there when it comes.
  const gameOpen = current !== null
  useEffect(() => {
    if (gameOpen) void Promise.all([preloadGameScreens(), preloadSavedGames()]).catch(() => {})
  }, [gameOpen])

  // The app puts each screen at its top itself (below): the browser's own restoring would land mid-page.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  }, [])

  // The history stack at start: a game reopened after a reload sits on top of Home.
  useEffect(() => settleEntries(store().current !== null), [store])

  // A game opened from elsewhere (teacher mode's "Continue from here") is the game route.
  if (current !== null && route.screen !== 'game') follow({ type: 'enter-game', how: 'none' })

  const goHome = useCallback(() => go({ type: 'home' }), [go])

  useEffect(() => {
    const onPopState = (e: PopStateEvent) => {
      if (leaving.current) {
        leaving.current = false
        return
      }
      const { current: open, saveProblem: unsaved } = store()
      go({ type: 'popped', to: routeOf(e.state) ?? HOME, gameOpen: open !== null, unsaved: unsaved !== null })
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [store, go])

  useEffect(() => {
    if (current === null) refreshGames()
  }, [current])

  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), 6000)
    return () => clearTimeout(timer)
  }, [notice])

  const enterGame = (how: 'push' | 'replace') => go({ type: 'enter-game', how })

  const copyDealCode = (code: string) => {
    const shown = () => setNotice(tm('dealCodeShown', { code }))
    if (!navigator.clipboard) return shown()
    navigator.clipboard.writeText(code).then(() => setNotice(tm('dealCodeCopied', { code })), shown)
  }

  /** Teacher mode over a saved game, from its start or where it stands. */
  const presentGame = (saved: LoadedGame, at: 'start' | 'end') => {
    void import('./teacher/teach-entry.ts').then((m) => present(m.sourceOfGame(saved, at)))
  }

  const present = (source: PresenterSource) => go({ type: 'present', source })
  const stopTeaching = useCallback(() => go({ type: 'stop-presenting' }), [go])

  /** Home from a game; a game this browser could not save is not left without asking. */
  const requestHome = () => go({ type: 'leave-game', unsaved: store().saveProblem !== null && store().current !== null })

  /** Abandon the open game: nothing of it is kept (see `abandonGame`), then Home. */
  const abandon = () => {
    const open = store().current
    if (open === null || game === null) return
    game.abandonGame(open.id)
    goHome()
  }

  /** "Same table again" on Home: the last table set up, started in one tap with a fresh deal. */
  const sameTableAgain = (table: LastTable) => {
    void loadGame().then(
      (actions) => {
        actions.dismissRestoreProblem()
        if (actions.newGameOfTable(table) !== null) return go({ type: 'go', route: SETUP, how: 'push' })
        enterGame('push')
      },
      () => go({ type: 'go', route: SETUP, how: 'push' }),
    )
  }

  /** Which screen is drawn: when it changes, the page opens at its top. */
  const shown = teaching !== null ? 'teach' : current !== null ? gameScreen(current.state.phase, current.id, nav) : route.screen
  useLayoutEffect(() => {
    window.scrollTo?.(0, 0)
  }, [shown])

  let body
  if (teaching === null && current !== null && game === null) {
    // Not reached: a game is opened only by the game's actions, loaded before it.
    body = <Loading />
  } else if (teaching !== null) {
    body = <TeacherHost source={teaching} onClosed={stopTeaching} />
  } else if (current !== null && game !== null && writer !== 'mine') {
    body =
      writer === 'claiming' ? (
        <Loading />
      ) : (
        <GameElsewhere writer={writer} onTakeOver={game.takeOver} onSaveAgain={game.saveAgain} onHome={goHome} />
      )
  } else if (current !== null && game !== null) {
    /** The turn these controls are shown for: a tap that lands after the game moved on is refused. */
    const turn = current.record.actions.length
    const table = game.tableOf(current)
    const common = {
      table,
      onAction: (action: Action) => game.dispatch(action, turn),
      onActions: (actions: readonly Action[]) => game.dispatch(actions, turn),
      canUndo,
      onUndo: () => void game.undo(),
      onOpenMenu: () => go({ type: 'open-menu' }),
      saveProblem: saveProblemText(locale, saveProblem),
      bots: botLevels(current.seats, current.state.playerCount),
      tableInfo: current.tableInfo,
    }
    const phase = current.state.phase
    const screen = gameScreen(phase, current.id, nav)
    body = (
      <>
        {phase === 'over' && <SaveBanner problem={saveProblem} />}
        {/* While the menu is open the table behind it can be neither reached nor read. */}
        <EditionContext value={current.state.ruleset}>
          <div inert={menuOpen}>
            {screen === 'table' ? (
              <TableScreen key={current.id} {...common} />
            ) : screen === 'sale' ? (
              <SaleScreen key={current.id} {...common} onSeeScores={() => go({ type: 'see-scores' })} />
            ) : (
              <ScoresScreen
                key={current.id}
                table={table}
                onPlayAgain={() => {
                  if (game.playAgain() === null) go({ type: 'close-menu' })
                }}
                onExport={() => download(current)}
                onCopyDealCode={current.dealCode === null ? null : () => copyDealCode(current.dealCode as string)}
                onHome={requestHome}
                onPresent={() => presentGame(current, 'start')}
                play={current}
              />
            )}
          </div>
        </EditionContext>
        {menuOpen && (
          <GameMenu
            game={current}
            canUndo={canUndo}
            onResume={() => go({ type: 'close-menu' })}
            onUndo={() => {
              game.undo()
              go({ type: 'close-menu' })
            }}
            onExport={() => download(current)}
            onHome={requestHome}
            onAbandon={abandon}
            onPresent={() => presentGame(current, 'end')}
            saved={saveProblem === null}
          />
        )}
        {/* The guided game's tour, or a new game's edition card if this device has not seen it (decided there). */}
        {(learnId === current.id || current.state.actionCount === 0) && (
          <Suspense fallback={null}>
            <LearnHost
            active={!menuOpen && !leaveAsked && writer === 'mine'}
            onHome={goHome}
            onSetup={() => {
              // The game's entry becomes Setup's: Back from Setup goes Home.
              game.closeGame()
              go({ type: 'go', route: SETUP, how: 'replace' })
            }}
          />
          </Suspense>
        )}
        {leaveAsked && (
          <UnsavedLeaveDialog
            onStay={() => go({ type: 'stay' })}
            onExportAndLeave={() => {
              download(current)
              goHome()
            }}
            onLeave={goHome}
          />
        )}
      </>
    )
  } else if (route.screen === 'pad') {
    body = (
      <PadHost
        key="pad"
        request={route.count === null ? { kind: 'new' } : { kind: 'open', id: route.count }}
        onStarted={(id) => {
          // The count's entry names it from now on, so that a reload reopens it.
          if (entryRoute()?.screen === 'pad') go({ type: 'go', route: { screen: 'pad', count: id }, how: 'replace' })
        }}
        onHome={() => leave('pad')}
      />
    )
  } else if (route.screen === 'history') {
    body = (
      <HistoryScreen
        onPresent={present}
        onOpenCount={(id) => go({ type: 'go', route: { screen: 'pad', count: id }, how: 'push' })}
        onHome={() => leave('history')}
      />
    )
  } else if (route.screen === 'setup') {
    body = (
      <>
        <SaveBanner problem={saveProblem} />
        <SetupScreen
            onBack={() => leave('setup')}
          onStart={(options) => {
            // Setup loads with the game's actions (loadSetup): they are there.
            const error = game?.newGame(options) ?? null
            // The game takes Setup's entry: Back from the table does not lead into Setup again.
            if (error === null) enterGame('replace')
            return error
          }}
        />
      </>
    )
  } else {
    body = (
      <>
        <SaveBanner problem={saveProblem} />
        <HomeScreen
          games={games}
          restoreProblem={restoreProblem}
          onDismissRestoreProblem={() => game?.dismissRestoreProblem()}
          onNewGame={() => {
            game?.dismissRestoreProblem()
            go({ type: 'go', route: SETUP, how: 'push' })
          }}
          onSameTable={sameTableAgain}
          onResume={(id) => {
            // Home lists saved games once the game's actions have read them: they are there.
            if (game?.openGame(id) === null) enterGame('push')
            else refreshGames()
          }}
          onDelete={(id) => {
            // A game open in another tab is not deleted from under it.
            void import('./game/game-lock.ts').then(({ isGameHeld }) => isGameHeld(id)).then((held) => {
              if (!held) return void loadGame().then((actions) => actions.deleteSavedGame(id))
              void import('./i18n/messages/integrity.ts').then((m) => setNotice(translator(m.integrityMessages, locale)('openElsewhere')))
            })
          }}
          onPresent={(id) => {
            void import('./store/saved-games.ts').then(({ loadGame: loadSaved }) => {
              const loaded = loadSaved(id)
              if (loaded.ok) presentGame(loaded.game, 'start')
              else refreshGames()
            })
          }}
          onPresentRecord={present}
          onCountWithCards={() => go({ type: 'go', route: { screen: 'pad', count: null }, how: 'push' })}
          onOpenPad={(id) => go({ type: 'go', route: { screen: 'pad', count: id }, how: 'push' })}
          // The history screen opens this finished game on arrival (history-screen.tsx).
          onHistory={(id) => go({ type: 'go', route: { screen: 'history', open: id }, how: 'push' })}
          onLearnStarted={() => enterGame('push')}
          onImport={(text) => {
            // The import dialog loads with the game's actions (home-screen.tsx): they are there.
            const error = game?.importRecord(text) ?? null
            if (error === null) enterGame('push')
            return error
          }}
        />
      </>
    )
  }

  return (
    <>
      <ErrorBoundary resetKey={route.screen} onHome={goHome}>
        <Suspense fallback={<Loading />}>{body}</Suspense>
      </ErrorBoundary>
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
        {notice !== null && (
          <p className="pointer-events-auto rounded-xl bg-white px-5 py-3 text-lg font-semibold text-slate-950 shadow-2xl ring-4 ring-sky-700">
            {notice}
          </p>
        )}
      </div>
      <RulesHost />
      <DeviceCare
        gameOnScreen={current !== null}
        betweenGames={current === null ? route.screen === 'home' : current.state.phase === 'over'}
      />
    </>
  )
}
