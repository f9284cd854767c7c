import type { SectionId } from './section-ids.ts'

/**
 * The words printed in each edition's own rules (rules/sources/), the same in every language of the
 * app: a player with the booklet in hand types the box's word whatever the app's language is ("Refusé"
 * in an English app, "currency" in a Spanish one). Searched, not shown: the texts say them in context.
 */
const IELLO = {
  setup: 'Maison Maisons Chèque Chèques Refusé billet billets pioche IELLO',
  auctions: 'manche d’achat enchérir enchère mise billets',
  paying: 'billets récupère moitié arrondie supérieur sort du jeu',
  selling: 'manche de vente Chèque Chèques Refusé refused rechazado rechazados',
} as const

const GRYPHON = {
  setup: 'Property Cards Currency Cards Coins cartas de propiedad cartas de moneda tarjetas de moneda monedas Gryphon',
  auctions: 'Coins bid pass monedas oferta ofertar paso',
  paying: 'Coins bank take back monedas banco recupera',
  selling: 'Currency Cards cartas de moneda tarjetas de moneda refused Refusé rechazado rechazados',
} as const

/**
 * The variant's name, where the variant is presented (its Setup): in every section it would outweigh
 * the words of a question that says "tout le monde" for "everyone".
 */
const SCARCE = 'Il n’y en aura pas pour tout le monde'

export const BOX_WORDS: { readonly [S in SectionId]?: string } = {
  'sold.setup': 'Sold!Beta pack packs deck own deck',
  'sold.paying': 'no change paid money out of the game',
  'for-sale.setup': IELLO.setup,
  'for-sale.auctions': IELLO.auctions,
  'for-sale.paying': IELLO.paying,
  'for-sale.selling': IELLO.selling,
  'for-sale-gryphon.setup': GRYPHON.setup,
  'for-sale-gryphon.auctions': GRYPHON.auctions,
  'for-sale-gryphon.paying': GRYPHON.paying,
  'for-sale-gryphon.selling': GRYPHON.selling,
  'for-sale-scarce.setup': `${IELLO.setup} ${SCARCE}`,
  'for-sale-scarce.auctions': IELLO.auctions,
  'for-sale-scarce.paying': IELLO.paying,
  'for-sale-scarce.selling': IELLO.selling,
  R5: 'billets Coins monedas',
  R8: 'Refusé refused rechazado rechazados',
}
