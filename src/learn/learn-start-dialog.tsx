import { useState } from 'react'
import { Dialog } from '../components/dialog.tsx'
import type { GameError } from '../engine/types.ts'
import { errorText } from '../i18n/error-text.ts'
import { useLocale, type Locale } from '../i18n/i18n.ts'
import { learnMessages } from '../i18n/messages/learn.ts'
import { continueFrom } from '../game/game-actions.ts'
import { useGameStore } from '../store/game-store.ts'
import { LEARN_SEATS, learnSetup, type LearnRuleset } from './learn-deal.ts'
import { beginLearn, markEditionSeen } from './learn-progress.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * Starts the guided game: an ordinary saved game, with the fixed deal, three easy computer players
 * and the tour over it. This module comes with the game's actions (home-screen.tsx).
 */
export function startLearnGame(ruleset: LearnRuleset, locale: Locale): GameError | null {
  const error = continueFrom({ setup: learnSetup(ruleset, locale), actions: [] }, null, LEARN_SEATS)
  if (error !== null) return error
  const id = useGameStore.getState().current?.id
  if (id === undefined) return { code: 'WRONG_PHASE', message: 'The guided game could not be opened.' }
  beginLearn(id)
  // The edition learned needs no card saying how it differs.
  markEditionSeen(ruleset)
  return null
}

/** "Learn to play" from Home: which game, then the guided game. */
export function LearnStartDialog(props: { readonly onClose: () => void; readonly onStarted: () => void }) {
  const t = useEditionT(learnMessages)
  const locale = useLocale((s) => s.locale)
  const [problem, setProblem] = useState<GameError | null>(null)
  const start = (ruleset: LearnRuleset) => {
    const error = startLearnGame(ruleset, locale)
    setProblem(error)
    if (error === null) props.onStarted()
  }
  const choice = (ruleset: LearnRuleset, name: string, hint: string, first: boolean) => (
    <button
      type="button"
      {...(first ? { 'data-autofocus': '' } : {})}
      onClick={() => start(ruleset)}
      className="flex min-h-16 w-full flex-col items-start rounded-2xl border-4 border-sky-700 bg-sky-50 px-4 py-3 text-left text-slate-950 hover:bg-sky-100 focus-ring-sky-600 focus-visible:ring-offset-2"
    >
      <span className="text-2xl font-black">{name}</span>
      <span className="text-base">{hint}</span>
    </button>
  )
  return (
    <Dialog title={t('title')} onClose={props.onClose}>
      <p className="text-lg">{t('intro')}</p>
      <h3 className="mt-4 text-xl font-bold">{t('choose')}</h3>
      <div className="mt-2 flex flex-col gap-3">
        {choice('for-sale', t('forSaleChoice'), t('forSaleHint'), true)}
        {choice('sold', t('soldChoice'), t('soldHint'), false)}
      </div>
      {problem !== null && (
        <p role="alert" className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {t('startFailed', { reason: errorText(locale, problem) })}
        </p>
      )}
      <div className="mt-5 flex justify-end">
        <button type="button" className="btn btn-secondary" onClick={props.onClose}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  )
}
