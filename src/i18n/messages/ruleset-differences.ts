import { defineMessages } from '../i18n.ts'

/** One line per ruleset on Setup: what sets it apart from the others (see rules/RULES.md's table). */
export const rulesetDifferences = defineMessages({
  en: {
    sold: 'Money cards with no change given; each card you keep is a point.',
    'for-sale': 'The classic: money on the table; passing costs half your bid, rounded down.',
    'for-sale-gryphon': 'Money kept hidden; passing costs half your bid, rounded up.',
    'for-sale-scarce': 'One property fewer than players: the first to pass gets nothing and pays nothing.',
  },
  fr: {
    sold: 'Des cartes d’argent, sans monnaie rendue ; chaque carte gardée vaut un point.',
    'for-sale': 'Le classique : l’argent visible ; passer coûte la moitié de sa mise, arrondie en dessous.',
    'for-sale-gryphon': 'L’argent caché ; passer coûte la moitié de sa mise, arrondie au-dessus.',
    'for-sale-scarce': 'Chaque manche d’achat retourne une Maison de moins qu’il n’y a de joueurs ; qui passe en premier ne paie rien et n’a pas de Maison.',
  },
  es: {
    sold: 'Cartas de dinero, sin cambio; cada carta que guardas es un punto.',
    'for-sale': 'El clásico: el dinero a la vista; pasar cuesta la mitad de tu puja, redondeada hacia abajo.',
    'for-sale-gryphon': 'El dinero oculto; pasar cuesta la mitad de tu puja, redondeada hacia arriba.',
    'for-sale-scarce': 'Una propiedad menos que jugadores: el primero en pasar no recibe nada y no paga nada.',
  },
})
