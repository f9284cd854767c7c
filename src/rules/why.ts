import { RULESETS, type RulesetId } from '../engine/rulesets.ts'
import type { GameEvent } from '../engine/types.ts'
import type { SectionId } from './section-ids.ts'

/**
 * The rule behind a logged event: the section of the reference (or the ruling) that produced it,
 * for the log's "Why?" links. Decided from the event's type and fields alone.
 */
export function ruleFor(event: GameEvent, ruleset: RulesetId): SectionId {
  const row = RULESETS[ruleset]
  switch (event.type) {
    case 'auction-started':
      // The first starter is chosen at setup (R1), unless the news of the first auction is the variant's
      // one property fewer and free pass; more than one free pass means the short last auction (R6).
      if (event.auction === 0) return row.propertiesPerAuctionOffset === 0 ? 'R1' : `${ruleset}.auctions`
      return event.freePasses > 1 ? 'R6' : `${ruleset}.auctions`
    case 'bid':
      return `${ruleset}.auctions`
    case 'passed':
      // A free pass without a property is the variant's printed rule (its text names R6's exception);
      // the short last auction itself links to R6 from its opening line.
      if (event.forced) return 'R2'
      return `${ruleset}.paying`
    case 'won':
      return event.free ? 'R3' : `${ruleset}.auctions`
    case 'paid':
      if (event.chosen) return 'R4'
      return `${ruleset}.paying`
    case 'payment-due':
      return event.options.length > 1 ? 'R4' : `${ruleset}.paying`
    case 'sale-started':
      return `${ruleset}.selling`
    case 'picked':
      return `${ruleset}.selling`
    case 'sale-revealed':
      return event.sales.some((s) => row.money === 'amount' && s.check === 0) ? 'R8' : `${ruleset}.selling`
    case 'checks-taken':
      return 'R7'
    case 'game-over':
      return `${ruleset}.scoring`
  }
}
