import { Suspense, lazy, useState, useSyncExternalStore } from 'react'
import type { GameError } from '../engine/types.ts'
import { RULESET_IDS } from '../engine/ruleset-ids.ts'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { RulesButton } from '../rules/rules-button.tsx'
import { useT } from '../i18n/i18n.ts'
import { homeMessages } from '../i18n/messages/home.ts'
import { teacherEntryMessages } from '../i18n/messages/teacher-entry.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { formatList } from '../i18n/list-format.ts'
import { useLocale } from '../i18n/locale-store.ts'
import type { DamageReason, SavedGameListing, SavedGameSummary } from '../store/saved-games.ts'
import { useSettled } from '../device/settled.ts'
import type { LastTable } from '../store/last-table.ts'
import { withGame } from '../game/load-game.ts'
import { preloadable } from '../components/preloadable.ts'
import type { PresenterSource } from '../teacher/presenter-source.ts'

/** Loaded when it is opened: the first page stays within its size budget (scripts/size-budget.mjs). */
import { HISTORY_KEY_PREFIX, KEY_LAST_TABLE, PAD_KEY_PREFIX, hasStoredWithPrefix } from '../storage/storage-keys.ts'
import { useHistoryKeeping } from '../store/history-keeping.ts'
import { readItem } from '../storage/safe-storage.ts'
import { shellMessages } from '../i18n/messages/shell.ts'
const PresentRecordDialog = lazy(() =>
  import('./present-record-dialog.tsx').then((m) => ({ default: m.PresentRecordDialog })),
)
// Importing opens the record as a game at once: the game's actions come with the dialog.
const ImportDialog = lazy(() =>
  withGame(import('./import-dialog.tsx')).then((m) => ({ default: m.ImportDialog })),
)
// "Learn to play" (src/learn/): the guided game starts at once, so the game's actions come with its dialog.
const LearnStartDialog = lazy(() =>
  withGame(import('../learn/learn-start-dialog.tsx')).then((m) => ({ default: m.LearnStartDialog })),
)
// Games in progress are listed once the engine has read them: their words come with it, loaded
// ahead by whoever asks the engine to read them (`preloadSavedGames`), so the list is drawn at once.
const loadSavedGames = () => import('./saved-games-list.tsx')
const SavedGames = preloadable(loadSavedGames, (m) => m.SavedGamesList)
const Restore = preloadable(loadSavedGames, (m) => m.RestoreProblem)
const SavedGamesList = SavedGames.Component
const RestoreProblem = Restore.Component
export const preloadSavedGames = (): Promise<unknown> => Promise.all([SavedGames.preload(), Restore.preload()])
const ConfirmDialog = lazy(() => import('../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })))
// Finished games, apart from those in progress: read (and replayed) once Home has settled.
const HomeHistory = lazy(() => import('./home-history.tsx').then((m) => ({ default: m.HomeHistory })))
/** Settings whose stored value is damaged, told in words: read only once something is stored. */
const DamagedSettings = lazy(() => import('./damaged-settings.tsx').then((m) => ({ default: m.DamagedSettings })))
const DeviceSettings = lazy(() => import('../device/device-chunk.ts').then((m) => ({ default: m.DeviceSettings })))
/** Counts of games played with cards: read from storage once the page has settled. */
const PadGamesList = lazy(() => import('./pad/pad-games-list.tsx').then((m) => ({ default: m.PadGamesList })))

const noTable = (): LastTable | null => null
/**
 * The last table is read, and checked in full, by a module loaded once Home is live: the first page
 * does not carry it, and until then the boot script's line stands in for the button (below).
 */
let lastTables: { readonly lastTableSnapshot: () => LastTable | null } | null = null
const lastTableSnapshot = (): LastTable | null => lastTables?.lastTableSnapshot() ?? null
/** Another tab may set up a table meanwhile. */
function subscribeToStorage(changed: () => void): () => void {
  const onStorage = () => {
    // Nothing kept (a first visit): nothing to load.
    if (lastTables === null && readItem(KEY_LAST_TABLE) !== null) {
      void import('../store/last-table.ts').then((m) => {
        lastTables = m
        changed()
      })
    } else changed()
  }
  window.addEventListener('storage', onStorage)
  onStorage()
  return () => window.removeEventListener('storage', onStorage)
}

/** The app's mark: a gavel on its block (drawn here, so no font or file is needed). */
function GavelMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-12 shrink-0">
      <g transform="rotate(-45 26 22)">
        <rect x="10" y="12" width="32" height="16" rx="4" fill="#7dd3fc" />
        <rect x="23" y="28" width="6" height="30" rx="3" fill="#e2e8f0" />
      </g>
      <rect x="34" y="52" width="26" height="7" rx="2" fill="#e2e8f0" />
    </svg>
  )
}

const SAME_TABLE = 'btn btn-primary min-h-16 min-w-0 grow flex-col items-start gap-0 text-left sm:grow-0'
const SAME_TABLE_LINE = 'text-base font-normal [overflow-wrap:anywhere]'

export function HomeScreen(props: {
  games: readonly SavedGameListing[]
  restoreProblem: DamageReason | null
  onDismissRestoreProblem: () => void
  onNewGame: () => void
  /** Start the last table set up again, in one tap (src/store/last-table.ts). */
  onSameTable?: (table: LastTable) => void
  onResume: (id: string) => void
  onDelete: (id: string) => void
  /** `'already-kept'`: a finished game already in the history (nothing added). */
  onImport: (text: string) => GameError | 'already-kept' | null
  /** Teacher mode: present a saved game, or a record that is read but not saved. */
  onPresent?: (id: string) => void
  onPresentRecord?: (source: PresenterSource) => void
  /** The score pad: count a game played with real cards, or open a saved count. */
  onCountWithCards?: () => void
  onOpenPad?: (id: string) => void
  /** Finished games and stats; with an id, that game's scores and pictures. */
  onHistory?: (id: string | null) => void
  /** "Learn to play": the guided game has started (it is the open game). */
  onLearnStarted?: () => void
  /** For tests: the time "last played" is measured from. */
  now?: number
}) {
  const t = useT(homeMessages)
  const tr = useT(rulesetMessages)
  const locale = useLocale((s) => s.locale)
  const [importing, setImporting] = useState(false)
  const [learning, setLearning] = useState(false)
  const tp = useT(teacherEntryMessages)
  const [presentingRecord, setPresentingRecord] = useState(false)
  const [deleting, setDeleting] = useState<SavedGameListing | null>(null)
  // "This device" is not needed for Home's first screen: it comes once the page has settled.
  const deviceSettings = useSettled()
  // The build's Home (prerendered, then taken over) has no table to offer: it is read once the page is live.
  const lastTable = useSyncExternalStore(subscribeToStorage, lastTableSnapshot, noTable)
  // The moment Home opened: "5 minutes ago" does not tick while it is on screen.
  const [now] = useState(() => props.now ?? Date.now())

  // Finished games are listed apart (HomeHistory): these are the games in progress, and any finished
  // game the history could not keep, which stays here so that Home never loses sight of it.
  const unkept = useHistoryKeeping((s) => s.unkept)
  const games = props.onHistory === undefined ? props.games : props.games.filter((g) => !g.ok || g.state.phase !== 'over' || g.id in unkept)
  const hasHistory = props.games.some((g) => g.ok && g.state.phase === 'over') || hasStoredWithPrefix(HISTORY_KEY_PREFIX)
  const ts = useT(shellMessages)
  const names = (g: SavedGameSummary) => formatList(locale, g.players)
  const gameName = (g: SavedGameSummary) => tr(`${g.ruleset}.name`)

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-6 sm:px-8 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-5xl font-black tracking-tight">
            <GavelMark />
            Gavel
          </h1>
          <p className="mt-2 text-lg text-slate-200">{t('tagline')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RulesButton />
          <LanguageSwitcher />
        </div>
      </header>

      {props.restoreProblem !== null && (
        <Suspense fallback={null}>
          <RestoreProblem reason={props.restoreProblem} onDismiss={props.onDismissRestoreProblem} />
        </Suspense>
      )}

      {deviceSettings && hasStoredWithPrefix('gavel:') && (
        <Suspense fallback={null}>
          <DamagedSettings />
        </Suspense>
      )}

      <div className="flex flex-wrap gap-4">
        <button type="button" className="btn btn-primary btn-big grow sm:grow-0" onClick={props.onNewGame}>
          {t('newGame')}
        </button>
        {props.onLearnStarted !== undefined && (
          <button type="button" className="btn btn-secondary grow sm:grow-0" onClick={() => setLearning(true)}>
            {t('learnToPlay')}
          </button>
        )}
        {props.onSameTable !== undefined && lastTable !== null && (
          <button type="button" className={SAME_TABLE} onClick={() => props.onSameTable?.(lastTable)}>
            <span className="text-xl font-bold">{t('sameTable')}</span>
            <span className={SAME_TABLE_LINE}>
              {t('sameTableLine', { game: tr(`${lastTable.ruleset}.name`), names: formatList(locale, lastTable.seats.map((s) => s.name)) })}
            </span>
          </button>
        )}
        {props.onSameTable !== undefined && lastTable === null && (
          // The build's Home cannot know the last table. This hidden twin carries the words, and the
          // boot script (src/boot/boot-script.js) fills it in and shows it before the first paint, so
          // that the button is already in its place when the app takes over and nothing moves.
          <button
            type="button"
            hidden
            className={SAME_TABLE}
            data-same-table={JSON.stringify({ line: t('sameTableLine', { game: '{game}', names: '{names}' }), games: Object.fromEntries(RULESET_IDS.map((id) => [id, tr(`${id}.name`)])) })}
          >
            <span className="text-xl font-bold">{t('sameTable')}</span>
            <span className={SAME_TABLE_LINE} />
          </button>
        )}
        {props.onCountWithCards !== undefined && (
          <button type="button" className="btn btn-secondary grow sm:grow-0" onClick={props.onCountWithCards}>
            {t('countWithCards')}
          </button>
        )}
        <button type="button" className="btn btn-secondary grow sm:grow-0" onClick={() => setImporting(true)}>
          {t('importRecord')}
        </button>
        {props.onPresentRecord !== undefined && (
          <button type="button" className="btn btn-secondary grow sm:grow-0" onClick={() => setPresentingRecord(true)}>
            {tp('presentRecord')}
          </button>
        )}
      </div>

      <section aria-labelledby="saved-games-title">
        <h2 id="saved-games-title" className="mb-4 text-3xl font-bold">
          {t('savedGames')}
        </h2>
        {games.length === 0 ? (
          <p id="no-saved-games" className="text-lg text-slate-200">{t('noSavedGames')}</p>
        ) : (
          // Listed once the engine has read the saves: the list's words come with it.
          <Suspense fallback={null}>
            <SavedGamesList games={games} now={now} onResume={props.onResume} onPresent={props.onPresent} onDelete={setDeleting} />
          </Suspense>
        )}
      </section>

      {/* With nothing finished yet, only the way in (samples, a backup to restore): a first visit loads none of the list. */}
      {props.onHistory !== undefined && !(deviceSettings && hasHistory) && (
        <section>
          <button type="button" className="btn btn-secondary" onClick={() => props.onHistory?.(null)}>
            {ts('openHistory')}
          </button>
        </section>
      )}
      {deviceSettings && hasHistory && props.onHistory !== undefined && (
        <Suspense fallback={null}>
          <HomeHistory onOpenHistory={props.onHistory} />
        </Suspense>
      )}

      {/* The list of counts loads only when there is one to list: a first visit fetches none of it. */}
      {deviceSettings && props.onOpenPad !== undefined && hasStoredWithPrefix(PAD_KEY_PREFIX) && (
        <Suspense fallback={null}>
          <PadGamesList onOpen={props.onOpenPad} now={now} />
        </Suspense>
      )}

      {deviceSettings && (
        <Suspense fallback={null}>
          <DeviceSettings />
        </Suspense>
      )}

      {importing && (
        <Suspense fallback={null}>
          <ImportDialog
            onClose={() => setImporting(false)}
            onImport={(text) => {
              const error = props.onImport(text)
              if (error === null) setImporting(false)
              return error
            }}
          />
        </Suspense>
      )}
      {learning && props.onLearnStarted !== undefined && (
        <Suspense fallback={null}>
          <LearnStartDialog onClose={() => setLearning(false)} onStarted={props.onLearnStarted} />
        </Suspense>
      )}
      {presentingRecord && props.onPresentRecord !== undefined && (
        <Suspense fallback={null}>
          <PresentRecordDialog onClose={() => setPresentingRecord(false)} onOpen={props.onPresentRecord} />
        </Suspense>
      )}
      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('confirmDeleteTitle')}
            body={deleting.ok ? t('confirmDeleteBody', { game: gameName(deleting), names: names(deleting) }) : t('confirmDeleteDamagedBody')}
            confirmLabel={t('confirmDelete')}
            cancelLabel={t('keep')}
            danger
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              props.onDelete(deleting.id)
              setDeleting(null)
            }}
          />
        </Suspense>
      )}
    </main>
  )
}
