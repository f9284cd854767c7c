import { gameTable } from '../engine/table-view.ts'
import { DamagedRecordCard } from '../components/damaged-record-card.tsx'
import { useT } from '../i18n/i18n.ts'
import { homeMessages } from '../i18n/messages/home.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { teacherEntryMessages } from '../i18n/messages/teacher-entry.ts'
import { formatList } from '../i18n/list-format.ts'
import { relativeTime } from '../i18n/relative-time.ts'
import { useLocale } from '../i18n/locale-store.ts'
import type { DamageReason, SavedGameListing, SavedGameSummary } from '../store/saved-games.ts'
import { damageText } from './damage-text.ts'
import { useLazyErrorText } from './lazy-error-text.ts'
import { phaseText } from './saved-game-phase.ts'

/*
 * Home's games in progress and a game that could not be reopened. Saves are read (replayed) by the
 * engine before anything is listed, so their words load with it, off the first page.
 */

/** The game open when the page was last closed could not be reopened: why, once. */
export function RestoreProblem(props: { readonly reason: DamageReason; readonly onDismiss: () => void }) {
  const t = useT(homeMessages)
  const locale = useLocale((s) => s.locale)
  const errorExplained = useLazyErrorText(props.reason.kind === 'invalid')
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-4 border-amber-500 bg-amber-100 p-4 text-slate-950">
      <p className="text-lg font-semibold">{t('restoreProblem', { reason: damageText(locale, props.reason, errorExplained) })}</p>
      <button type="button" className="btn btn-secondary" onClick={props.onDismiss}>
        {t('dismiss')}
      </button>
    </div>
  )
}

export function SavedGamesList(props: {
  readonly games: readonly SavedGameListing[]
  /** The moment Home opened: "5 minutes ago" does not tick while it is on screen. */
  readonly now: number
  readonly onResume: (id: string) => void
  readonly onPresent?: ((id: string) => void) | undefined
  /** Ask before deleting this one. */
  readonly onDelete: (game: SavedGameListing) => void
}) {
  const { games, now } = props
  const t = useT(homeMessages)
  const tr = useT(rulesetMessages)
  const tp = useT(teacherEntryMessages)
  const locale = useLocale((s) => s.locale)
  const errorExplained = useLazyErrorText(games.some((g) => !g.ok && g.reason.kind === 'invalid'))
  const names = (g: SavedGameSummary) => formatList(locale, g.players)
  const gameName = (g: SavedGameSummary) => tr(`${g.ruleset}.name`)
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {games.map((g) =>
        g.ok ? (
          <li key={g.id} className="flex flex-col gap-3 rounded-2xl bg-white p-5 text-slate-900 shadow">
            <h3 className="text-2xl font-bold">{gameName(g)}</h3>
            <p className="text-lg">{t('players', { names: names(g) })}</p>
            <p className="text-lg font-semibold">{phaseText(locale, gameTable(g.state, []).onlookers)}</p>
            <p className="text-base text-slate-700">
              {t('lastPlayed', { when: relativeTime(locale, g.updatedAt, now) ?? t('justNow') })}
            </p>
            <div className="mt-auto flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary grow"
                aria-label={t('resumeLabel', { game: gameName(g), names: names(g) })}
                onClick={() => props.onResume(g.id)}
              >
                {t('resume')}
              </button>
              {props.onPresent !== undefined && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={tp('presentLabel', { game: gameName(g), names: names(g) })}
                  onClick={() => props.onPresent?.(g.id)}
                >
                  {tp('present')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={t('deleteLabel', { game: gameName(g), names: names(g) })}
                onClick={() => props.onDelete(g)}
              >
                {t('delete')}
              </button>
            </div>
          </li>
        ) : (
          <DamagedRecordCard
            key={g.id}
            title={t('damagedTitle')}
            reason={damageText(locale, g.reason, errorExplained)}
            deleteLabel={t('deleteDamagedLabel')}
            deleteText={t('delete')}
            onDelete={() => props.onDelete(g)}
          />
        ),
      )}
    </ul>
  )
}
