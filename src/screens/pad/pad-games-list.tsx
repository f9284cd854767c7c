import { Suspense, lazy, useState } from 'react'
import { DamagedRecordCard } from '../../components/damaged-record-card.tsx'
import { finalCount } from '../../engine/antiques.ts'
import type { PlayerCount } from '../../engine/rulesets.ts'
import { padRounds, scorePad } from '../../engine/score-pad.ts'
import { translator, useLocale, useT, type Locale } from '../../i18n/i18n.ts'
import { formatList } from '../../i18n/list-format.ts'
import { homeMessages } from '../../i18n/messages/home.ts'
import { padMessages } from '../../i18n/messages/pad.ts'
import { rulesetMessages } from '../../i18n/messages/rulesets.ts'
import { storedMessages } from '../../i18n/messages/stored.ts'
import { relativeTime } from '../../i18n/relative-time.ts'
import { ANTIQUES_ROUNDS, deletePadGame, listPadGames, type PadDamage, type PadGame, type PadListing } from '../../store/pad-games.ts'
import { useEditionT } from '../../i18n/edition-t.ts'
import { editionTranslator } from '../../i18n/edition-t.ts'

const ConfirmDialog = lazy(() => import('../../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })))

export function padGameName(locale: Locale, game: PadGame): string {
  return game.kind === 'antiques' ? translator(padMessages, locale)('antiquesName') : translator(rulesetMessages, locale)(`${game.ruleset}.name`)
}

export function padPlayers(game: PadGame): readonly string[] {
  return game.kind === 'antiques' ? game.dealers.map((d) => d.name) : game.players
}

/** Who won a finished count, or null while it is in progress. */
export function padWinners(game: PadGame): readonly string[] | null {
  if (!game.finished) return null
  if (game.kind === 'antiques') return finalCount(game.dealers.map((d) => ({ name: d.name, cash: d.cash ?? 0, items: d.items }))).winners
  const scores = scorePad(game.players, game.entries)
  return scores.winners.map((w) => game.players[w] ?? '')
}

/** Where a count in progress stands: "Auction 3 of 7", "Round 2 of 8". */
export function padStageText(locale: Locale, game: PadGame): string {
  if (game.kind === 'antiques') return translator(padMessages, locale)('antiquesRound', { number: game.round, total: ANTIQUES_ROUNDS })
  const t = editionTranslator(padMessages, locale, game.ruleset)
  const rounds = padRounds(game.ruleset, game.players.length as PlayerCount)
  const { phase, round } = game.stage
  if (phase === 'auction') return t('stageAuction', { number: round, total: rounds.auctions })
  if (phase === 'sale') return rounds.saleRounds === null ? t('stageSaleOpen') : t('stageSale', { number: round, total: rounds.saleRounds })
  return t('stageCount')
}

function damageText(locale: Locale, reason: PadDamage): string {
  const th = translator(homeMessages, locale)
  switch (reason.kind) {
    case 'unreadable':
      return th('damagedUnreadable')
    case 'too-large':
      return translator(storedMessages, locale)('damagedTooLarge')
    case 'foreign':
      return th('damagedForeign')
    case 'newer':
      return th('damagedNewer', { version: reason.version })
    case 'invalid':
      return translator(padMessages, locale)('damagedInvalid', { field: reason.field })
  }
}

/** Home's list of counts of games played with cards: open one to go on or correct it, or delete it. */
export function PadGamesList(props: { onOpen: (id: string) => void; now: number }) {
  const t = useEditionT(padMessages)
  const th = useT(homeMessages)
  const locale = useLocale((s) => s.locale)
  const [listed, setListed] = useState<PadListing[]>(listPadGames)
  const [deleting, setDeleting] = useState<PadListing | null>(null)
  if (listed.length === 0) return null

  const names = (g: PadGame) => formatList(locale, padPlayers(g))
  const idOf = (l: PadListing) => (l.ok ? l.game.id : l.id)

  return (
    <section aria-labelledby="pad-games-title">
      <h2 id="pad-games-title" className="mb-4 text-3xl font-bold">
        {t('countsTitle')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {listed.map((l) => {
          if (!l.ok) {
            return (
              <DamagedRecordCard
                key={l.id}
                title={t('damagedTitle')}
                reason={damageText(locale, l.reason)}
                deleteLabel={t('deleteDamagedLabel')}
                deleteText={th('delete')}
                onDelete={() => setDeleting(l)}
              />
            )
          }
          const g = l.game
          const winners = padWinners(g)
          const game = padGameName(locale, g)
          return (
            <li key={g.id} className="flex flex-col gap-3 rounded-2xl bg-white p-5 text-slate-900 shadow">
              <h3 className="text-2xl font-bold">{game}</h3>
              <p className="text-lg">{th('players', { names: names(g) })}</p>
              <p className="text-lg font-semibold">
                {winners === null
                  ? t('countInProgress', { stage: padStageText(locale, g) })
                  : t(winners.length > 1 ? 'countFinishedShared' : 'countFinished', { names: formatList(locale, winners) })}
              </p>
              <p className="text-base text-slate-700">{th('lastPlayed', { when: relativeTime(locale, g.updatedAt, props.now) ?? th('justNow') })}</p>
              <div className="mt-auto flex flex-wrap gap-3">
                <button type="button" className="btn btn-primary grow" aria-label={t('openLabel', { game, names: names(g) })} onClick={() => props.onOpen(g.id)}>
                  {t('open')}
                </button>
                <button type="button" className="btn btn-secondary" aria-label={t('deleteLabel', { game, names: names(g) })} onClick={() => setDeleting(l)}>
                  {th('delete')}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={th('confirmDeleteTitle')}
            body={deleting.ok ? t('confirmDeleteBody', { game: padGameName(locale, deleting.game), names: names(deleting.game) }) : th('confirmDeleteDamagedBody')}
            confirmLabel={th('confirmDelete')}
            cancelLabel={th('keep')}
            danger
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              deletePadGame(idOf(deleting))
              setDeleting(null)
              setListed(listPadGames())
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
