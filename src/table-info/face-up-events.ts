import type { GameEvent } from '../engine/types.ts'

/**
 * What a table played "as the box" still has in front of it: the events of the auction or sale
 * round now on the table, from its start. Earlier rounds are gone from view, as cards are at a real
 * table once they are taken and laid face down.
 */
export function faceUpEvents(events: readonly GameEvent[]): readonly GameEvent[] {
  for (let i = events.length - 1; i >= 0; i--) {
    const type = (events[i] as GameEvent).type
    if (type === 'auction-started' || type === 'sale-started') return events.slice(i)
  }
  return events
}
