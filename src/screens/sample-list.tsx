import { useLocale, useT } from '../i18n/i18n.ts'
import { formatNumber } from '../i18n/numbers.ts'
import { historyMessages } from '../i18n/messages/history.ts'
import { gameName } from '../history/history-words.ts'
import { SAMPLES, playSample, type Sample } from '../history/samples.ts'
import type { PresenterSource } from '../teacher/presenter-source.ts'

/** The sample games, each to present or to look at. */
export function SampleList(props: {
  readonly onPresent: (source: PresenterSource) => void
  readonly onOpen?: (sample: Sample) => void
  /** On a light background (a dialog). */
  readonly light?: boolean
}) {
  const locale = useLocale((s) => s.locale)
  const t = useT(historyMessages)
  return (
    <ul className={`grid gap-2 ${props.light ? '' : 'sm:grid-cols-2'}`}>
      {SAMPLES.map((sample) => {
        const name = t('sampleName', { game: gameName(locale, sample.ruleset), count: formatNumber(locale, sample.players.length) })
        const label = t('sampleLabel', { game: gameName(locale, sample.ruleset), count: formatNumber(locale, sample.players.length) })
        return (
          <li key={sample.id} className={`flex flex-wrap items-center gap-2 rounded-xl border-2 p-2 ${props.light ? 'border-slate-300' : 'border-slate-600'}`}>
            <span className="grow text-lg font-semibold">{name}</span>
            <button type="button" className="btn btn-secondary" aria-label={t('samplePresentLabel', { sample: label })} onClick={() => props.onPresent(sourceOfSample(sample))}>
              {t('present')}
            </button>
            {props.onOpen !== undefined && (
              <button type="button" className="btn btn-secondary" aria-label={t('sampleOpenLabel', { sample: label })} onClick={() => props.onOpen?.(sample)}>
                {t('open')}
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function sourceOfSample(sample: Sample): PresenterSource {
  return { record: playSample(sample).record, dealCode: sample.dealCode, startAt: 'start' }
}

