import { RULESETS } from '../engine/rulesets.ts'
import type { GameTable } from '../engine/table-view.ts'
import { CheckCard } from '../components/check-card.tsx'
import { MoneyCard } from '../components/money-card.tsx'
import { PropertyCard } from '../components/property-card.tsx'
import { SaleReveal } from '../components/sale-reveal.tsx'
import { RulesButton } from '../rules/rules-button.tsx'
import { useLocale, useT } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { scoresMessages } from '../i18n/messages/scores.ts'
import { teacherMenuMessages } from '../i18n/messages/teacher-menu.ts'
import { narrate } from '../i18n/narrate.ts'
import { explainResult } from '../i18n/score-explanation.ts'
import { placeSentences, placeText, scoreSum } from '../story/score-words.ts'
import { scoreWordsMessages } from '../i18n/messages/score-words.ts'
import { historyMessages } from '../i18n/messages/history.ts'
import { bgStatsPlay, bgStatsUrl } from '../history/bg-stats.ts'
import { bgStatsBotName } from '../history/history-words.ts'
import { playersOfScores } from '../history/history-entry.ts'
import { botLevels, type SeatKind } from '../store/seat-kinds.ts'
import { SeatFace } from '../components/seat-face.tsx'
import { HistoryNotKept } from '../components/history-not-kept.tsx'
import { sharingRank } from '../story/places.ts'
import { GameStory } from '../story/game-story.tsx'
import type { ReactNode } from 'react'
import { lastSaleOf } from '../engine/table-log.ts'
import { useEditionT } from '../i18n/edition-t.ts'

export interface ScoresScreenProps {
  /** A finished game as the table sees it (engine/table-view.ts): everything its scores count is public. */
  readonly table: GameTable
  /** Absent: no "play again" (a game seen from history). */
  readonly onPlayAgain?: () => void
  readonly onExport: () => void
  /** null when the game has no deal code (an imported record). */
  readonly onCopyDealCode: (() => void) | null
  readonly onHome: () => void
  /** Teacher mode: replay the game move by move, with the reason for each. */
  readonly onPresent?: () => void
  /** The play as BG Stats logs it: the game's id, when it started and last moved (ms), who played each seat. */
  readonly play?: { readonly id: string; readonly createdAt: number; readonly updatedAt: number; readonly seats?: readonly SeatKind[] }
  /** What "Home" says (a game seen from history goes back to it). */
  readonly homeLabel?: string
  /** More actions, after the others (a game seen from history: delete it). */
  readonly extraActions?: ReactNode
}

/** The end: each player's checks, money and total, ranks, who won and why, and the set-aside cards. */
export function ScoresScreen(props: ScoresScreenProps) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(scoresMessages)
  const tp = useT(teacherMenuMessages)
  const tw = useT(scoreWordsMessages)
  const th = useT(historyMessages)
  const { view, log: events, scores } = props.table.onlookers
  // Only a finished game has scores; the shell shows this screen for nothing else.
  if (scores === null) return null
  const ruleset = view.ruleset
  const row = RULESETS[ruleset]
  const money = (n: number) => formatMoney(locale, ruleset, n)
  const names = view.seats.map((s) => s.name)
  const result = explainResult(locale, ruleset, scores)
  const ranked = scores.lines.slice().sort((a, b) => a.rank - b.rank || a.player - b.player)
  const lastSale = lastSaleOf(events)
  const setAside = view.setAside
  const anySetAside = setAside !== null && (setAside.properties.length > 0 || setAside.checks.length > 0)
  // Ties at the top are said by `result.why`; those further down get a sentence each.
  const topScore = Math.max(...scores.lines.map((l) => l.score))
  const places = placeSentences(locale, ruleset, {
    ...scores,
    lines: scores.lines.filter((l) => l.score !== topScore),
  })
  const play = props.play
  const bgStats =
    play === undefined
      ? null
      : bgStatsUrl(
          bgStatsPlay(
            {
              id: play.id,
              kind: 'played',
              ruleset,
              startedAt: Math.min(play.createdAt, play.updatedAt),
              finishedAt: play.updatedAt,
              players: playersOfScores(scores, view.startPlayer, play.seats),
            },
            (level) => bgStatsBotName(locale, level),
          ),
        )

  return (
    <div className="flex min-h-dvh flex-col bg-slate-900 text-white">
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 lg:p-6 xl:gap-4">
        <section data-tour="score" aria-labelledby="result-heading" className="rounded-2xl border-4 border-amber-300 bg-amber-800 p-5 shadow-lg xl:py-3">
          <p className="text-base font-bold uppercase tracking-wider">{t('heading')}</p>
          <h1 id="result-heading" className="text-4xl font-black sm:text-6xl xl:text-5xl">
            {result.headline}
          </h1>
          <p className="mt-2 text-xl font-semibold">{result.why}</p>
          {places.length > 0 && (
            <ul aria-label={tw('placesHeading')} className="mt-2 flex flex-col gap-1 text-lg">
              {places.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="standings-heading">
          <h2 id="standings-heading" className="mb-2 text-lg font-bold">
            {t('caption')}
          </h2>
          {/* Two columns on a wide screen, each face beside its name: four players' standings fit a 1080p screen with the result above. */}
          <ol className="grid grid-cols-1 gap-3 xl:grid-cols-2">
            {ranked.map((line) => {
              const seat = view.seats[line.player]
              const won = scores.winners.includes(line.player)
              return (
                <li
                  key={line.player}
                  aria-labelledby={`standing-${line.player}`}
                  className={`grid grid-cols-1 gap-3 rounded-2xl border-4 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-start xl:grid-cols-[minmax(0,1fr)_auto] ${
                    won ? 'border-amber-300 bg-slate-800' : 'border-slate-700 bg-slate-800/60'
                  }`}
                >
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 sm:min-w-48 sm:flex-col sm:gap-1 xl:col-start-1 xl:row-start-1 xl:flex-row xl:items-center xl:gap-x-3">
                    <SeatFace seat={line.player} name={line.name} bot={botLevels(props.play?.seats, view.seats.length)[line.player] ?? null} size="md" className="self-center sm:self-start xl:self-center" />
                    <h3 id={`standing-${line.player}`} className="min-w-0 text-2xl font-black [overflow-wrap:anywhere]">
                      <span className="tabular-nums">{t('rankN', { rank: formatNumber(locale, line.rank) })}</span> <bdi>{line.name}</bdi>
                    </h3>
                    {won && (
                      <span className="rounded-full bg-amber-300 px-2 py-0.5 text-sm font-bold text-slate-950">{t('winner')}</span>
                    )}
                    {sharingRank(scores, line) > 1 && (
                      <span className="rounded-full border-2 border-amber-300 px-2 py-0.5 text-sm font-bold">
                        {tw('placeShared', { place: placeText(locale, line.rank) })}
                      </span>
                    )}
                    <p className="ml-auto text-3xl font-black tabular-nums sm:hidden">
                      <span className="sr-only">{t('total')}: </span>
                      {money(line.score)}
                    </p>
                  </div>
                  <dl className="grid grid-cols-1 gap-2 xl:col-span-2 xl:row-start-2">
                    <div>
                      <dt className="sr-only">{t('total')}</dt>
                      <dd className="text-lg font-semibold tabular-nums text-amber-100">{scoreSum(locale, ruleset, line)}</dd>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <dt className="w-full text-sm font-semibold text-slate-300">
                        {t('checks')}:{' '}
                        {(seat?.checks.length ?? 0) === 0 ? t('noChecks') : money(line.checkTotal)}
                      </dt>
                      <dd>
                        <ul className="flex flex-wrap gap-1">
                          {/* Each card its own flex box: no line's baseline gap under it, so four standings stay in view at 1080p. */}
                          {(seat?.checks ?? []).map((c, i) => (
                            <li key={`${c}-${i}`} className="flex">
                              <CheckCard ruleset={ruleset} card={c} size="sm" />
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <dt className="text-sm font-semibold text-slate-300">{t('money')}:</dt>
                      {row.moneyScore === 'card-count' ? (
                        <dd className="flex flex-wrap items-center gap-2">
                          <ul className="flex flex-wrap gap-1">
                            {(seat?.moneyCards ?? []).map((v) => (
                              <li key={v} className="flex">
                                <MoneyCard seat={line.player} value={v} size="sm" />
                              </li>
                            ))}
                          </ul>
                          <span className="font-semibold">{t('cardsLeft', { count: line.moneyPoints })}</span>
                        </dd>
                      ) : (
                        <dd className="text-xl font-bold tabular-nums">{money(line.moneyPoints)}</dd>
                      )}
                    </div>
                  </dl>
                  <p className="hidden text-right sm:block xl:col-start-2 xl:row-start-1">
                    <span className="block text-sm font-semibold text-slate-300">{t('total')}</span>
                    <span className="text-4xl font-black tabular-nums">{money(line.score)}</span>
                  </p>
                </li>
              )
            })}
          </ol>
        </section>

        <HistoryNotKept gameId={props.play?.id} onExport={props.onExport} />

        <nav aria-label={t('heading')} className="flex flex-wrap gap-3">
          {props.onPlayAgain !== undefined && (
            <button type="button" onClick={props.onPlayAgain} className="btn btn-primary btn-big focus-ring focus-visible:ring-offset-2">
              {t('playAgain')}
            </button>
          )}
          {bgStats !== null && (
            <a href={bgStats} target="_blank" rel="noopener noreferrer" className="btn btn-secondary focus-ring focus-visible:ring-offset-2">
              {th('logToBgStats')}
              <span className="sr-only"> {th('opensBgStats')}</span>
            </a>
          )}
          <button type="button" onClick={props.onExport} className="btn btn-secondary focus-ring focus-visible:ring-offset-2">
            {t('export')}
          </button>
          {props.onCopyDealCode !== null && (
            <button type="button" onClick={props.onCopyDealCode} className="btn btn-secondary focus-ring focus-visible:ring-offset-2">
              {t('copyDealCode')}
            </button>
          )}
          <button type="button" onClick={props.onHome} className="btn btn-secondary focus-ring focus-visible:ring-offset-2">
            {props.homeLabel ?? t('home')}
          </button>
          <RulesButton ruleset={ruleset} className="btn btn-secondary focus-ring focus-visible:ring-offset-2" />
          {props.onPresent !== undefined && (
            <button type="button" onClick={props.onPresent} className="btn btn-secondary focus-ring focus-visible:ring-offset-2">
              {tp('presentFromStart')}
            </button>
          )}
          {props.extraActions}
        </nav>

        <GameStory state={view} events={events} />

        {lastSale !== null &&
          (lastSale.type === 'sale-revealed' ? (
            <SaleReveal ruleset={ruleset} reveal={lastSale} names={names} headingLevel={2} />
          ) : (
            <section aria-labelledby="last-sale-heading">
              <h2 id="last-sale-heading" className="mb-2 text-2xl font-black">
                {t('lastSale')}
              </h2>
              <p className="text-lg">{narrate(lastSale, { ruleset, names }, locale)}</p>
            </section>
          ))}

        <section aria-labelledby="set-aside-heading">
          <h2 id="set-aside-heading" className="mb-2 text-2xl font-black">
            {t('setAsideHeading')}
          </h2>
          {!anySetAside || setAside === null ? (
            <p className="text-lg">{t('setAsideNone')}</p>
          ) : (
            <div className="flex flex-col gap-3">
              <div>
                <h3 className="mb-1 text-lg font-bold">{t('setAsideProperties')}</h3>
                <ul className="flex flex-wrap gap-2">
                  {setAside.properties.map((p) => (
                    <li key={p}>
                      <PropertyCard ruleset={ruleset} card={p} size="md" />
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="mb-1 text-lg font-bold">{t('setAsideChecks')}</h3>
                <ul className="flex flex-wrap gap-2">
                  {setAside.checks.map((c, i) => (
                    <li key={`${c}-${i}`}>
                      <CheckCard ruleset={ruleset} card={c} size="md" />
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </section>
      </main>
    </div>
  )
}
