/*
 * Teacher mode's history entry, in a module of its own: the first page pushes it when presenting
 * starts, without carrying the engine that teach-entry.ts needs to make a game presentable.
 */

/** Push teacher mode's history entry over the one showing, keeping what it was (`gavel`). */
export function pushTeachEntry(): void {
  if (isTeachEntry(history.state)) return
  const below = (history.state as { gavel?: unknown } | null)?.gavel
  history.pushState({ gavel: below ?? 'home', teach: true }, '')
}

export function isTeachEntry(state: unknown): boolean {
  return (state as { teach?: unknown } | null)?.teach === true
}
