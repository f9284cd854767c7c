import type { GameEvent, PlayerView } from '../engine/types.ts'
import { propertyWorth } from './worth.ts'

/**
 * What the strong bot has read of each other player from the public log: how high they go in an
 * auction, compared with the worth of the best property on offer, and whether they ration their
 * money (how they pick in the sale is read from their revealed picks apart, in `pick-styles.ts`;
 * the keenness its playouts bid by is read move by move in `bid-pace.ts`, this one is a summary).
 * It assumes nothing else: a player it has never met is modelled only from what they show.
 */
export interface OpponentModel {
  /**
   * Per seat: how keen they are to buy, 1 for a sound player, above 1 for one who pays more, below
   * for one who passes early. The bot's own seat is 1.
   */
  readonly keenness: readonly number[]
  /** Per seat: auctions seen (how much the estimate rests on). */
  readonly auctionsSeen: readonly number[]
  /**
   * Per seat: the chance that they ration their money (bid up to a share of it, with jumps) rather
   * than weigh each property's price; read from how often they have jumped the price, not just raised it.
   */
  readonly rationing: readonly number[]
}

/** Before any bid is seen, the chance that a player rations money, and how many bids that guess weighs. */
const RATIONING_PRIOR = 0.25
const RATIONING_PRIOR_BIDS = 3

/**
 * The share of the best property's worth a sound player (the normal level, measured over many
 * games) has put into an auction by the time they leave it: the yardstick for keenness.
 */
const SOUND_SHARE = 0.42
/** Auctions of prior weight pulling an estimate towards "sound" (few auctions say little). */
const PRIOR_AUCTIONS = 3
const MIN_KEENNESS = 0.5
const MAX_KEENNESS = 2

export function opponentModel(view: PlayerView, log: readonly GameEvent[]): OpponentModel {
  const n = view.playerCount
  const shareSum = new Array<number>(n).fill(0)
  const seen = new Array<number>(n).fill(0)
  const bids = new Array<number>(n).fill(0)
  const jumps = new Array<number>(n).fill(0)
  let high = 0
  let top = 0
  let reached: number[] = new Array<number>(n).fill(0)
  let open = false
  const close = () => {
    if (!open || top <= 0) return
    for (let s = 0; s < n; s++) {
      shareSum[s] = (shareSum[s] as number) + Math.min(2.5, (reached[s] as number) / top)
      seen[s] = (seen[s] as number) + 1
    }
    open = false
  }
  for (const e of log) {
    if (e.type === 'auction-started') {
      close()
      top = propertyWorth(view.ruleset, Math.max(...e.properties))
      reached = new Array<number>(n).fill(0)
      high = 0
      open = true
    } else if (e.type === 'bid' && open) {
      reached[e.player] = Math.max(reached[e.player] as number, e.amount)
      bids[e.player] = (bids[e.player] as number) + 1
      if (e.amount > high + 1) jumps[e.player] = (jumps[e.player] as number) + 1
      high = Math.max(high, e.amount)
    }
    else if (e.type === 'sale-started') close()
  }
  // The auction under way counts only for what it has shown so far (a bid, not a pass yet to come).
  const keenness = Array.from({ length: n }, (_, s) => {
    if (s === view.viewer) return 1
    const k = ((shareSum[s] as number) + PRIOR_AUCTIONS * SOUND_SHARE) / ((seen[s] as number) + PRIOR_AUCTIONS) / SOUND_SHARE
    return Math.min(MAX_KEENNESS, Math.max(MIN_KEENNESS, k))
  })
  const rationing = Array.from({ length: n }, (_, s) => {
    if (s === view.viewer) return 0
    const jumpRate = ((jumps[s] as number) + RATIONING_PRIOR * RATIONING_PRIOR_BIDS) / ((bids[s] as number) + RATIONING_PRIOR_BIDS)
    // A jump now and then (a careless player's) says little; a habit of jumping says a lot.
    return Math.min(0.8, Math.max(0.05, jumpRate * 1.5))
  })
  return { keenness, auctionsSeen: seen, rationing }
}
