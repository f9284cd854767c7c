import { defineMessages } from '../i18n.ts'

/** Each ruleset's name and its one-line description (Setup, Home's saved games, Scores). */
export const rulesetMessages = defineMessages({
  en: {
    'sold.name': 'Sold!',
    'sold.description': 'Sold!, played with ordinary packs of cards',
    'for-sale.name': 'For Sale',
    'for-sale.description': 'For Sale, IELLO edition',
    'for-sale-gryphon.name': 'For Sale (Gryphon)',
    'for-sale-gryphon.description': 'For Sale, Gryphon edition',
    'for-sale-scarce.name': 'For Sale: Not enough for everyone',
    'for-sale-scarce.description': 'For Sale, “Not enough for everyone”',
  },
  fr: {
    'sold.name': 'Sold!',
    'sold.description': 'Sold!, joué avec des jeux de cartes ordinaires',
    'for-sale.name': 'For Sale',
    'for-sale.description': 'For Sale, édition IELLO',
    'for-sale-gryphon.name': 'For Sale (Gryphon)',
    'for-sale-gryphon.description': 'For Sale, édition Gryphon',
    'for-sale-scarce.name': 'For Sale : il n’y en aura pas pour tout le monde',
    'for-sale-scarce.description': 'For Sale, « Il n’y en aura pas pour tout le monde »',
  },
  es: {
    'sold.name': 'Sold!',
    'sold.description': 'Sold!, con barajas de cartas normales',
    'for-sale.name': 'For Sale',
    'for-sale.description': 'For Sale, edición de IELLO',
    'for-sale-gryphon.name': 'For Sale (Gryphon)',
    'for-sale-gryphon.description': 'For Sale, edición de Gryphon',
    'for-sale-scarce.name': 'For Sale: no hay para todos',
    'for-sale-scarce.description': 'For Sale, «No hay para todos»',
  },
})
