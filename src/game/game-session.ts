import type { GameClaim } from './game-lock.ts'
import type { SaveResult } from '../store/saved-games.ts'
import type { Writer } from '../store/game-store.ts'

/*
 * This tab's session on the open game: its claim (a Web Lock, game-lock.ts, loaded with the first
 * claim), and so whether it is the game's one writer. The game store asks it to claim a game it
 * opens and to let go of one it closes; what the browser answers comes back through `onWriter`.
 * The revision check itself is the save's (saved-games.ts `saveGame`): a save finding another
 * revision stored is refused, and `conflictOf` says which way.
 */

/** A refused save's conflict with another tab, if that is why it was refused. */
export function conflictOf(saved: SaveResult): 'changed' | 'deleted' | null {
  return !saved.ok && (saved.problem === 'changed' || saved.problem === 'deleted') ? saved.problem : null
}

/** This tab's claim on the open game. */
let claim: { readonly id: string; readonly handle: GameClaim } | null = null
/** Counts claims asked for, so that one answered late for a game since closed is dropped. */
let claims = 0

/**
 * Claim game `id` for this tab; `steal` takes it from another tab. `openId` says which game is open
 * when an answer comes (an answer for a game since closed is dropped); `onWriter` hears each answer.
 */
export function claimGame(id: string, steal: boolean, openId: () => string | null, onWriter: (writer: Writer) => void): void {
  claim?.handle.release()
  claim = null
  // Without Web Locks every claim is granted: no need to wait for the module that asks.
  const locks = typeof navigator !== 'undefined' && navigator.locks !== undefined
  onWriter(locks ? 'claiming' : 'mine')
  if (!locks) return
  const asked = ++claims
  // The lock's code loads with the claim (it is not needed on the first page).
  void import('./game-lock.ts').then(({ claimGame: lock }) => {
    if (asked !== claims || openId() !== id) return
    const handle = lock(id, steal, () => {
      if (claim?.handle === handle && openId() === id) onWriter('taken')
    })
    claim = { id, handle }
    void handle.result.then((result) => {
      if (claim?.handle !== handle || openId() !== id) return
      onWriter(result)
    })
  })
}

/** Let go of the open game (closed, or deleted): another tab may take it up. */
export function releaseGame(): void {
  claims++
  claim?.handle.release()
  claim = null
}
