import { useId, useState } from 'react'
import { RANKS } from '../../engine/cards.ts'
import { RULESETS, type PlayerCount } from '../../engine/rulesets.ts'
import { checkFaces, checkPad, faceLeft, moneyLeftMax, padRounds, scorePad, type PadEntry, type PadProblem } from '../../engine/score-pad.ts'
import { useLocale, useT, type Locale } from '../../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../../i18n/numbers.ts'
import { cardMessages } from '../../i18n/messages/cards.ts'
import { padMessages } from '../../i18n/messages/pad.ts'
import { rulesetMessages } from '../../i18n/messages/rulesets.ts'
import { explainResult } from '../../i18n/score-explanation.ts'
import { RulesButton } from '../../rules/rules-button.tsx'
import type { CardsPad, PadStage } from '../../store/pad-games.ts'
import { useEditionT } from '../../i18n/edition-t.ts'
import { editionTranslator } from '../../i18n/edition-t.ts'

/** A check face as the table reads it: "$15,000" or "refused" (For Sale), "K" (Sold!). */
export function faceText(locale: Locale, game: Pick<CardsPad, 'ruleset'>, value: number): string {
  if (RULESETS[game.ruleset].cardNames === 'playing') return RANKS[value - 1] ?? String(value)
  return formatMoney(locale, game.ruleset, value)
}

/** The stages a table goes through, in order: auctions, sale rounds, the final count. */
export function stagesOf(game: Pick<CardsPad, 'ruleset' | 'players'>): PadStage[] {
  const rounds = padRounds(game.ruleset, game.players.length as PlayerCount)
  const stages: PadStage[] = []
  for (let r = 1; r <= rounds.auctions; r++) stages.push({ phase: 'auction', round: r })
  // "Not enough for everyone" sells until the properties run out: as many rounds as auctions at most.
  for (let r = 1; r <= (rounds.saleRounds ?? 1); r++) stages.push({ phase: 'sale', round: r })
  stages.push({ phase: 'count', round: 0 })
  return stages
}

/** A problem with the count, in words. */
export function problemText(locale: Locale, game: CardsPad, p: PadProblem): string {
  const t = editionTranslator(padMessages, locale, game.ruleset)
  const name = (i: number) => game.players[i] ?? ''
  const byCards = RULESETS[game.ruleset].money === 'cards'
  switch (p.kind) {
    case 'face-over-deck':
      return t('problemFaceOver', { face: faceText(locale, game, p.value), entered: p.entered, inDeck: p.inDeck })
    case 'unknown-face':
      return t('problemUnknownFace', { name: name(p.player) })
    case 'checks-over':
      return t('problemChecksOver', { entered: p.entered, inPlay: p.inPlay })
    case 'checks-short':
      return t('problemChecksShort', { count: p.inPlay - p.entered })
    case 'player-checks':
      return t('problemPlayerChecks', { name: name(p.player), count: p.entered, expected: p.expected })
    case 'money-missing':
      return t('problemMoneyMissing', { name: name(p.player) })
    case 'money-over':
      return byCards
        ? t('problemMoneyCardsOver', { name: name(p.player), max: p.max })
        : t('problemMoneyOver', { name: name(p.player), max: formatMoney(locale, game.ruleset, p.max) })
    case 'money-invalid':
      return t('problemMoneyInvalid', { name: name(p.player) })
  }
}

/** The pad for a game played with the cards: where the table is, then everyone's checks and money. */
export function CardsPadScreen(props: { game: CardsPad; onChange: (game: CardsPad) => void; onHome: () => void; saveProblem: string | null }) {
  const { game } = props
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(padMessages, game.ruleset)
  const tc = useT(cardMessages)
  const tr = useT(rulesetMessages)
  const ids = { money: useId(), moneyHint: useId(), status: useId() }
  const [player, setPlayer] = useState(0)
  const players = game.players.length as PlayerCount
  const row = RULESETS[game.ruleset]
  const byCards = row.money === 'cards'
  const rounds = padRounds(game.ruleset, players)
  const stages = stagesOf(game)
  const stageIndex = Math.max(
    0,
    stages.findIndex((s) => s.phase === game.stage.phase && s.round === game.stage.round),
  )
  const checked = checkPad(game.ruleset, game.entries)
  const scores = scorePad(game.players, game.entries)
  const result = checked.blocking.length === 0 ? explainResult(locale, game.ruleset, scores) : null
  const faces = checkFaces(game.ruleset)
  const entry = game.entries[player] as PadEntry
  const name = game.players[player] as string
  const max = moneyLeftMax(game.ruleset, players)
  const money = (n: number) => (byCards ? formatNumber(locale, n) : formatMoney(locale, game.ruleset, n))
  const face = (v: number) => faceText(locale, game, v)
  const faceLabel = (v: number) => (row.cardNames === 'numbered' && v === 0 ? `${face(v)} (${tc('refused')})` : face(v))

  const change = (next: Partial<CardsPad>) => {
    const updated = { ...game, ...next }
    // A count that no longer adds up is no longer finished.
    const finished = updated.finished && checkPad(updated.ruleset, updated.entries).blocking.length === 0
    props.onChange({ ...updated, finished })
  }
  const setEntry = (index: number, e: PadEntry) => change({ entries: game.entries.map((old, i) => (i === index ? e : old)) })
  const addCheck = (value: number) => setEntry(player, { ...entry, checks: [...entry.checks, value] })
  const removeCheck = (at: number) => setEntry(player, { ...entry, checks: entry.checks.filter((_, i) => i !== at) })
  const setMoney = (text: string) => {
    const n = text.trim() === '' ? null : Number(text)
    setEntry(player, { ...entry, moneyLeft: n === null || Number.isNaN(n) ? null : n })
  }
  const goStage = (index: number) => {
    const stage = stages[Math.min(stages.length - 1, Math.max(0, index))] as PadStage
    change({ stage })
  }

  const stageText = (s: PadStage) =>
    s.phase === 'auction'
      ? t('stageAuction', { number: s.round, total: rounds.auctions })
      : s.phase === 'sale'
        ? rounds.saleRounds === null
          ? t('stageSaleOpen')
          : t('stageSale', { number: s.round, total: rounds.saleRounds })
        : t('stageCount')
  const stageHint =
    game.stage.phase === 'auction'
      ? t('auctionHint', { properties: rounds.propertiesPerAuction })
      : game.stage.phase === 'sale'
        ? rounds.saleRounds === null
          ? t('saleHintOpen')
          : t('saleHint', { checks: players })
        : t('countHint')
  const ranked = scores.lines.slice().sort((a, b) => a.rank - b.rank || a.player - b.player)
  const warnings = checked.problems.filter((p) => !checked.blocking.includes(p))

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-8 sm:py-10">
      <header className="flex flex-wrap items-center gap-4">
        <button type="button" className="btn btn-secondary" onClick={props.onHome}>
          <span aria-hidden="true">←</span> {t('home')}
        </button>
        <h1 className="text-3xl font-black sm:text-4xl">{t('cardsTitle', { game: tr(`${game.ruleset}.name`) })}</h1>
        <RulesButton ruleset={game.ruleset} className="btn btn-secondary ml-auto" />
      </header>
      {props.saveProblem !== null && (
        <p role="alert" className="rounded-xl border-4 border-amber-500 bg-amber-100 p-4 text-lg font-semibold text-slate-950">
          {props.saveProblem}
        </p>
      )}

      <section aria-labelledby="pad-stage-title" className="rounded-2xl bg-white p-5 text-slate-900">
        <h2 id="pad-stage-title" className="text-2xl font-bold">
          {t('duringPlay')}
        </h2>
        <p className="mt-1 text-base text-slate-700">{t('duringPlayHint')}</p>
        <p className="mt-3 text-3xl font-black" aria-live="polite">
          {stageText(game.stage)}
        </p>
        <p className="text-lg">{stageHint}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" className="btn btn-secondary" disabled={stageIndex === 0} onClick={() => goStage(stageIndex - 1)}>
            <span aria-hidden="true">←</span> {t('previousStage')}
          </button>
          <button type="button" className="btn btn-primary" disabled={stageIndex === stages.length - 1} onClick={() => goStage(stageIndex + 1)}>
            {t('nextStage')} <span aria-hidden="true">→</span>
          </button>
          {game.stage.phase !== 'count' && (
            <button type="button" className="btn btn-secondary" onClick={() => goStage(stages.length - 1)}>
              {t('toCount')}
            </button>
          )}
        </div>
      </section>

      <section aria-labelledby="pad-count-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 text-slate-900">
        <h2 id="pad-count-title" className="text-2xl font-bold">
          {t('finalCount')}
        </h2>
        <p id={ids.status} role="status" className="text-lg font-semibold">
          {t('checksStatus', { inPlay: checked.checksInPlay, players, entered: checked.checksEntered })}
        </p>

        <div role="group" aria-label={t('whoseCount')} className="flex flex-wrap gap-2">
          {game.players.map((n, i) => {
            const e = game.entries[i] as PadEntry
            return (
              <button
                key={n}
                type="button"
                aria-pressed={i === player}
                onClick={() => setPlayer(i)}
                className={`min-h-12 rounded-xl border-4 px-4 text-lg font-semibold ${
                  i === player ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-300 bg-white text-slate-900'
                }`}
              >
                <bdi>{n}</bdi>{' '}
                <span className="text-base font-normal">
                  {t('playerTab', { checks: e.checks.length })}
                  {e.moneyLeft === null ? '' : ` · ${money(e.moneyLeft)}`}
                </span>
              </button>
            )
          })}
        </div>

        <div className="flex flex-col gap-4 rounded-xl border-2 border-slate-300 p-4">
          <h3 className="text-xl font-bold">{t('checksOf', { name })}</h3>
          {entry.checks.length === 0 ? (
            <p className="text-base text-slate-700">{t('noChecks')}</p>
          ) : (
            <ul aria-label={t('enteredChecks', { name })} className="flex flex-wrap gap-2">
              {entry.checks.map((v, i) => (
                <li key={`${i}-${v}`}>
                  <button
                    type="button"
                    className="min-h-11 rounded-lg border-2 border-emerald-800 bg-emerald-50 px-3 text-lg font-semibold"
                    aria-label={t('removeCheck', { face: faceLabel(v), name })}
                    onClick={() => removeCheck(i)}
                  >
                    {face(v)} <span aria-hidden="true">✕</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="text-base text-slate-700">{t('tapFaces')}</p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {faces.map((f) => {
              const left = faceLeft(game.ruleset, game.entries, f.value)
              return (
                <button
                  key={f.value}
                  type="button"
                  className="flex min-h-14 flex-col items-center justify-center rounded-xl border-2 border-slate-700 bg-white px-2 text-lg font-bold hover:bg-sky-50 disabled:cursor-not-allowed disabled:opacity-40"
                  disabled={left <= 0}
                  aria-label={t('addCheck', { face: faceLabel(f.value), name, left })}
                  onClick={() => addCheck(f.value)}
                >
                  <span>{face(f.value)}</span>
                  <span className="text-sm font-normal">{t('faceLeft', { left })}</span>
                </button>
              )
            })}
          </div>
          <div>
            <label htmlFor={ids.money} className="block text-lg font-semibold">
              {byCards ? t('moneyCardsLeft', { name }) : t('moneyLeft', { name })}
            </label>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="btn btn-secondary min-w-12 px-3"
                aria-label={t('lessMoney')}
                disabled={(entry.moneyLeft ?? 0) <= 0}
                onClick={() => setEntry(player, { ...entry, moneyLeft: Math.max(0, (entry.moneyLeft ?? 1) - 1) })}
              >
                −
              </button>
              <input
                id={ids.money}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                value={entry.moneyLeft ?? ''}
                aria-describedby={ids.moneyHint}
                onChange={(e) => setMoney(e.currentTarget.value)}
                className="min-h-12 w-28 rounded-lg border-2 border-slate-400 px-3 text-xl"
              />
              <button
                type="button"
                className="btn btn-secondary min-w-12 px-3"
                aria-label={t('moreMoney')}
                disabled={(entry.moneyLeft ?? 0) >= max}
                onClick={() => setEntry(player, { ...entry, moneyLeft: Math.min(max, (entry.moneyLeft ?? -1) + 1) })}
              >
                +
              </button>
            </div>
            <p id={ids.moneyHint} className="mt-1 text-base text-slate-700">
              {byCards ? t('moneyCardsHint', { max }) : t('moneyHint', { max: formatMoney(locale, game.ruleset, max) })}
            </p>
          </div>
          {player < players - 1 && (
            <button type="button" className="btn btn-primary self-start" onClick={() => setPlayer(player + 1)}>
              {t('nextPlayer', { name: game.players[player + 1] as string })} <span aria-hidden="true">→</span>
            </button>
          )}
        </div>

        {checked.blocking.length > 0 && (
          <div className="rounded-xl border-4 border-red-700 bg-red-50 p-4 text-red-900">
            <h3 className="text-lg font-bold">{t('blockingTitle')}</h3>
            <ul className="list-disc pl-6 text-lg">
              {checked.blocking.map((p, i) => (
                <li key={i}>{problemText(locale, game, p)}</li>
              ))}
            </ul>
          </div>
        )}
        {warnings.length > 0 && (
          <div className="rounded-xl border-4 border-amber-500 bg-amber-50 p-4 text-slate-950">
            <h3 className="text-lg font-bold">{t('warningsTitle')}</h3>
            <ul className="list-disc pl-6 text-lg">
              {warnings.map((p, i) => (
                <li key={i}>{problemText(locale, game, p)}</li>
              ))}
            </ul>
          </div>
        )}

        <div role="region" aria-labelledby="pad-scores-caption" tabIndex={0} className="overflow-x-auto focus-ring">
          <table className="w-full border-collapse text-left text-base sm:text-lg">
            <caption id="pad-scores-caption" className="mb-2 text-left text-xl font-bold">
              {t('scoresCaption')}
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-400">
                <th scope="col" className="py-2 pr-2">
                  {t('player')}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {t('checksColumn')}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {byCards ? t('moneyCardsColumn') : t('moneyColumn')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('scoreColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ranked.map((l) => (
                <tr key={l.player} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-2 font-semibold">
                    {checked.blocking.length === 0 ? t('rankedName', { rank: l.rank, name: l.name }) : l.name}
                  </th>
                  <td className="py-2 pr-2 text-right">{formatMoney(locale, game.ruleset, l.checkTotal)}</td>
                  <td className="py-2 pr-2 text-right">{money(l.moneyPoints)}</td>
                  <td className="py-2 text-right font-bold">{formatMoney(locale, game.ruleset, l.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {result !== null && (
          <div className="rounded-xl bg-sky-50 p-4">
            <p className="text-2xl font-black">{result.headline}</p>
            <p className="text-lg">{result.why}</p>
          </div>
        )}

        {game.finished ? (
          <p role="status" className="rounded-xl border-4 border-emerald-700 bg-emerald-50 p-4 text-lg font-semibold">
            {t('finishedNote')}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-big"
            disabled={checked.blocking.length > 0}
            onClick={() => change({ finished: true, stage: { phase: 'count', round: 0 } })}
          >
            {t('finish')}
          </button>
        )}
      </section>
    </main>
  )
}
