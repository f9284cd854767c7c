import type { RulesetId } from '../engine/rulesets.ts'
import { isPlayingCards } from '../i18n/card-text.ts'
import {} from '../i18n/i18n.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'
import { CardBack, type CardBackKind } from './card-back.tsx'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * Cards a player keeps face down (a table played "as the box"): their backs and how many, never
 * their faces; the faces are not in the page at all. Given a `ruleset` (and `kind`), the backs are
 * the pack's own (`CardBack`); without one, plain backs.
 */
export function FaceDownCards(props: {
  readonly count: number
  readonly ruleset?: RulesetId
  /** Which pack the cards come from: properties (the default) or checks. */
  readonly kind?: Exclude<CardBackKind, 'money'>
}) {
  const t = useEditionT(tableInfoMessages)
  if (props.count === 0) return <span className="text-base text-slate-300">{t('noneYet')}</span>
  const shown = Math.min(props.count, 6)
  const landscape = props.kind === 'check' && props.ruleset !== undefined && !isPlayingCards(props.ruleset)
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`inline-flex ${landscape ? '-space-x-16' : '-space-x-6'}`}>
        {Array.from({ length: shown }, (_, i) =>
          props.ruleset === undefined ? (
            <span
              key={i}
              className="inline-block h-10 w-7 rounded-md border-2 border-slate-300 bg-[repeating-linear-gradient(45deg,#1e3a8a_0_4px,#334155_4px_8px)]"
            />
          ) : (
            <CardBack key={i} ruleset={props.ruleset} kind={props.kind ?? 'property'} size="sm" />
          ),
        )}
      </span>
      <span className="text-base font-semibold">{t('faceDown', { count: props.count })}</span>
    </span>
  )
}
