import { useMemo } from 'react'
import type { GameEvent, PlayerView } from '../engine/types.ts'
import { useLocale } from '../i18n/i18n.ts'
import { storyMessages } from '../i18n/messages/story.ts'
import { playerSentences } from './story-words.ts'
import { BargainChart } from './bargain-chart.tsx'
import { MoneyChart } from './money-chart.tsx'
import { SaleGrid } from './sale-grid.tsx'
import { seatColor } from './seat-style.ts'
import { storyOf } from './story.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The story of a finished game in pictures: money through the auctions, bargains and overpays,
 * the sale rounds, and a sentence or two per player. Each picture carries its text alternative.
 */
export function GameStory(props: {
  readonly state: Pick<PlayerView, 'ruleset' | 'playerCount'> & { readonly seats: readonly { readonly name: string }[] }
  readonly events: readonly GameEvent[]
  /** Teacher mode: bigger text for a projector. */
  readonly large?: boolean
  readonly headingLevel?: 2 | 3
}) {
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(storyMessages)
  const { state, events } = props
  const story = useMemo(() => storyOf(state, events), [state, events])
  const names = state.seats.map((s) => s.name)
  const ruleset = state.ruleset
  const sentences = playerSentences(locale, { ruleset, names }, story)
  const H = props.headingLevel === 3 ? 'h3' : 'h2'
  const Sub = props.headingLevel === 3 ? 'h4' : 'h3'
  const box = 'flex min-w-0 flex-col gap-2 rounded-2xl border-2 border-slate-700 bg-slate-900/60 p-3'

  return (
    <section aria-labelledby="story-heading" className={`flex flex-col gap-4 ${props.large ? 'text-xl' : ''}`}>
      <H id="story-heading" className="text-2xl font-black">
        {t('heading')}
      </H>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <section aria-labelledby="story-money" className={box}>
          <Sub id="story-money" className="text-xl font-bold">
            {t('moneyHeading')}
          </Sub>
          <MoneyChart story={story} ruleset={ruleset} names={names} />
        </section>
        <section aria-labelledby="story-bargains" className={box}>
          <Sub id="story-bargains" className="text-xl font-bold">
            {t('bargainHeading')}
          </Sub>
          <BargainChart story={story} ruleset={ruleset} names={names} />
        </section>
        <section aria-labelledby="story-players" className={`${box} xl:col-span-2`}>
          <Sub id="story-players" className="text-xl font-bold">
            {t('playersHeading')}
          </Sub>
          <ul className="flex flex-col gap-2">
            {sentences.map((s, seat) => (
              <li key={seat} className="border-l-8 pl-3 text-lg leading-snug" style={{ borderLeftColor: seatColor(seat) }}>
                {s}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="story-sales" className={`${box} xl:col-span-2`}>
          <Sub id="story-sales" className="text-xl font-bold">
            {t('salesHeading')}
          </Sub>
          <SaleGrid story={story} ruleset={ruleset} names={names} />
        </section>
      </div>
    </section>
  )
}
