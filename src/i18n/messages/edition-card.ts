import { defineMessages } from '../i18n.ts'

/**
 * "What is different in this edition": one card shown the first time a table on this device starts a
 * game of an edition (src/learn/edition-card.tsx). Its first line is the ruleset's line from Setup
 * (ruleset-differences.ts); these are the points a player who knows another edition would miss.
 * For Sale's editions are said against the classic game, and the classic game against Sold!.
 */
export const editionCardMessages = defineMessages({
  en: {
    title: 'What is different in {edition}',
    against: 'Compared with {other}:',
    gotIt: 'Got it',
    'sold.1': 'Money is a hand of cards worth 1 to 8. You pay with cards and no change is given.',
    'sold.2': 'Properties and checks are playing cards: ace low, king high. At the same rank ♠ beats ♣, and ♦ is worth as much as ♥.',
    'sold.3': 'At the end each money card you kept is worth one point, whatever its value.',
    'for-sale.1': 'Money is an amount, in thousands of dollars, and you pay exactly what you owe.',
    'for-sale.2': 'Properties are numbered 1 to 30; checks are worth $0 (refused) to $15,000.',
    'for-sale.3': 'At the end the money you kept counts in full.',
    'for-sale-gryphon.1': 'Money is secret: each player sees only their own, by holding a button.',
    'for-sale-gryphon.2': 'Passing costs half your bid rounded up: bid $3,000, then pass, and you pay $2,000.',
    'for-sale-gryphon.3': 'Starting money: $18,000 at 3 or 4 players, $14,000 at 5 or 6 (the classic game gives $28,000, $21,000, $16,000, and the same $14,000 at 6). At 3 players six properties and six currency cards (the box’s checks) are set aside unseen; the classic game sets none aside at 3.',
    'for-sale-scarce.1': 'Each auction turns up one property fewer than there are players.',
    'for-sale-scarce.2': 'So the first player to pass takes no property and pays nothing: their whole bid comes back.',
    'for-sale-scarce.3': 'Set aside unseen: ten properties and ten checks at 3 players, three of each at 5, none at 4 or 6 (the classic game sets two of each aside at 4).',
  },
  fr: {
    title: 'Ce qui change dans {edition}',
    against: 'Par rapport à {other} :',
    gotIt: 'Compris',
    'sold.1': 'L’argent est une main de cartes de 1 à 8. On paie avec des cartes et on ne rend pas la monnaie.',
    'sold.2': 'Propriétés et chèques sont des cartes à jouer : l’as en bas, le roi en haut. À rang égal ♠ bat ♣, et ♦ vaut autant que ♥.',
    'sold.3': 'À la fin, chaque carte d’argent gardée vaut un point, quelle que soit sa valeur.',
    'for-sale.1': 'L’argent est un montant, en milliers de dollars, et on paie exactement ce qu’on doit.',
    'for-sale.2': 'Les Maisons sont numérotées de 1 à 30 ; les Chèques valent de 0 $ (« Refusé ») à 15 000 $.',
    'for-sale.3': 'À la fin, l’argent gardé compte en entier.',
    'for-sale-gryphon.1': 'L’argent est secret : chacun ne voit que le sien, en maintenant un bouton.',
    'for-sale-gryphon.2': 'Passer coûte la moitié de sa propre mise, arrondie au-dessus : misez 3 000 $, passez, et vous payez 2 000 $.',
    'for-sale-gryphon.3': 'Argent de départ : 18 000 $ à 3 ou 4 joueurs, 14 000 $ à 5 ou 6 (le jeu classique donne 28 000 $, 21 000 $, 16 000 $, et les mêmes 14 000 $ à 6). À 3 joueurs, six propriétés et six chèques sont écartés sans être vus ; le jeu classique n’en écarte aucun à 3.',
    'for-sale-scarce.1': 'Chaque manche d’achat dévoile une Maison de moins qu’il n’y a de joueurs.',
    'for-sale-scarce.2': 'Le premier à passer n’a donc pas de Maison et ne paie rien : toute sa mise lui revient.',
    'for-sale-scarce.3': 'Écartés sans être vus : dix Maisons et dix Chèques à 3 joueurs, trois de chaque à 5, aucun à 4 ni à 6 (le jeu classique en écarte deux de chaque à 4).',
  },
  es: {
    title: 'Qué cambia en {edition}',
    against: 'Comparado con {other}:',
    gotIt: 'Entendido',
    'sold.1': 'El dinero es una mano de cartas del 1 al 8. Se paga con cartas y no se da cambio.',
    'sold.2': 'Propiedades y cheques son cartas de baraja: el as abajo, el rey arriba. Al mismo rango ♠ gana a ♣, y ♦ vale lo mismo que ♥.',
    'sold.3': 'Al final cada carta de dinero que guardes vale un punto, sea cual sea su valor.',
    'for-sale.1': 'El dinero es una cantidad, en miles de dólares, y se paga exactamente lo que se debe.',
    'for-sale.2': 'Las propiedades van del 1 al 30; los cheques valen de 0 $ (rechazado) a 15.000 $.',
    'for-sale.3': 'Al final el dinero que guardes cuenta entero.',
    'for-sale-gryphon.1': 'El dinero es secreto: cada uno ve solo el suyo, manteniendo pulsado un botón.',
    'for-sale-gryphon.2': 'Pasar cuesta la mitad de tu propia puja redondeada hacia arriba: pujas 3000 $, pasas, y pagas 2000 $.',
    'for-sale-gryphon.3': 'Dinero inicial: 18.000 $ con 3 o 4 jugadores, 14.000 $ con 5 o 6 (el juego clásico da 28.000 $, 21.000 $, 16.000 $, y los mismos 14.000 $ con 6). Con 3 jugadores se apartan sin ver seis propiedades y seis cartas de moneda (los cheques de esta caja); el juego clásico no aparta ninguna con 3.',
    'for-sale-scarce.1': 'Cada subasta descubre una propiedad menos de las que hay jugadores.',
    'for-sale-scarce.2': 'Así, el primero en pasar no se lleva propiedad y no paga nada: recupera toda su puja.',
    'for-sale-scarce.3': 'Se apartan sin ver: diez propiedades y diez cheques con 3 jugadores, tres de cada con 5, ninguna con 4 ni con 6 (el juego clásico aparta dos de cada con 4).',
  },
})
