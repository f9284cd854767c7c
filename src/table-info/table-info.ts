/**
 * How much the table shows of a game in progress: a presentation choice made in Setup and kept
 * with the saved game (outside its `gavel/1` record, which has no field for it: RECORD.md).
 *
 * - `box`: as the box. Only what lies face up on a real table: the cards up for auction or sale,
 *   the bids, money where the table shows money, and how many cards each player holds. Bought
 *   properties are kept face down (Gryphon's rules; IELLO's players hold them as a hand) and won
 *   checks face down (IELLO), so the table shows their backs, and the log keeps only the round on
 *   the table.
 * - `aid`: a memory aid. Every player's properties face up, the whole log, and the card tracker
 *   (cards still to come, who bought what for how much, money spent). Games saved before the
 *   option existed showed everything but the tracker, so a save without the field opens as `aid`.
 */
export const TABLE_INFO_IDS = ['box', 'aid'] as const
export type TableInfo = (typeof TABLE_INFO_IDS)[number]

export const DEFAULT_TABLE_INFO: TableInfo = 'aid'
