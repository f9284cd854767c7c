import { sortedBy } from './draft.ts'
import type { Card, Seat } from './types.ts'

/**
 * A sale round's reveal: the highest property takes the highest check, the next the next, and so on
 * (R8: the refused 0 checks simply go to the lowest properties). `checks` come highest first.
 * Returns each sale, highest property first.
 */
const propertyOf = (p: { readonly property: Card }): number => p.property

export function resolveSale(
  picks: readonly { readonly player: Seat; readonly property: Card }[],
  checks: readonly Card[],
): { player: Seat; property: Card; check: Card }[] {
  const ordered = sortedBy(picks, propertyOf, true)
  return ordered.map((p, i) => ({ player: p.player, property: p.property, check: checks[i] as Card }))
}
