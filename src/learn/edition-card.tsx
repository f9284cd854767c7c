import type { RulesetId } from '../engine/rulesets.ts'
import { Dialog } from '../components/dialog.tsx'
import { useT } from '../i18n/i18n.ts'
import { editionCardMessages } from '../i18n/messages/edition-card.ts'
import { rulesetDifferences } from '../i18n/messages/ruleset-differences.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'

/**
 * What a player who knows another edition must be told before the first game of this one. For
 * Sale's editions are told against the classic game; the classic game against Sold!, and only to a
 * device that has played Sold! (the classic game is the reference, not a variant of anything else).
 */
const AGAINST: { readonly [R in RulesetId]: RulesetId } = {
  sold: 'for-sale',
  'for-sale': 'sold',
  'for-sale-gryphon': 'for-sale',
  'for-sale-scarce': 'for-sale',
}

const POINTS = ['1', '2', '3'] as const

export function EditionCard(props: { readonly ruleset: RulesetId; readonly onClose: () => void }) {
  const t = useT(editionCardMessages)
  const tr = useT(rulesetMessages)
  const td = useT(rulesetDifferences)
  const { ruleset } = props
  return (
    <Dialog title={t('title', { edition: tr(`${ruleset}.name`) })} onClose={props.onClose}>
      <p className="text-base font-semibold sm:text-lg">{td(ruleset)}</p>
      <p className="mt-2 text-base text-slate-700 sm:mt-3">{t('against', { other: tr(`${AGAINST[ruleset]}.name`) })}</p>
      <ul className="mt-1 list-disc space-y-1 pl-6 text-base sm:space-y-2 sm:text-lg">
        {POINTS.map((n) => (
          <li key={n}>{t(`${ruleset}.${n}`)}</li>
        ))}
      </ul>
      <div className="mt-3 flex justify-end sm:mt-5">
        <button type="button" data-autofocus="" className="btn btn-primary" onClick={props.onClose}>
          {t('gotIt')}
        </button>
      </div>
    </Dialog>
  )
}
