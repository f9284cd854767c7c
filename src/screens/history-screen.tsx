import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { translator, useLocale, useT } from '../i18n/i18n.ts'
import { inputBoundMessages } from '../i18n/messages/input-bounds.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { isRulesetId } from '../engine/rulesets.ts'
import { gameTable } from '../engine/table-view.ts'
import { formatList } from '../i18n/list-format.ts'
import { historyMessages } from '../i18n/messages/history.ts'
import { bgStatsPlay, bgStatsUrl } from '../history/bg-stats.ts'
import { backupFileName, backupText, download, restoreBackup, type BackupProblem } from '../history/history-backup.ts'
import { loadedGameOf, openPlayed, type HistoryEntry, type PlayedEntry, type PlayedGame } from '../history/history-entry.ts'
import { ANTIQUES_RULESET } from '../history/counted-entry.ts'
import { formatDollars } from '../i18n/antiques-text.ts'
import { deletePadGame } from '../store/pad-games.ts'
import { padMessages } from '../i18n/messages/pad.ts'
import { listHistory, removeFromHistory, type HistoryListing } from '../history/history-store.ts'
import { sweepFinishedSaves } from '../history/sweep.ts'
import { bgStatsBotName, damageText, finishedWhen, gameName, winnersText } from '../history/history-words.ts'
import { statsByGame } from '../history/player-stats.ts'
import { playSample, type Sample } from '../history/samples.ts'
import { SampleList, sourceOfSample } from './sample-list.tsx'
import { downloadRecord } from '../game/record-file.ts'
import { deleteGame, loadGame } from '../store/saved-games.ts'
import type { PresenterSource } from '../teacher/presenter-source.ts'
import { PlayerStatsTable } from './player-stats-table.tsx'
import { clearMarks, hasMark, pushMark, stepBack } from '../route.ts'
import { ScoresScreen } from './scores-screen.tsx'
import { DamagedRecordCard } from '../components/damaged-record-card.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

const ConfirmDialog = lazy(() => import('../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })))

/** The history entry the browser is on while a finished game is open over the list (Back closes it). */
const VIEW_KEY = 'historyView'

export { sweepFinishedSaves }

type Viewing = { readonly kind: 'entry'; readonly entry: PlayedEntry } | { readonly kind: 'sample'; readonly sample: Sample }

/**
 * Finished games on this device: each one's result, its scores and pictures, teacher mode, export,
 * BG Stats; the players' stats; a backup of it all; and the sample games built in for teachers.
 */
export function HistoryScreen(props: {
  readonly onHome: () => void
  readonly onPresent: (source: PresenterSource) => void
  /** Open a game counted with cards (a `counted` entry) where it can be seen and corrected. */
  readonly onOpenCount?: (id: string) => void
}) {
  const locale = useLocale((s) => s.locale)
  const t = useT(historyMessages)
  const tp = useEditionT(padMessages)
  const [arrival] = useState(() => {
    sweepFinishedSaves()
    const all = listHistory()
    // Home's list sends us here with a game to open (`open` in the browser's history entry).
    const openId = (history.state as { open?: unknown } | null)?.open
    const wanted = typeof openId === 'string' ? all.find((l) => l.id === openId) : undefined
    const entry = wanted?.ok ? wanted.entry : null
    return { all, open: entry?.kind === 'played' ? entry : null, count: entry?.kind === 'counted' ? entry.id : null }
  })
  const [listings, setListings] = useState<readonly HistoryListing[]>(arrival.all)
  const [viewing, setViewing] = useState<Viewing | null>(arrival.open === null ? null : { kind: 'entry', entry: arrival.open })
  const [deleting, setDeleting] = useState<HistoryListing | null>(null)
  const [report, setReport] = useState<{ readonly lines: readonly string[]; readonly bad: boolean } | null>(null)
  const restoreId = useId()

  const refresh = useCallback(() => setListings(listHistory()), [])

  const view = useCallback((next: Viewing) => {
    pushMark(VIEW_KEY)
    setViewing(next)
    window.scrollTo?.(0, 0)
  }, [])
  const closeView = () => {
    if (hasMark(history.state, VIEW_KEY)) stepBack()
    else setViewing(null)
  }

  const { onOpenCount } = props
  const arrived = useRef(false)
  useEffect(() => {
    if (arrived.current) return
    arrived.current = true
    // The game asked for is opened once only; back here from teacher mode, the list shows.
    clearMarks(VIEW_KEY)
    if (arrival.open !== null) pushMark(VIEW_KEY)
    // A game counted with cards opens in its pad.
    if (arrival.count !== null) onOpenCount?.(arrival.count)
  }, [arrival, onOpenCount])

  useEffect(() => {
    const onPopState = (e: PopStateEvent) => {
      if (!hasMark(e.state, VIEW_KEY)) setViewing(null)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  const entries = useMemo(() => listings.flatMap((l) => (l.ok ? [l.entry] : [])), [listings])
  const stats = useMemo(() => statsByGame(entries), [entries])

  if (viewing !== null) {
    return <FinishedGameView viewing={viewing} onBack={closeView} onPresent={props.onPresent} />
  }

  const names = (e: HistoryEntry) => formatList(locale, e.players.map((p) => p.name))
  const labels = (e: HistoryEntry) => ({ game: gameName(locale, e.ruleset), names: names(e), when: finishedWhen(locale, e.finishedAt) })

  const onRestore = async (file: File | undefined) => {
    if (file === undefined) return
    let text: string
    try {
      text = await file.text()
    } catch {
      setReport({ lines: [t('backupUnreadable')], bad: true })
      return
    }
    const tb = translator(inputBoundMessages, locale)
    const restored = restoreBackup(text)
    if (!restored.ok) {
      const problem: Record<BackupProblem, string> = {
        empty: t('backupEmpty'),
        'not-json': t('backupNotJson'),
        'not-backup': t('backupNotBackup'),
        newer: t('backupNewer'),
        'too-large': tb('backupTooLarge'),
        'too-deep': tb('backupTooDeep'),
      }
      setReport({ lines: [problem[restored.problem]], bad: true })
      return
    }
    const r = restored.report
    const lines = [t('restored', { count: r.added })]
    if (r.renamed > 0) lines.push(tb('restoredRenamed', { count: formatNumber(locale, r.renamed) }))
    if (r.already > 0) lines.push(t('restoredAlready', { count: r.already }))
    for (const s of r.skipped) lines.push(t('restoredSkipped', { n: formatNumber(locale, s.index + 1), reason: damageText(locale, s.damage) }))
    if (r.unsaved > 0) lines.push(t('restoredUnsaved', { count: formatNumber(locale, r.unsaved) }))
    setReport({ lines, bad: r.skipped.length > 0 || r.unsaved > 0 })
    refresh()
  }

  const card = 'flex flex-col gap-3 rounded-2xl bg-white p-5 text-slate-900 shadow'

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 sm:px-8 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl font-black tracking-tight">{t('title')}</h1>
        <button type="button" className="btn btn-secondary" onClick={props.onHome}>
          {t('home')}
        </button>
      </header>

      <section aria-labelledby="history-games">
        <h2 id="history-games" className="mb-4 text-3xl font-bold">
          {t('gamesHeading')}
        </h2>
        {listings.length === 0 ? (
          <p className="text-lg text-slate-200">{t('noGames')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {listings.map((l) =>
              l.ok ? (
                <li key={l.id} className={card}>
                  <h3 className="text-2xl font-bold">{gameName(locale, l.entry.ruleset)}</h3>
                  <p className="text-lg font-semibold">{winnersText(locale, l.entry)}</p>
                  <ol className="flex flex-wrap gap-x-4 gap-y-1 text-lg tabular-nums">
                    {l.entry.players
                      .slice()
                      .sort((a, b) => a.rank - b.rank)
                      .map((p) => (
                        // A name of 40 letters breaks where it must rather than widening the page.
                        <li key={p.name} className="min-w-0 [overflow-wrap:anywhere]">
                          {p.winner ? <span aria-hidden="true">★ </span> : null}
                          <bdi>{p.name}</bdi>{' '}
                          <strong>
                            {isRulesetId(l.entry.ruleset)
                              ? formatMoney(locale, l.entry.ruleset, p.score)
                              : l.entry.ruleset === ANTIQUES_RULESET
                                ? formatDollars(locale, p.score)
                                : formatNumber(locale, p.score)}
                          </strong>
                        </li>
                      ))}
                  </ol>
                  <p className="text-base text-slate-700">{t('finished', { when: finishedWhen(locale, l.entry.finishedAt) })}</p>
                  <div className="mt-auto flex flex-wrap gap-2">
                    {/* A game played in Gavel has its record: its pictures, teacher mode, its file. */}
                    {l.entry.kind === 'played' ? (
                      <>
                        <button type="button" className="btn btn-primary grow" aria-label={t('openLabel', labels(l.entry))} onClick={() => view({ kind: 'entry', entry: l.entry as PlayedEntry })}>
                          {t('open')}
                        </button>
                        <button type="button" className="btn btn-secondary" aria-label={t('presentLabel', labels(l.entry))} onClick={() => props.onPresent(sourceOfEntry(l.entry as PlayedEntry))}>
                          {t('present')}
                        </button>
                        <button type="button" className="btn btn-secondary" aria-label={t('exportLabel', labels(l.entry))} onClick={() => downloadRecord(loadedGameOf(l.entry as PlayedEntry))}>
                          {t('export')}
                        </button>
                      </>
                    ) : (
                      props.onOpenCount !== undefined && (
                        <button type="button" className="btn btn-primary grow" aria-label={tp('openLabel', labels(l.entry))} onClick={() => props.onOpenCount?.(l.id)}>
                          {tp('open')}
                        </button>
                      )
                    )}
                    {/* BG Stats knows For Sale; Antique Dealer's SOLD is another game. */}
                    {l.entry.ruleset !== ANTIQUES_RULESET && (
                      <a className="btn btn-secondary" href={bgStatsUrl(bgStatsPlay(l.entry, (level) => bgStatsBotName(locale, level)))} target="_blank" rel="noopener noreferrer">
                        {t('logToBgStats')}
                        <span className="sr-only"> {t('opensBgStats')}</span>
                      </a>
                    )}
                    <button type="button" className="btn btn-secondary" aria-label={t('deleteLabel', labels(l.entry))} onClick={() => setDeleting(l)}>
                      {t('delete')}
                    </button>
                  </div>
                </li>
              ) : (
                <DamagedRecordCard
                  key={l.id}
                  title={t('damagedTitle')}
                  reason={damageText(locale, l.damage)}
                  deleteLabel={t('deleteDamagedLabel')}
                  deleteText={t('delete')}
                  onDelete={() => setDeleting(l)}
                />
              ),
            )}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-stats">
        <h2 id="history-stats" className="mb-2 text-3xl font-bold">
          {t('statsHeading')}
        </h2>
        <p className="mb-4 text-lg text-slate-200">{t('statsIntro')}</p>
        {stats.length === 0 ? (
          <p className="text-lg text-slate-200">{t('noStats')}</p>
        ) : (
          // One table per game: Antique Dealer's SOLD is not For Sale, and its wins are not theirs.
          stats.map((g) => (
            <section key={g.game} aria-labelledby={`history-stats-${g.game}`} className="mb-6">
              <h3 id={`history-stats-${g.game}`} className="mb-2 text-2xl font-bold">
                {t(g.game === 'antiques' ? 'statsGameAntiques' : 'statsGameForSale')}
              </h3>
              <PlayerStatsTable stats={g.players} />
            </section>
          ))
        )}
      </section>

      <section aria-labelledby="history-backup">
        <h2 id="history-backup" className="mb-2 text-3xl font-bold">
          {t('backupHeading')}
        </h2>
        <p className="mb-4 text-lg text-slate-200">{t('backupIntro')}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              if (entries.length === 0) setReport({ lines: [t('nothingToExport')], bad: false })
              else download(backupText(entries, Date.now()), backupFileName(new Date()))
            }}
          >
            {t('exportAll')}
          </button>
          <input
            id={restoreId}
            type="file"
            accept=".json,application/json,text/plain"
            className="peer sr-only"
            onChange={(e) => {
              void onRestore(e.currentTarget.files?.[0])
              e.currentTarget.value = ''
            }}
          />
          <label
            htmlFor={restoreId}
            className="btn btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-500"
          >
            {t('restore')}
          </label>
        </div>
        <div role="status" aria-live="polite">
          {report !== null && (
            <ul className={`mt-4 rounded-xl border-4 p-4 text-lg font-semibold ${report.bad ? 'border-amber-500 bg-amber-50 text-slate-950' : 'border-emerald-500 bg-emerald-50 text-slate-950'}`}>
              {report.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="history-samples">
        <h2 id="history-samples" className="mb-2 text-3xl font-bold">
          {t('samplesHeading')}
        </h2>
        <p className="mb-4 text-lg text-slate-200">{t('samplesIntro')}</p>
        <SampleList onPresent={props.onPresent} onOpen={(sample) => view({ kind: 'sample', sample })} />
      </section>

      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('confirmDeleteTitle')}
            body={deleting.ok ? t('confirmDeleteBody', labels(deleting.entry)) : t('confirmDeleteDamagedBody')}
            confirmLabel={t('confirmDelete')}
            cancelLabel={t('keep')}
            danger
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              removeFromHistory(deleting.id)
              // The saved game it came from goes too, or it would come back into history.
              const saved = loadGame(deleting.id)
              if (saved.ok && saved.game.state.phase === 'over') deleteGame(deleting.id)
              // Likewise the count a game played with cards came from.
              if (deleting.ok && deleting.entry.kind === 'counted') deletePadGame(deleting.id)
              setDeleting(null)
              refresh()
            }}
          />
        </Suspense>
      )}
    </main>
  )
}

function sourceOfEntry(entry: PlayedEntry): PresenterSource {
  const game = openPlayed(entry)
  return { record: game.record, dealCode: entry.dealCode, startAt: 'start', ...(game.seats === undefined ? {} : { seats: game.seats }) }
}

/** A finished game from history, or a sample: its scores and pictures, and what can be done with it. */
function FinishedGameView(props: { readonly viewing: Viewing; readonly onBack: () => void; readonly onPresent: (source: PresenterSource) => void }) {
  const t = useT(historyMessages)
  const { viewing } = props
  const game: PlayedGame = viewing.kind === 'entry' ? openPlayed(viewing.entry) : playSample(viewing.sample)
  const entry = viewing.kind === 'entry' ? viewing.entry : null
  const dealCode = entry !== null ? entry.dealCode : viewing.kind === 'sample' ? viewing.sample.dealCode : null
  return (
    <ScoresScreen
      table={gameTable(game.state, game.events)}
      onExport={() =>
        downloadRecord(
          entry !== null
            ? loadedGameOf(entry)
            : { id: 'sample', ...game, dealCode, createdAt: 0, updatedAt: 0 },
        )
      }
      onCopyDealCode={null}
      onHome={props.onBack}
      homeLabel={t('backToHistory')}
      onPresent={() => props.onPresent(entry !== null ? sourceOfEntry(entry) : sourceOfSample((viewing as { sample: Sample }).sample))}
      {...(entry === null
        ? {}
        : { play: { id: entry.id, createdAt: entry.startedAt, updatedAt: entry.finishedAt, ...(game.seats === undefined ? {} : { seats: game.seats }) } })}
    />
  )
}
