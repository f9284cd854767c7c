import { Suspense, lazy, useState } from 'react'
import { saveProblemText } from '../../components/save-banner.tsx'
import { useLocale } from '../../i18n/i18n.ts'
import { padMessages } from '../../i18n/messages/pad.ts'
import { recentNames, rememberNames } from '../../store/recent-names.ts'
import { loadPadGame, newAntiquesPad, newCardsPad, savePadGame, type PadGame } from '../../store/pad-games.ts'
import type { StorageProblem, WriteResult } from '../../storage/safe-storage.ts'
import { countedEntryOf } from '../../history/counted-entry.ts'
import { addToHistory, getHistoryEntry, removeFromHistory } from '../../history/history-store.ts'
import { CardsPadScreen } from './cards-pad-screen.tsx'
import { PadSetupScreen, type PadChoice } from './pad-setup-screen.tsx'
import { useEditionT } from '../../i18n/edition-t.ts'

/** The antiques companion is larger and only for that game: loaded when one is opened. */
const AntiquesScreen = lazy(() => import('./antiques-screen.tsx').then((m) => ({ default: m.AntiquesScreen })))

/**
 * A finished count is in history like any finished game (stats, BG Stats), kept up to date as it is
 * corrected, with the time it was first finished; a count reopened as unfinished leaves it.
 */
export function keepInHistory(game: PadGame): WriteResult {
  if (!game.finished) return getHistoryEntry(game.id) === null ? { ok: true } : removeFromHistory(game.id)
  const known = getHistoryEntry(game.id)
  const entry = countedEntryOf(game, known?.ok ? known.entry.finishedAt : game.updatedAt)
  return entry === null ? { ok: true } : addToHistory(entry)
}

/** What Home asked for: a new count, or a saved one by its id. */
export type PadRequest = { readonly kind: 'new' } | { readonly kind: 'open'; readonly id: string }

type Shown = { kind: 'setup' } | { kind: 'game'; game: PadGame } | { kind: 'missing' }

function initial(request: PadRequest): Shown {
  if (request.kind === 'new') return { kind: 'setup' }
  const loaded = loadPadGame(request.id)
  return loaded.ok ? { kind: 'game', game: loaded.game } : { kind: 'missing' }
}

/**
 * Counting a game played with cards: the setup, then the pad (For Sale, Sold!) or the antiques
 * companion. Every change is saved at once, so leaving loses nothing.
 */
export function PadHost(props: {
  request: PadRequest
  /** Names to offer; without them, the names of this device's recent players. */
  recentNames?: readonly string[]
  onHome: () => void
  /** A new count has started, under this id. */
  onStarted?: (id: string) => void
}) {
  const t = useEditionT(padMessages)
  const locale = useLocale((s) => s.locale)
  const [shown, setShown] = useState<Shown>(() => initial(props.request))
  const [saveProblem, setSaveProblem] = useState<StorageProblem | null>(null)

  const save = (game: PadGame) => {
    const stamped = { ...game, updatedAt: Math.max(Date.now(), game.createdAt) }
    const written = savePadGame(stamped)
    const kept = keepInHistory(stamped)
    setSaveProblem(!written.ok ? written.problem : !kept.ok ? kept.problem : null)
    setShown({ kind: 'game', game: stamped })
  }

  const start = (choice: PadChoice, names: string[]) => {
    rememberNames(names)
    const now = Date.now()
    const game = choice === 'antiques' ? newAntiquesPad(names, now) : newCardsPad(choice, names, now)
    save(game)
    props.onStarted?.(game.id)
    scrollTo(0, 0)
  }

  if (shown.kind === 'setup') return <PadSetupScreen recentNames={props.recentNames ?? recentNames()} onStart={start} onBack={props.onHome} />
  if (shown.kind === 'missing') {
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <p role="alert" className="rounded-xl border-4 border-amber-500 bg-amber-100 p-4 text-lg font-semibold text-slate-950">
          {t('notFound')}
        </p>
        <button type="button" className="btn btn-primary self-start" onClick={props.onHome}>
          {t('home')}
        </button>
      </main>
    )
  }
  const problem = saveProblem === null ? null : t('saveFailed', { reason: saveProblemText(locale, saveProblem) ?? '' })
  const { game } = shown
  if (game.kind === 'cards') return <CardsPadScreen game={game} onChange={save} onHome={props.onHome} saveProblem={problem} />
  return (
    <Suspense fallback={null}>
      <AntiquesScreen game={game} onChange={save} onHome={props.onHome} saveProblem={problem} />
    </Suspense>
  )
}
