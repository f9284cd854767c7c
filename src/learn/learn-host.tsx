import { useEffect, useMemo, useState } from 'react'
import { useLocale } from '../i18n/i18n.ts'
import { learnMessages } from '../i18n/messages/learn.ts'
import { useGameStore } from '../store/game-store.ts'
import type { LoadedGame } from '../store/saved-games.ts'
import { EditionCard } from './edition-card.tsx'
import { LEARNER } from './learn-deal.ts'
import { useLearnStore } from './learn-store.ts'
import { editionCardDue, endLearn, markEditionSeen, setHoldBots, useLearnProgress } from './learn-progress.ts'
import { TourOverlay, useTourTarget } from './tour-overlay.tsx'
import { tourStep, type TourVariant } from './tour-steps.ts'
import { tourText } from './tour-words.ts'
import { useAfterPaint } from '../components/use-after-paint.ts'
import * as gameActions from '../game/game-actions.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * Over the open game: the guided game's tour when the game is the guided game, otherwise, the first
 * time this device starts a game of an edition, that edition's differences. The game underneath is
 * the ordinary game, on the ordinary screens; this only adds words and a way out.
 */
export function LearnHost(props: {
  /** Whether the table is what is on screen (not the game menu, not teacher mode). */
  readonly active: boolean
  /** Home, the game kept as it is (a finished guided game stays in the history of finished games). */
  readonly onHome: () => void
  /** Setup, for a real game. */
  readonly onSetup: () => void
}) {
  const game = useGameStore((s) => s.current)
  const learnId = useLearnStore((s) => s.gameId)
  if (game === null) return null
  if (learnId === game.id) return props.active ? <Tour game={game} onHome={props.onHome} onSetup={props.onSetup} /> : null
  return <FirstEdition key={game.id} game={game} active={props.active} />
}

function FirstEdition(props: { readonly game: LoadedGame; readonly active: boolean }) {
  const { view } = gameActions.tableOf(props.game).onlookers
  const [due, setDue] = useState(() => view.actionCount === 0 && editionCardDue(view.ruleset))
  const open = due && props.active
  useEffect(() => {
    setHoldBots(due)
    return () => setHoldBots(false)
  }, [due])
  if (!open) return null
  return (
    <EditionCard
      ruleset={view.ruleset}
      onClose={() => {
        markEditionSeen(view.ruleset)
        setDue(false)
      }}
    />
  )
}

function Tour(props: { readonly game: LoadedGame; readonly onHome: () => void; readonly onSetup: () => void }) {
  /*
   * The prompt shows the moment of the game the screen under it shows. The auction table draws the
   * next player's controls in the frame after the tap's paint (table-screen.tsx): over it, the prompt
   * follows the game the same way, in the same render. The other screens draw a move at once, and so
   * does the prompt over them.
   */
  const drawn = useAfterPaint(props.game, { urgent: true })
  const phase = gameActions.tableOf(props.game).onlookers.view.phase
  const game = phase === 'auction' || phase === 'payment' ? drawn : props.game
  // The tour reads the table as the learner may see it, and says nothing else.
  const table = gameActions.tableOf(game).seat(LEARNER)
  const locale = useLocale((s) => s.locale)
  const t = useEditionT(learnMessages)
  const acks = useLearnProgress((s) => s.acks)
  const ack = useLearnProgress((s) => s.ack)
  const end = endLearn
  const step = useMemo(
    () => tourStep({ table, learner: LEARNER, acks: new Set(acks) }),
    [table, acks],
  )
  const targets = step.variants.map((v) => v.target)
  const found = useTourTarget(targets)
  const index = found.index
  const variant: TourVariant = step.variants[Math.max(0, index)] ?? step.variants[0]

  // The computer players wait while the learner reads the first prompts.
  const hold = step.ack !== null
  useEffect(() => {
    setHoldBots(hold)
  }, [hold])
  useEffect(() => () => setHoldBots(false), [])

  const leave = (then: () => void) => {
    const id = props.game.id
    const over = phase === 'over'
    end()
    then()
    // An unfinished guided game is not kept: Home stays as it was before it.
    if (!over) gameActions.deleteSavedGame(id)
  }

  const actions = step.ack === null && variant.finish !== true ? null : (
    <>
      {step.ack !== null && (
        <button type="button" data-tour-first="" className="btn btn-primary" onClick={() => ack(step.ack as NonNullable<typeof step.ack>)}>
          {step.ack === 'welcome' ? t('start') : t('next')}
        </button>
      )}
      {variant.finish === true && (
        <>
          <button type="button" data-tour-first="" className="btn btn-primary" onClick={() => leave(props.onSetup)}>
            {t('playReal')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => leave(props.onHome)}>
            {t('home')}
          </button>
        </>
      )}
    </>
  )
  const exit = variant.finish === true ? null : (
    <button
      type="button"
      className="min-h-11 rounded-lg border-2 border-slate-700 px-3 font-semibold text-slate-900 focus-ring-sky-600"
      onClick={() => leave(props.onHome)}
    >
      {t('exit')}
    </button>
  )
  return (
    <TourOverlay
      stepId={`${step.id}:${index}`}
      target={found}
      title={t('title')}
      text={tourText(locale, table.view.ruleset, variant.say)}
      actions={actions}
      exit={exit}
      focusFirst={step.ack !== null || variant.finish === true}
      targetName={found.box === null ? null : variant.target}
    />
  )
}
