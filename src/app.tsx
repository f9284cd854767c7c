import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { SaveBanner, saveProblemText } from './components/save-banner.tsx'
import { DeviceCare } from './device/device-care.tsx'
import { EditionContext } from './i18n/edition-context.ts'
import { translator, useT } from './i18n/i18n.ts'
import { shellMessages } from './i18n/messages/shell.ts'
import type { Action } from './engine/types.ts'
import { RulesHost } from './rules/rules-host.tsx'
import { HomeScreen } from './screens/home-screen.tsx'
import { selectCanUndo, useGameStore } from './store/game-store.ts'
import { useLocale } from './store/locale-store.ts'
import { recentNames } from './store/recent-names.ts'
import { useBotDriver } from './store/use-bot-driver.ts'
import type { PresenterSource } from './teacher/presenter-source.ts'
import { pushTeachEntry } from './teacher/teach-history.ts'
import { gameEngine, loadGameEngine, withEngine } from './store/game-engine-slot.ts'
import { GAME, HOME, SETUP, arrivalRoute, routeOf, routeState, type Route } from './route.ts'
import type { LastTable } from './store/last-table.ts'
import { warmUpOnFirstInteraction } from './device/warm-up.ts'
import { useLearnStore } from './learn/learn-store.ts'

/*
 * Screens past Home load on demand, so that the first page stays within its size budget
 * (scripts/size-budget.mjs); they are warmed up once the person first touches the page (src/device/warm-up.ts).
 */
const loadSetup = () => withEngine(import('./screens/setup-screen.tsx'))
/**
 * The tap guard (a tap acts once, for the player it was shown to) comes with the game screens.
 * Component tests (Vitest's test mode) click faster than people and run without it.
 */
const withTapGuard = <T,>(screen: Promise<T>): Promise<T> =>
  import.meta.env.MODE === 'test'
    ? screen
    : Promise.all([screen, import('./device/tap-guard.ts').then((m) => m.installTapGuard())]).then(([m]) => m)
const loadTable = () => withTapGuard(withEngine(import('./screens/table-screen.tsx')))
const loadSale = () => withTapGuard(withEngine(import('./screens/sale-screen.tsx')))
const loadScores = () => withEngine(import('./screens/scores-screen.tsx'))
const SetupScreen = lazy(() => loadSetup().then((m) => ({ default: m.SetupScreen })))
const TableScreen = lazy(() => loadTable().then((m) => ({ default: m.TableScreen })))
const SaleScreen = lazy(() => loadSale().then((m) => ({ default: m.SaleScreen })))
const ScoresScreen = lazy(() => loadScores().then((m) => ({ default: m.ScoresScreen })))
// Teacher mode: the presenter, its words and its explanations load only when a game is presented.
const TeacherHost = lazy(() => withEngine(import('./teacher/teacher-host.tsx')).then((m) => ({ default: m.TeacherHost })))
// Counting a game played with real cards (the score pad, Antique Dealer's SOLD).
const PadHost = lazy(() => import('./screens/pad/pad-host.tsx').then((m) => ({ default: m.PadHost })))
// Finished games, their stats, backups and samples.
const HistoryScreen = lazy(() => withEngine(import('./screens/history-screen.tsx')).then((m) => ({ default: m.HistoryScreen })))
// The game menu only ever opens during a game.
const GameMenu = lazy(() => withEngine(import('./screens/game-menu.tsx')).then((m) => ({ default: m.GameMenu })))
// Rare screens: a game open in another tab, leaving a game that could not be saved.
const GameElsewhere = lazy(() => import('./screens/game-elsewhere.tsx').then((m) => ({ default: m.GameElsewhere })))
// The guided game's tour, and an edition's differences the first time it is played (src/learn/).
const LearnHost = lazy(() => import('./learn/learn-host.tsx').then((m) => ({ default: m.LearnHost })))
const UnsavedLeaveDialog = lazy(() =>
  import('./components/unsaved-leave-dialog.tsx').then((m) => ({ default: m.UnsavedLeaveDialog })),
)

function Loading() {
  const tm = useT(shellMessages)
  return (
    <p role="status" className="p-8 text-xl text-slate-200">
      {tm('loading')}
    </p>
  )
}

/** Whether the page was loaded on a history entry that is the app's (null: a fresh tab). */
const entryRoute = (): Route | null => (typeof history === 'undefined' ? null : routeOf(history.state))

export function App() {
  const locale = useLocale((s) => s.locale)
  const tm = useT(shellMessages)
  const current = useGameStore((s) => s.current)
  const writer = useGameStore((s) => s.writer)
  const saveProblem = useGameStore((s) => s.saveProblem)
  const restoreProblem = useGameStore((s) => s.restoreProblem)
  const games = useGameStore((s) => s.games)
  const canUndo = useGameStore(selectCanUndo)
  const store = useGameStore.getState

  /** The screen on show, as its history entry names it (src/route.ts); a game reopened by the store comes first. */
  const [route, setRoute] = useState<Route>(() => arrivalRoute(entryRoute() === null ? null : history.state, store().current !== null))
  const [menuOpen, setMenuOpen] = useState(false)
  /** The game teacher mode is presenting, if any (over whatever was showing). */
  const [teaching, setTeaching] = useState<PresenterSource | null>(null)
  // Bots wait while a game is presented: teacher mode shows the game, it does not play it.
  const learnHold = useLearnStore((s) => s.holdBots)
  const learnId = useLearnStore((s) => s.gameId)
  // A game is open only once the engine is there: seat kinds come with it.
  useBotDriver(current !== null && gameEngine().hasBot(current.seats), menuOpen || teaching !== null || learnHold)
  const [notice, setNotice] = useState<string | null>(null)
  /** Leaving a game that could not be saved: asking first. */
  const [leaveAsked, setLeaveAsked] = useState(false)
  /**
   * The game whose selling phase was on screen. When it ends, its last sale round is turned up on the
   * sale screen before the scores, like every other round ("See the scores" clears it).
   */
  const [sellingGame, setSellingGame] = useState<string | null>(null)
  const sellingNow = current !== null && current.state.phase === 'sale' ? current.id : null
  if (sellingNow !== null && sellingGame !== sellingNow) setSellingGame(sellingNow)
  /** Set while we step back over the game's own history entry on purpose. */
  const leaving = useRef(false)

  /** Go to a route: a new history entry over this one, or this one rewritten. */
  const go = useCallback((next: Route, how: 'push' | 'replace') => {
    if (how === 'push') history.pushState(routeState(next), '')
    else history.replaceState(routeState(next), '')
    setRoute(next)
  }, [])
  /** Leave a screen opened over Home: Back over its entry, as the browser's Back button would. */
  const leave = useCallback(
    (screen: Route['screen']) => {
      if (entryRoute()?.screen === screen) history.back()
      else go(HOME, 'replace')
    },
    [go],
  )

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  useEffect(() => warmUpOnFirstInteraction(loadSetup, loadTable, loadSale, loadScores), [])

  // The app puts each screen at its top itself (below): the browser's own restoring would land mid-page.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  }, [])

  // The history stack at start: a game reopened after a reload sits on top of Home.
  useEffect(() => {
    const entry = entryRoute()
    if (store().current !== null) {
      if (entry?.screen !== 'game') {
        history.replaceState(routeState(HOME), '')
        history.pushState(routeState(GAME), '')
      }
    } else if (entry === null || entry.screen === 'game') {
      history.replaceState(routeState(HOME), '')
    }
  }, [store])

  // A game opened from elsewhere (teacher mode's "Continue from here") is the game route.
  if (current !== null && route.screen !== 'game') setRoute(GAME)

  const goHome = useCallback(() => {
    setMenuOpen(false)
    setLeaveAsked(false)
    setRoute(HOME)
    store().closeGame()
    store().refreshGames()
    if (entryRoute()?.screen !== 'home') {
      leaving.current = true
      history.back()
    }
  }, [store])

  useEffect(() => {
    const onPopState = (e: PopStateEvent) => {
      const next = routeOf(e.state) ?? HOME
      if (leaving.current) {
        leaving.current = false
        return
      }
      if (store().current !== null) {
        if (next.screen === 'game') return
        if (menuOpen && store().saveProblem !== null) {
          // Leaving would lose a game that could not be saved: ask first, the game's entry kept.
          history.pushState(routeState(GAME), '')
          setMenuOpen(false)
          setLeaveAsked(true)
          return
        }
        if (menuOpen) {
          // A second Back, with the menu already open: to Home. The game stays saved (an unsaved one was asked about above).
          setMenuOpen(false)
          setRoute(HOME)
          store().closeGame()
          store().refreshGames()
          return
        }
        // Back during a game opens its menu and keeps the game's entry on top.
        history.pushState(routeState(GAME), '')
        setMenuOpen(true)
        return
      }
      if (next.screen === 'game') {
        // A game's entry with no game open (it was closed or abandoned): Home.
        history.replaceState(routeState(HOME), '')
        setRoute(HOME)
      } else setRoute(next)
      if (next.screen === 'home' || next.screen === 'game') store().refreshGames()
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [store, menuOpen])

  useEffect(() => {
    if (current === null) store().refreshGames()
  }, [current, store])

  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), 6000)
    return () => clearTimeout(timer)
  }, [notice])

  const enterGame = (how: 'push' | 'replace') => {
    setMenuOpen(false)
    go(GAME, how)
  }

  const copyDealCode = (code: string) => {
    const shown = () => setNotice(tm('dealCodeShown', { code }))
    if (!navigator.clipboard) return shown()
    navigator.clipboard.writeText(code).then(() => setNotice(tm('dealCodeCopied', { code })), shown)
  }

  const present = (source: PresenterSource) => {
    setMenuOpen(false)
    pushTeachEntry()
    setTeaching(source)
  }
  const stopTeaching = useCallback(() => setTeaching(null), [])

  /** Home from a game; a game this browser could not save is not left without asking. */
  const requestHome = () => {
    if (store().saveProblem !== null && store().current !== null) {
      setMenuOpen(false)
      setLeaveAsked(true)
    } else goHome()
  }

  /** Abandon the open game: nothing of it is kept (see `abandonGame`), then Home. */
  const abandon = () => {
    const game = store().current
    if (game === null) return
    // A game is open: the engine, which brings abandoning, is there.
    gameEngine().abandonGame(game.id)
    goHome()
  }

  /** "Same table again" on Home: the last table set up, started in one tap with a fresh deal. */
  const sameTableAgain = (table: LastTable) => {
    store().dismissRestoreProblem()
    void loadGameEngine().then(
      (engine) => {
        if (store().newGame(engine.optionsOfTable(table)) !== null) return go(SETUP, 'push')
        engine.setCoachForOpenGame(table.learners)
        enterGame('push')
      },
      () => go(SETUP, 'push'),
    )
  }

  /** Which screen is drawn: when it changes, the page opens at its top. */
  const shown =
    teaching !== null
      ? 'teach'
      : current !== null
        ? current.state.phase === 'auction' || current.state.phase === 'payment'
          ? 'table'
          : current.state.phase === 'sale' || sellingGame === current.id
            ? 'sale'
            : 'scores'
        : route.screen
  useLayoutEffect(() => {
    window.scrollTo?.(0, 0)
  }, [shown])

  let body
  if (teaching !== null) {
    body = <TeacherHost source={teaching} onClosed={stopTeaching} />
  } else if (current !== null && writer !== 'mine') {
    body =
      writer === 'claiming' ? (
        <Loading />
      ) : (
        <GameElsewhere writer={writer} onTakeOver={store().takeOver} onSaveAgain={store().saveAgain} onHome={goHome} />
      )
  } else if (current !== null) {
    /** The turn these controls are shown for: a tap that lands after the game moved on is refused. */
    const turn = current.record.actions.length
    const common = {
      state: current.state,
      events: current.events,
      onAction: (action: Action) => store().dispatch(action, turn),
      onActions: (actions: readonly Action[]) => store().dispatch(actions, turn),
      canUndo,
      onUndo: () => void store().undo(),
      onOpenMenu: () => setMenuOpen(true),
      saveProblem: saveProblemText(locale, saveProblem),
      bots: gameEngine().botLevels(current.seats, current.state.playerCount),
      tableInfo: current.tableInfo,
    }
    const phase = current.state.phase
    body = (
      <>
        {phase === 'over' && <SaveBanner problem={saveProblem} />}
        {/* While the menu is open the table behind it can be neither reached nor read. */}
        <EditionContext value={current.state.ruleset}>
          <div inert={menuOpen}>
            {phase === 'auction' || phase === 'payment' ? (
              <TableScreen key={current.id} {...common} />
            ) : phase === 'sale' || sellingGame === current.id ? (
              <SaleScreen key={current.id} {...common} onSeeScores={() => setSellingGame(null)} />
            ) : (
              <ScoresScreen
                key={current.id}
                state={current.state}
                events={current.events}
                onPlayAgain={() => {
                  if (store().playAgain() === null) setMenuOpen(false)
                }}
                onExport={() => gameEngine().downloadRecord(current)}
                onCopyDealCode={current.dealCode === null ? null : () => copyDealCode(current.dealCode as string)}
                onHome={requestHome}
                onPresent={() => present(gameEngine().sourceOfGame(current, 'start'))}
                play={current}
              />
            )}
          </div>
        </EditionContext>
        {menuOpen && (
          <GameMenu
            game={current}
            canUndo={canUndo}
            onResume={() => setMenuOpen(false)}
            onUndo={() => {
              store().undo()
              setMenuOpen(false)
            }}
            onExport={() => gameEngine().downloadRecord(current)}
            onHome={requestHome}
            onAbandon={abandon}
            onPresent={() => present(gameEngine().sourceOfGame(current, 'end'))}
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
              store().closeGame()
              go(SETUP, 'replace')
            }}
          />
          </Suspense>
        )}
        {leaveAsked && (
          <UnsavedLeaveDialog
            onStay={() => setLeaveAsked(false)}
            onExportAndLeave={() => {
              gameEngine().downloadRecord(current)
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
        recentNames={recentNames()}
        onStarted={(id) => {
          // The count's entry names it from now on, so that a reload reopens it.
          if (entryRoute()?.screen === 'pad') go({ screen: 'pad', count: id }, 'replace')
        }}
        onHome={() => leave('pad')}
      />
    )
  } else if (route.screen === 'history') {
    body = (
      <HistoryScreen
        onPresent={present}
        onOpenCount={(id) => go({ screen: 'pad', count: id }, 'push')}
        onHome={() => leave('history')}
      />
    )
  } else if (route.screen === 'setup') {
    body = (
      <>
        <SaveBanner problem={saveProblem} />
        <SetupScreen
          recentNames={recentNames()}
          onBack={() => leave('setup')}
          onStart={(options) => {
            const error = store().newGame(options)
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
          onDismissRestoreProblem={store().dismissRestoreProblem}
          onNewGame={() => {
            store().dismissRestoreProblem()
            go(SETUP, 'push')
          }}
          onSameTable={sameTableAgain}
          onResume={(id) => {
            if (store().openGame(id) === null) enterGame('push')
            else store().refreshGames()
          }}
          onDelete={(id) => {
            // A game open in another tab is not deleted from under it.
            void import('./store/game-lock.ts').then(({ isGameHeld }) => isGameHeld(id)).then((held) => {
              if (!held) return store().deleteSavedGame(id)
              void import('./i18n/messages/integrity.ts').then((m) => setNotice(translator(m.integrityMessages, locale)('openElsewhere')))
            })
          }}
          onPresent={(id) => {
            // Home lists saved games once the engine has checked them: it is there.
            const loaded = gameEngine().loadGame(id)
            if (loaded.ok) present(gameEngine().sourceOfGame(loaded.game, 'start'))
            else store().refreshGames()
          }}
          onPresentRecord={present}
          onCountWithCards={() => go({ screen: 'pad', count: null }, 'push')}
          onOpenPad={(id) => go({ screen: 'pad', count: id }, 'push')}
          // The history screen opens this finished game on arrival (history-screen.tsx).
          onHistory={(id) => go({ screen: 'history', open: id }, 'push')}
          onLearnStarted={() => enterGame('push')}
          onImport={(text) => {
            const error = store().importRecord(text)
            if (error === null) enterGame('push')
            return error
          }}
        />
      </>
    )
  }

  return (
    <>
      <Suspense fallback={<Loading />}>{body}</Suspense>
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
