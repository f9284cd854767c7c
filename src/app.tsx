import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import { SaveBanner, saveProblemText } from './components/save-banner.tsx'
import { DeviceCare } from './device/device-care.tsx'
import { translator, useT } from './i18n/i18n.ts'
import { shellMessages } from './i18n/messages/shell.ts'
import type { Action } from './engine/types.ts'
import { RulesHost } from './rules/rules-host.tsx'
import { HomeScreen } from './screens/home-screen.tsx'
import { selectCanUndo, useGameStore } from './store/game-store.ts'
import { useLocale } from './store/locale-store.ts'
import { recentNames } from './store/recent-names.ts'
import { botLevels, hasBot } from './store/seat-kinds.ts'
import { useBotDriver } from './store/use-bot-driver.ts'
import type { PresenterSource } from './teacher/presenter-source.ts'
import type { PadRequest } from './screens/pad/pad-host.tsx'
import { pushTeachEntry } from './teacher/teach-history.ts'
import { gameEngine, withEngine } from './store/game-engine-slot.ts'
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

/**
 * Which history entry the browser is on. The stack is kept as [home] or [home, setup|game]:
 * Back from a game never leaves it by accident (see `onPopState`).
 */
type Entry = 'home' | 'setup' | 'game' | 'history' | 'pad'

const entryOf = (state: unknown): Entry | null => {
  const value = (state as { gavel?: unknown } | null)?.gavel
  return value === 'home' || value === 'setup' || value === 'game' || value === 'history' || value === 'pad' ? value : null
}
const push = (entry: Entry) => history.pushState({ gavel: entry }, '')
const replace = (entry: Entry) => history.replaceState({ gavel: entry }, '')
/** A count's entry names the count, so that a reload reopens it (a new count's setup until it starts). */
const pushPad = (request: PadRequest) => history.pushState({ gavel: 'pad', pad: request.kind === 'open' ? request.id : null }, '')

type Screen = 'home' | 'setup' | 'history'

/**
 * Where a reload lands: the screen its history entry names, so that reloading Setup, the history of
 * finished games or a count returns to it (a game the store reopens comes before any of them, and the
 * boot script leaves out the drawn Home for these, src/boot/boot-script.js).
 */
function arrival(): { screen: Screen; pad: PadRequest | null } {
  if (typeof history === 'undefined') return { screen: 'home', pad: null }
  const entry = entryOf(history.state)
  if (entry === 'setup' || entry === 'history') return { screen: entry, pad: null }
  if (entry !== 'pad') return { screen: 'home', pad: null }
  const id = (history.state as { pad?: unknown }).pad
  return { screen: 'home', pad: typeof id === 'string' ? { kind: 'open', id } : { kind: 'new' } }
}

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

  const [arrived] = useState(arrival)
  const [screen, setScreen] = useState<Screen>(arrived.screen)
  /** The count of a game played with cards on screen, if any. */
  const [pad, setPad] = useState<PadRequest | null>(arrived.pad)
  const [menuOpen, setMenuOpen] = useState(false)
  /** The game teacher mode is presenting, if any (over whatever was showing). */
  const [teaching, setTeaching] = useState<PresenterSource | null>(null)
  // Bots wait while a game is presented: teacher mode shows the game, it does not play it.
  const learnHold = useLearnStore((s) => s.holdBots)
  const learnId = useLearnStore((s) => s.gameId)
  useBotDriver(current !== null && hasBot(current.seats), menuOpen || teaching !== null || learnHold)
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

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  useEffect(() => warmUpOnFirstInteraction(loadSetup, loadTable, loadSale, loadScores), [])

  // The history stack at start: a game reopened after a reload sits on top of Home.
  useEffect(() => {
    const entry = entryOf(history.state)
    if (store().current !== null) {
      if (entry !== 'game') {
        replace('home')
        push('game')
      }
    } else if (entry === 'game' || entry === null) {
      replace('home')
    }
  }, [store])

  const goHome = useCallback(() => {
    setMenuOpen(false)
    setLeaveAsked(false)
    setScreen('home')
    store().closeGame()
    store().refreshGames()
    if (entryOf(history.state) !== 'home') {
      leaving.current = true
      history.back()
    }
  }, [store])

  useEffect(() => {
    const onPopState = (e: PopStateEvent) => {
      const entry = entryOf(e.state) ?? 'home'
      if (leaving.current) {
        leaving.current = false
        return
      }
      if (store().current !== null) {
        if (entry === 'game') return
        if (menuOpen && store().saveProblem !== null) {
          // Leaving would lose a game that could not be saved: ask first, the game's entry kept.
          push('game')
          setMenuOpen(false)
          setLeaveAsked(true)
          return
        }
        if (menuOpen) {
          // A second Back, with the menu already open: to Home. The game stays saved (an unsaved one was asked about above).
          setMenuOpen(false)
          setScreen('home')
          store().closeGame()
          store().refreshGames()
          return
        }
        // Back during a game opens its menu and keeps the game's entry on top.
        push('game')
        setMenuOpen(true)
        return
      }
      setPad(null)
      if (entry === 'setup' || entry === 'history') setScreen(entry)
      else {
        if (entry === 'game' || entry === 'pad') replace('home')
        setScreen('home')
        store().refreshGames()
      }
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
    if (how === 'push') push('game')
    else replace('game')
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
      bots: botLevels(current.seats, current.state.playerCount),
      tableInfo: current.tableInfo,
    }
    const phase = current.state.phase
    body = (
      <>
        {phase === 'over' && <SaveBanner problem={saveProblem} />}
        {/* While the menu is open the table behind it can be neither reached nor read. */}
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
              setScreen('setup')
              store().closeGame()
              replace('setup')
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
  } else if (pad !== null) {
    body = (
      <PadHost
        request={pad}
        recentNames={recentNames()}
        onStarted={(id) => {
          if (entryOf(history.state) === 'pad') history.replaceState({ gavel: 'pad', pad: id }, '')
        }}
        onHome={() => {
          setPad(null)
          if (entryOf(history.state) === 'pad') {
            leaving.current = true
            history.back()
          }
        }}
      />
    )
  } else if (screen === 'history') {
    body = (
      <HistoryScreen
        onPresent={present}
        onOpenCount={(id) => {
          const request = { kind: 'open', id } as const
          pushPad(request)
          setPad(request)
        }}
        onHome={() => {
          if (entryOf(history.state) === 'history') history.back()
          else setScreen('home')
        }}
      />
    )
  } else if (screen === 'setup') {
    body = (
      <>
        <SaveBanner problem={saveProblem} />
        <SetupScreen
          recentNames={recentNames()}
          onBack={() => {
            if (entryOf(history.state) === 'setup') history.back()
            else setScreen('home')
          }}
          onStart={(options) => {
            const error = store().newGame(options)
            if (error === null) {
              setScreen('home')
              enterGame('replace')
            }
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
            push('setup')
            setScreen('setup')
          }}
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
          onCountWithCards={() => {
            const request = { kind: 'new' } as const
            pushPad(request)
            setPad(request)
          }}
          onOpenPad={(id) => {
            const request = { kind: 'open', id } as const
            pushPad(request)
            setPad(request)
          }}
          onHistory={(id) => {
            // The history screen opens this finished game on arrival (history-screen.tsx).
            history.pushState({ gavel: 'history', open: id }, '')
            setScreen('history')
          }}
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
        betweenGames={current === null ? screen === 'home' : current.state.phase === 'over'}
      />
    </>
  )
}
