/**
 * One game, one writer: a tab or window that plays a game holds a Web Lock named after it for as
 * long as the game is open there. Another tab that opens the same game finds the lock taken and
 * says so, offering to take the game over (`steal`), which tells the first tab at once: its lock
 * request rejects. Where the browser has no Web Locks, every claim succeeds and the revision
 * check on each save (saved-games.ts) is what keeps a stale writer out.
 */

export type ClaimResult = 'mine' | 'elsewhere'

export interface GameClaim {
  /** Resolves once the browser has answered. */
  readonly result: Promise<ClaimResult>
  /** Let the lock go (closing the game, opening another); safe to call twice. */
  release(): void
}

export const lockName = (id: string): string => `gavel:game:${id}`

function locks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks !== undefined ? navigator.locks : null
}

/** Whether this browser can tell tabs apart: without Web Locks every claim is granted at once. */
export const hasLocks = (): boolean => locks() !== null

/**
 * Claim the game `id` for this tab. `steal` takes it from a tab that holds it. `onLost` is called
 * if another tab takes it over later.
 */
export function claimGame(id: string, steal: boolean, onLost: () => void): GameClaim {
  const manager = locks()
  if (manager === null) return { result: Promise.resolve('mine'), release: () => {} }
  let letGo: () => void = () => {}
  let released = false
  const held = new Promise<void>((resolve) => {
    letGo = resolve
  })
  const result = new Promise<ClaimResult>((resolve) => {
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true }
    manager
      .request(lockName(id), options, async (lock) => {
        if (lock === null) {
          resolve('elsewhere')
          return
        }
        resolve('mine')
        await held
      })
      .catch((e: unknown) => {
        // Stolen by another tab (AbortError), or the browser refused the request outright.
        resolve('elsewhere')
        if (!released) onLost()
        void e
      })
  })
  return {
    result,
    release: () => {
      released = true
      letGo()
    },
  }
}

/** Whether another tab (or this one) holds the game `id` open right now. */
export async function isGameHeld(id: string): Promise<boolean> {
  const manager = locks()
  if (manager === null) return false
  try {
    const snapshot = await manager.query()
    return (snapshot.held ?? []).some((lock) => lock.name === lockName(id))
  } catch {
    return false
  }
}
