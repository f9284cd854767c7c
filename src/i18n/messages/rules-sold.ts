import { defineMessages } from '../i18n.ts'

/**
 * The rules reference for Sold!, in our own words: one text and one worked example per section.
 * The numbers in `{…}` are worked out by the engine when the reference is built (src/rules/rules-content.ts).
 * `kw.*`: extra words the search should find a section by (synonyms, other names for the same thing).
 */
export const rulesSoldMessages = defineMessages({
  en: {
    'goal.title': 'Goal',
    'goal.text':
      'Buy properties (the clubs and spades) at auction, then sell them for checks (the hearts and diamonds). The winner has the most points: the value of their checks plus 1 point for every money card still in hand.',
    'goal.example': 'Ann ends with {cards} money cards and these checks: {checks}. That is {checkTotal} + {cards} = {score} points.',
    'goal.kw': 'aim object win winner points purpose',
    'setup.title': 'Setup and rounds',
    'setup.text':
      'Play with ordinary packs of cards: one for the properties and checks, a second one for the money, and with 5 or 6 players a third one for the extra money suits. The properties are the 26 clubs and spades, ace (lowest) to king (highest); at equal rank the spade beats the club. The checks are the 26 hearts and diamonds, each worth its rank (ace 1, jack 11, queen 12, king 13). Each player takes the cards ace to 8 of one suit as money (the ace is 1): 36 in all. Before play, properties and as many checks are set aside face down, unseen: 2 at 3, 4 or 6 players, 1 at 5.',
    'setup.ownDeck':
      'Playing with your own cards: take the money from a pack with another back, so that a money card never mixes with the properties. Keep your money face up in front of you, and lay your pick in a sale face down until everyone is ready.',
    'setup.rounds': 'Each phase (buying, then selling) has {list}.',
    'setup.roundsAt': '{count} rounds at {players} players',
    'setup.example':
      'At {players} players: {aside} properties and {aside} checks are set aside, {inPlay} properties stay in play, so there are {auctions} auctions of {perAuction} properties.',
    'setup.kw': 'set up setting deal deck pack packs third own deck back face up face down cards preparation start starting money cards set aside hidden rounds how many set-aside cards aside how many cards number money secret open visible face up see other players money hide',
    'auctions.title': 'Auctions',
    'auctions.text':
      'Turn up one property per player and lay them out from lowest to highest. Starting with the starter and going round the table, each player still in the auction raises the high bid or passes. A bid is a whole number above the high bid and no more than the total of your money cards; if you cannot raise, you must pass. Passing takes you out of this auction: you take the lowest property still on the table and pay for your pass (see “Passing and paying”). The last player left takes the highest property, pays their whole bid and starts the next auction.',
    'auctions.example':
      '{cards} are up. Ann bids 2, Ben bids 4, Cy passes without having bid: Cy takes {low} for nothing. Ann raises to 6 and Ben passes: Ben takes {middle} and pays half of 4, that is {cost}. Ann is left alone: she takes {high} and pays 6.',
    'auctions.kw': 'bid bidding raise pass buying phase turn any amount whole number minimum',
    'paying.title': 'Passing and paying with money cards',
    'paying.pass':
      'A passer pays half of their own bid, rounded down: passing before you have bid, or after a bid of 1, costs nothing. The auction’s winner pays their whole bid. Nothing is put down while bidding: a bid is only a number, and it is paid with money cards once the auction is over for you. Money paid leaves the game: it never goes to another player.',
    'paying.text':
      'Money cards are paid without change. If one of your cards is worth exactly what you owe, you pay that card. Otherwise you choose a set of cards worth at least the amount in which every card counts: take any one card away and the rest would be too little. When several sets qualify, you choose which one (ruling R4); when only one does, it is paid at once. Owing nothing, you pay nothing.',
    'paying.example':
      'You hold {cards} and owe {owed}. You may pay {options}. {bad} is not allowed: without the {drop}, the {rest} left still covers {owed}.',
    'paying.kw': 'pay payment money cards change no change overpay cost costs exact pass passing half rounded down leaves paid money goes which cards to give',
    'selling.title': 'Selling',
    'selling.text':
      'Once every property is bought, the sale begins. Each round turns up one check per player. Everyone picks one of their properties in secret, then all picks are shown together: the highest property takes the highest check, the next highest the next one, and so on. Two picks never tie: at equal rank the spade is higher than the club. Sold properties leave the game. From now on only the number of money cards you hold matters, not their values.',
    'selling.example': 'The checks {checks} are up. Ann shows {p0}, Ben {p1} and Cy {p2}: {result}.',
    'selling.kw': 'sell sale check checks pick secret reveal selling phase who gets the best check highest check goes to the highest property tie sale round',
    'scoring.title': 'Scoring',
    'scoring.text':
      'Add up the values of your checks and 1 point for every money card you still hold. The highest score wins. When players are level, the one with more money cards left wins; if they are still level, they share the win.',
    'scoring.example':
      'Ann has checks worth {a} and {ac} money cards: {as} points. Ben has checks worth {b} and {bc} money cards: {bs} points. Level on {bs}: {winner} wins with more money cards left.',
    'scoring.kw': 'score points count total winner tie tie-break draw shared same score two players level equal even money card worth end each money card one point',
  },
  fr: {
    'goal.title': 'But du jeu',
    'goal.text':
      'Achetez des propriétés (les trèfles et les piques) aux enchères, puis revendez-les contre des chèques (les cœurs et les carreaux). Le gagnant a le plus de points : la valeur de ses chèques plus 1 point par carte d’argent encore en main.',
    'goal.example': 'Ann finit avec {cards} cartes d’argent et ces chèques : {checks}. Cela fait {checkTotal} + {cards} = {score} points.',
    'goal.kw': 'objectif gagner gagnant victoire points',
    'setup.title': 'Mise en place et manches',
    'setup.text':
      'On joue avec des jeux de cartes ordinaires : un pour les propriétés et les chèques, un deuxième pour l’argent, et à 5 ou 6 joueurs un troisième pour les couleurs d’argent en plus. Les propriétés sont les 26 trèfles et piques, de l’as (la plus basse) au roi (la plus haute) ; à hauteur égale, le pique bat le trèfle. Les chèques sont les 26 cœurs et carreaux, chacun vaut sa hauteur (l’as A vaut 1, le valet V 11, la dame D 12, le roi R 13). Chaque joueur prend comme argent de départ les cartes de l’as au 8 d’une couleur (l’as vaut 1) : 36 en tout. Avant de jouer, on écarte face cachée, sans les regarder, des propriétés et autant de chèques : 2 à 3, 4 ou 6 joueurs, 1 à 5.',
    'setup.ownDeck':
      'Avec vos propres cartes : prenez l’argent dans un jeu au dos différent, pour qu’une carte d’argent ne se mêle jamais aux propriétés. Gardez votre argent face visible devant vous, et posez face cachée la carte que vous vendez jusqu’à ce que tout le monde soit prêt.',
    'setup.rounds': 'Chaque phase (l’achat, puis la vente) compte {list}.',
    'setup.roundsAt': '{count} manches à {players} joueurs',
    'setup.example':
      'À {players} joueurs : {aside} propriétés et {aside} chèques sont écartés, {inPlay} propriétés restent en jeu, soit {auctions} enchères de {perAuction} propriétés.',
    'setup.kw': 'donne paquet jeu troisième dos face visible cachée cartes préparation départ début argent de départ écartées cachées manches combien cartes écartées nombre de cartes argent secret visible face visible voir l’argent des autres cacher',
    'auctions.title': 'Enchères',
    'auctions.text':
      'Retournez une propriété par joueur et rangez-les de la plus basse à la plus haute. En partant du premier joueur et en faisant le tour de la table, chaque joueur encore dans l’enchère surenchérit ou passe. Une mise est un nombre entier supérieur à la meilleure mise, sans dépasser le total de vos cartes d’argent ; si vous ne pouvez pas surenchérir, vous devez passer. Passer vous fait sortir de cette enchère : vous prenez la propriété la plus basse encore sur la table et payez selon votre mise (voir « Passer et payer »). Le dernier joueur restant prend la propriété la plus haute, paie toute sa mise et commence l’enchère suivante.',
    'auctions.example':
      '{cards} sont retournées. Ann mise 2, Ben mise 4, Cy passe sans avoir misé : Cy prend {low} pour rien. Ann monte à 6 et Ben passe : Ben prend {middle} et paie la moitié de 4, soit {cost}. Ann reste seule : elle prend {high} et paie 6.',
    'auctions.kw': 'mise miser surenchère surenchérir passer phase d’achat tour n’importe quelle somme',
    'paying.title': 'Passer et payer avec les cartes d’argent',
    'paying.pass':
      'Celui qui passe paie la moitié de sa propre mise, arrondie à l’inférieur : passer avant d’avoir misé, ou après une mise de 1, ne coûte rien. Le gagnant paie toute sa mise. On ne pose rien en misant : une mise n’est qu’un nombre, payé en cartes d’argent quand l’enchère est finie pour vous. L’argent payé sort du jeu : il ne passe jamais à un autre joueur.',
    'paying.text':
      'Les cartes d’argent se paient sans rendu de monnaie. Si l’une de vos cartes vaut exactement ce que vous devez, vous payez cette carte. Sinon, vous choisissez un ensemble de cartes valant au moins la somme, dans lequel chaque carte compte : retirez n’importe laquelle et le reste ne suffirait plus. Si plusieurs ensembles conviennent, vous choisissez (décision R4) ; s’il n’y en a qu’un, il est payé aussitôt. Si vous ne devez rien, vous ne payez rien.',
    'paying.example':
      'Vous avez {cards} et devez {owed}. Vous pouvez payer {options}. {bad} n’est pas permis : sans le {drop}, les {rest} restants couvrent encore {owed}.',
    'paying.kw': 'payer paiement cartes d’argent monnaie rendu sans monnaie trop payé coût coûte exact passe passer moitié arrondie sort quelles cartes donner',
    'selling.title': 'Vente',
    'selling.text':
      'Quand toutes les propriétés sont achetées, la vente commence. Chaque manche retourne un chèque par joueur. Chacun choisit en secret une de ses propriétés, puis tous les choix sont révélés ensemble : la propriété la plus haute prend le chèque le plus haut, la suivante le suivant, et ainsi de suite. Deux choix ne sont jamais à égalité : à rang égal, le pique passe devant le trèfle. Les propriétés vendues quittent la partie. Désormais seul compte le nombre de cartes d’argent que vous gardez, et non plus leur valeur.',
    'selling.example': 'Les chèques {checks} sont retournés. Ann montre {p0}, Ben {p1} et Cy {p2} : {result}.',
    'selling.kw': 'vendre vente chèque chèques choix secret révéler phase de vente qui prend le meilleur chèque le plus haut va à la plus haute égalité manche de vente',
    'scoring.title': 'Décompte',
    'scoring.text':
      'Additionnez la valeur de vos chèques et 1 point par carte d’argent qui vous reste. Le plus haut score gagne. En cas d’égalité, celui qui a gardé le plus de cartes d’argent gagne ; s’il y a encore égalité, la victoire est partagée.',
    'scoring.example':
      'Ann a des chèques pour {a} et {ac} cartes d’argent : {as} points. Ben a des chèques pour {b} et {bc} cartes d’argent : {bs} points. À égalité à {bs}, {winner} gagne avec plus de cartes d’argent.',
    'scoring.kw': 'score points compter total gagnant égalité départage partage deux joueurs même score ex aequo à égalité carte d’argent vaut fin chaque carte d’argent un point',
  },
  es: {
    'goal.title': 'Objetivo',
    'goal.text':
      'Compra propiedades (los tréboles y las picas) en subasta y luego véndelas a cambio de cheques (los corazones y los diamantes). Gana quien tenga más puntos: el valor de sus cheques más 1 punto por cada carta de dinero que le quede en la mano.',
    'goal.example': 'Ann termina con {cards} cartas de dinero y estos cheques: {checks}. Son {checkTotal} + {cards} = {score} puntos.',
    'goal.kw': 'objetivo meta ganar ganador victoria puntos',
    'setup.title': 'Preparación y rondas',
    'setup.text':
      'Se juega con barajas de cartas normales: una para las propiedades y los cheques, otra para el dinero y, con 5 o 6 jugadores, una tercera para los palos de dinero que faltan. Las propiedades son los 26 tréboles y picas, del as (la más baja) al rey (la más alta); a igual valor, la pica gana al trébol. Los cheques son los 26 corazones y diamantes, y cada uno vale su número (as 1, jota 11, reina 12, rey 13). Cada jugador toma como dinero las cartas del as al 8 de un palo (el as vale 1): 36 en total. Antes de jugar se apartan boca abajo, sin mirarlas, algunas propiedades y otros tantos cheques: 2 con 3, 4 o 6 jugadores, 1 con 5.',
    'setup.ownDeck':
      'Con tus propias cartas: toma el dinero de una baraja con otro dorso, para que una carta de dinero nunca se mezcle con las propiedades. Ten tu dinero boca arriba delante de ti y pon boca abajo la carta que vendes hasta que todos estén listos.',
    'setup.rounds': 'Cada fase (la compra y luego la venta) tiene {list}.',
    'setup.roundsAt': '{count} rondas con {players} jugadores',
    'setup.example':
      'Con {players} jugadores: se apartan {aside} propiedades y {aside} cheques, quedan {inPlay} propiedades en juego, así que hay {auctions} subastas de {perAuction} propiedades.',
    'setup.kw': 'reparto baraja barajas mazo tercera dorso boca arriba boca abajo cartas preparar inicio inicial empezar dinero inicial apartadas ocultas rondas cuántas cartas apartadas cuántas cartas número dinero secreto visible a la vista ver el dinero de los demás esconder',
    'auctions.title': 'Subastas',
    'auctions.text':
      'Descubre una propiedad por jugador y ordénalas de la más baja a la más alta. Empezando por quien abre y siguiendo alrededor de la mesa, cada jugador que sigue en la subasta sube la puja más alta o pasa. Una puja es un número entero mayor que la puja más alta y no mayor que el total de tus cartas de dinero; si no puedes subir, debes pasar. Al pasar sales de esta subasta: te llevas la propiedad más baja que quede en la mesa y pagas según tu puja (ver «Pasar y pagar»). El último jugador que queda se lleva la propiedad más alta, paga toda su puja y abre la subasta siguiente.',
    'auctions.example':
      'Se descubren {cards}. Ann puja 2, Ben puja 4 y Cy pasa sin haber pujado: Cy se lleva {low} gratis. Ann sube a 6 y Ben pasa: Ben se lleva {middle} y paga la mitad de 4, es decir {cost}. Ann queda sola: se lleva {high} y paga 6.',
    'auctions.kw': 'puja pujar subir pasar fase de compra turno cualquier cantidad',
    'paying.title': 'Pasar y pagar con cartas de dinero',
    'paying.pass':
      'Quien pasa paga la mitad de su propia puja, redondeada hacia abajo: pasar antes de haber pujado, o tras una puja de 1, no cuesta nada. Quien gana la subasta paga toda su puja. Al pujar no se pone nada sobre la mesa: una puja es solo un número, y se paga con cartas de dinero cuando la subasta termina para ti. El dinero pagado sale del juego: nunca pasa a otro jugador.',
    'paying.text':
      'Las cartas de dinero se pagan sin cambio. Si una de tus cartas vale exactamente lo que debes, pagas esa carta. Si no, eliges un conjunto de cartas que valga al menos el importe y en el que cada carta cuente: si quitas cualquiera, el resto ya no llega. Si varios conjuntos sirven, eliges tú (decisión R4); si solo sirve uno, se paga enseguida. Si no debes nada, no pagas nada.',
    'paying.example':
      'Tienes {cards} y debes {owed}. Puedes pagar {options}. {bad} no vale: sin el {drop}, los {rest} que quedan siguen cubriendo {owed}.',
    'paying.kw': 'pagar pago cartas de dinero cambio vuelto sin cambio pagar de más coste cuesta exacto pase pasar mitad redondeada sale dinero pagado va qué cartas doy',
    'selling.title': 'Venta',
    'selling.text':
      'Cuando se han comprado todas las propiedades empieza la venta. En cada ronda se descubre un cheque por jugador. Cada uno elige en secreto una de sus propiedades y después se muestran todas a la vez: la propiedad más alta se lleva el cheque más alto, la siguiente el siguiente, y así sucesivamente. Dos propiedades nunca empatan: a igual rango, la pica va por delante del trébol. Las propiedades vendidas salen de la partida. A partir de ahora solo importa cuántas cartas de dinero tienes, no lo que valen.',
    'selling.example': 'Se descubren los cheques {checks}. Ann muestra {p0}, Ben {p1} y Cy {p2}: {result}.',
    'selling.kw': 'vender venta cheque cheques elegir secreto revelar fase de venta quién se lleva el mejor cheque más alto va a la más alta empate ronda de venta',
    'scoring.title': 'Puntuación',
    'scoring.text':
      'Suma el valor de tus cheques y 1 punto por cada carta de dinero que te quede. Gana la puntuación más alta. Si hay empate, gana quien conserve más cartas de dinero; si sigue el empate, la victoria se comparte.',
    'scoring.example':
      'Ann tiene cheques por {a} y {ac} cartas de dinero: {as} puntos. Ben tiene cheques por {b} y {bc} cartas de dinero: {bs} puntos. Empatados a {bs}, gana {winner} por tener más cartas de dinero.',
    'scoring.kw': 'puntuación puntos contar total ganador empate desempate compartida dos jugadores misma puntuación iguales igualados carta de dinero vale final cada carta de dinero un punto',
  },
})
