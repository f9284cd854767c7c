import { defineMessages } from '../i18n.ts'

/**
 * The rules reference for the three For Sale rulesets, in our own words. Keys without a ruleset prefix
 * are shared; `gryphon.*` and `scarce.*` are what differs. The numbers in `{…}` are worked out by the
 * engine when the reference is built (src/rules/rules-content.ts). `*.kw`: extra words for the search.
 */
export const rulesForSaleMessages = defineMessages({
  en: {
    'goal.title': 'Goal',
    'goal.text':
      'Buy houses (properties numbered 1 to 30) at auction, then sell them for checks. The richest player wins: the checks plus the money left.',
    'goal.example': 'Ann ends with checks worth {checks} and {money} left: {score} in all.',
    'goal.kw': 'aim object win winner richest purpose',
    'setup.title': 'Setting up',
    'setup.text':
      'Shuffle the 30 properties (1 to 30) and the 30 checks: two refused checks worth 0 and two each of {low} to {high}. Money is counted in thousands of dollars.',
    'setup.aside.ielo': 'At 4 players, 2 properties and 2 checks are set aside face down, unseen; at 3, 5 and 6 players every card is used.',
    'setup.aside.gryphon': 'Properties and as many checks are set aside face down, unseen: 6 at 3 players, 2 at 4, none at 5 or 6.',
    'setup.aside.scarce': 'Properties and as many checks are set aside face down, unseen: 10 at 3 players, 3 at 5, none at 4 or 6.',
    'setup.money': 'Each player starts with: {list}.',
    'setup.moneyAt': '{money} at {players} players',
    'setup.visible': 'By default everyone’s money is on view; the table may choose to keep it secret.',
    'setup.hidden': 'By default each player’s money is secret; the table may choose to show it.',
    'setup.coins': 'The money comes as {two} and {one} coins; the bank gives change, so any whole amount can be bid (ruling R5).',
    'setup.example':
      'At {players} players: {aside} properties and {aside} checks set aside, {inPlay} properties in play, so {auctions} auctions; everyone starts with {money}.',
    'setup.kw': 'deal deck cards preparation start money coins bills banknotes set aside hidden secret visible',
    'auctions.title': 'Auctions',
    'auctions.text':
      'Turn up as many properties as there are players and lay them out from lowest to highest. Starting with the starter and going round the table, each player still in the auction raises the high bid or passes. Bids go up in steps of {one} and may not exceed your money; if you cannot raise, you must pass. Passing takes you out of this auction: you take the lowest property still on the table and pay the pass cost. The last player left takes the highest property, pays their whole bid and starts the next auction.',
    'auctions.scarce':
      'In this variant, though, each auction turns up one property fewer than there are players. The first player to pass in each auction takes their bid back and gets no property; the others pass as usual. Near the end, when fewer properties remain, see ruling R6.',
    'auctions.example':
      'Properties {cards} are up. Ann bids {annBid}, Ben bids {benBid}, Cy passes without having bid and takes {low} for nothing. Ann passes: she takes {middle} and pays {cost} of her {annBid}. Ben is left alone: he takes {high} for {benBid}.',
    'auctions.exampleScarce':
      'At 3 players, {cards} are up. Ann bids {annBid}, Ben bids {benBid}, Cy passes first: nothing to pay, no property. Ann passes: she takes {low} and pays {cost} of her {annBid}. Ben takes {high} for {benBid}.',
    'auctions.kw': 'bid bidding raise pass buying phase turn',
    'paying.title': 'Passing and paying',
    'paying.text':
      'Money is an amount: you pay exactly what you owe. The auction’s winner pays their whole bid. A passer pays half of their own bid, rounded down to the thousand, and takes the other half back (rounded up). Passing without having bid costs nothing.',
    'paying.gryphon':
      'Money is an amount: you pay exactly what you owe. The auction’s winner pays their whole bid. A passer pays half of their own bid, rounded up to the thousand, and takes back what is left (half rounded down). Passing without having bid costs nothing.',
    'paying.scarce':
      'Money is an amount: you pay exactly what you owe. The first passer of each auction pays nothing: their whole bid comes back, and they take no property. Every later passer pays half of their own bid, rounded down, and takes the other half back. The winner pays their whole bid.',
    'paying.example': 'You bid {bid} and then pass: you pay {cost} and get {refund} back.',
    'paying.exampleScarce':
      'First to pass with a bid of {bid}: {bid} comes back, no property. Next to pass with a bid of {bid}: pays {cost}, gets {refund} back and the lowest property.',
    'paying.kw': 'pay payment pass cost half rounding round down round up refund back',
    'selling.title': 'Selling',
    'selling.text':
      'Once every property is bought, keep your money for the end. Each round turns up one check per player. Everyone picks one of their properties in secret, then all picks are shown together: the highest property takes the highest check, the next highest the next one, and so on. The two checks worth 0 are refused offers: they go to the lowest properties of their round like any other check (ruling R8).',
    'selling.scarce':
      'Once every property is bought, keep your money for the end. Each round turns up one check per player still holding a property, and only those players pick, in secret. All picks are shown together: the highest property takes the highest check, and so on. When a single player still holds properties, they take all the remaining checks at once (ruling R7). The two checks worth 0 are refused offers and go to the lowest properties (ruling R8).',
    'selling.example': 'The checks {checks} are up. Ann shows {p0}, Ben {p1} and Cy {p2}: {result}.',
    'selling.kw': 'sell sale check checks pick secret reveal selling phase refused zero',
    'scoring.title': 'Scoring',
    'scoring.text':
      'Add up your checks and the money you have left. The highest total wins. When players are level, the one with more money left wins; if they are still level, they share the win.',
    'scoring.example':
      'Ann has checks worth {a} and {am} left: {as}. Ben has checks worth {b} and {bm} left: {bs}. Level on {bs}: {winner} wins with more money left.',
    'scoring.kw': 'score points count total winner tie tie-break draw shared',
  },
  fr: {
    'goal.title': 'But du jeu',
    'goal.text':
      'Achetez des maisons (propriétés numérotées de 1 à 30) aux enchères, puis revendez-les contre des chèques. Le joueur le plus riche gagne : les chèques plus l’argent restant.',
    'goal.example': 'Ann finit avec des chèques pour {checks} et {money} en poche : {score} au total.',
    'goal.kw': 'objectif gagner gagnant victoire riche fortune',
    'setup.title': 'Mise en place',
    'setup.text':
      'Mélangez les 30 propriétés (de 1 à 30) et les 30 chèques : deux chèques refusés qui valent 0 et deux de chaque valeur de {low} à {high}. L’argent se compte en milliers de dollars.',
    'setup.aside.ielo': 'À 4 joueurs, on écarte face cachée, sans les regarder, 2 propriétés et 2 chèques ; à 3, 5 et 6 joueurs, toutes les cartes servent.',
    'setup.aside.gryphon': 'On écarte face cachée, sans les regarder, des propriétés et autant de chèques : 6 à 3 joueurs, 2 à 4, aucune à 5 ou 6.',
    'setup.aside.scarce': 'On écarte face cachée, sans les regarder, des propriétés et autant de chèques : 10 à 3 joueurs, 3 à 5, aucune à 4 ou 6.',
    'setup.money': 'Chaque joueur commence avec : {list}.',
    'setup.moneyAt': '{money} à {players} joueurs',
    'setup.visible': 'Par défaut, l’argent de chacun est visible ; la table peut choisir de le garder secret.',
    'setup.hidden': 'Par défaut, l’argent de chaque joueur est secret ; la table peut choisir de le montrer.',
    'setup.coins': 'L’argent se présente en pièces de {two} et de {one} ; la banque rend la monnaie, donc toute somme entière peut être misée (décision R5).',
    'setup.example':
      'À {players} joueurs : {aside} propriétés et {aside} chèques écartés, {inPlay} propriétés en jeu, soit {auctions} enchères ; chacun commence avec {money}.',
    'setup.kw': 'donne paquet cartes préparation départ argent pièces billets écartées cachées secret visible',
    'auctions.title': 'Enchères',
    'auctions.text':
      'Retournez autant de propriétés qu’il y a de joueurs et rangez-les de la plus basse à la plus haute. En partant du premier joueur et en faisant le tour de la table, chaque joueur encore dans l’enchère surenchérit ou passe. Les mises montent par paliers de {one} sans dépasser votre argent ; si vous ne pouvez pas surenchérir, vous devez passer. Passer vous fait sortir de cette enchère : vous prenez la propriété la plus basse encore sur la table et payez le coût du passe. Le dernier joueur restant prend la propriété la plus haute, paie toute sa mise et commence l’enchère suivante.',
    'auctions.scarce':
      'Dans cette variante, chaque enchère retourne toutefois une propriété de moins qu’il y a de joueurs. Le premier joueur qui passe à chaque enchère reprend sa mise et ne reçoit aucune propriété ; les autres passent comme d’habitude. Vers la fin, quand il reste moins de propriétés, voyez la décision R6.',
    'auctions.example':
      'Les propriétés {cards} sont retournées. Ann mise {annBid}, Ben mise {benBid}, Cy passe sans avoir misé et prend {low} pour rien. Ann passe : elle prend {middle} et paie {cost} sur ses {annBid}. Ben reste seul : il prend {high} pour {benBid}.',
    'auctions.exampleScarce':
      'À 3 joueurs, {cards} sont retournées. Ann mise {annBid}, Ben mise {benBid}, Cy passe le premier : rien à payer, aucune propriété. Ann passe : elle prend {low} et paie {cost} sur ses {annBid}. Ben prend {high} pour {benBid}.',
    'auctions.kw': 'mise miser surenchère surenchérir passer phase d’achat tour',
    'paying.title': 'Passer et payer',
    'paying.text':
      'L’argent est une somme : vous payez exactement ce que vous devez. Le gagnant de l’enchère paie toute sa mise. Celui qui passe paie la moitié de sa propre mise, arrondie au millier inférieur, et reprend l’autre moitié (arrondie au supérieur). Passer sans avoir misé ne coûte rien.',
    'paying.gryphon':
      'L’argent est une somme : vous payez exactement ce que vous devez. Le gagnant de l’enchère paie toute sa mise. Celui qui passe paie la moitié de sa propre mise, arrondie au millier supérieur, et reprend le reste (la moitié arrondie à l’inférieur). Passer sans avoir misé ne coûte rien.',
    'paying.scarce':
      'L’argent est une somme : vous payez exactement ce que vous devez. Le premier qui passe à chaque enchère ne paie rien : toute sa mise lui revient, et il ne prend aucune propriété. Chaque joueur qui passe ensuite paie la moitié de sa propre mise, arrondie à l’inférieur, et reprend l’autre moitié. Le gagnant paie toute sa mise.',
    'paying.example': 'Vous misez {bid} puis passez : vous payez {cost} et récupérez {refund}.',
    'paying.exampleScarce':
      'Premier à passer avec une mise de {bid} : il récupère {bid}, sans propriété. Suivant à passer avec une mise de {bid} : il paie {cost}, récupère {refund} et prend la propriété la plus basse.',
    'paying.kw': 'payer paiement passe coût moitié arrondi arrondir inférieur supérieur remboursement récupérer',
    'selling.title': 'Vente',
    'selling.text':
      'Quand toutes les propriétés sont achetées, gardez votre argent pour la fin. Chaque manche retourne un chèque par joueur. Chacun choisit en secret une de ses propriétés, puis tous les choix sont révélés ensemble : la propriété la plus haute prend le chèque le plus haut, la suivante le suivant, et ainsi de suite. Les deux chèques à 0 sont des offres refusées : ils vont aux propriétés les plus basses de leur manche comme n’importe quel chèque (décision R8).',
    'selling.scarce':
      'Quand toutes les propriétés sont achetées, gardez votre argent pour la fin. Chaque manche retourne un chèque par joueur qui a encore une propriété, et seuls ces joueurs choisissent, en secret. Tous les choix sont révélés ensemble : la propriété la plus haute prend le chèque le plus haut, et ainsi de suite. Quand un seul joueur a encore des propriétés, il prend d’un coup tous les chèques restants (décision R7). Les deux chèques à 0 sont des offres refusées et vont aux propriétés les plus basses (décision R8).',
    'selling.example': 'Les chèques {checks} sont retournés. Ann montre {p0}, Ben {p1} et Cy {p2} : {result}.',
    'selling.kw': 'vendre vente chèque chèques choix secret révéler phase de vente refusé zéro',
    'scoring.title': 'Décompte',
    'scoring.text':
      'Additionnez vos chèques et l’argent qui vous reste. Le plus gros total gagne. En cas d’égalité, celui qui a gardé le plus d’argent gagne ; s’il y a encore égalité, la victoire est partagée.',
    'scoring.example':
      'Ann a des chèques pour {a} et {am} en poche : {as}. Ben a des chèques pour {b} et {bm} en poche : {bs}. À égalité à {bs}, {winner} gagne avec plus d’argent restant.',
    'scoring.kw': 'score points compter total gagnant égalité départage partage',
  },
  es: {
    'goal.title': 'Objetivo',
    'goal.text':
      'Compra casas (propiedades numeradas del 1 al 30) en subasta y luego véndelas a cambio de cheques. Gana el jugador más rico: los cheques más el dinero que le quede.',
    'goal.example': 'Ann termina con cheques por {checks} y le quedan {money}: {score} en total.',
    'goal.kw': 'objetivo meta ganar ganador victoria rico fortuna',
    'setup.title': 'Preparación',
    'setup.text':
      'Baraja las 30 propiedades (del 1 al 30) y los 30 cheques: dos cheques rechazados que valen 0 y dos de cada valor de {low} a {high}. El dinero se cuenta en miles de dólares.',
    'setup.aside.ielo': 'Con 4 jugadores se apartan boca abajo, sin mirarlas, 2 propiedades y 2 cheques; con 3, 5 y 6 jugadores se usan todas las cartas.',
    'setup.aside.gryphon': 'Se apartan boca abajo, sin mirarlas, propiedades y otros tantos cheques: 6 con 3 jugadores, 2 con 4, ninguna con 5 o 6.',
    'setup.aside.scarce': 'Se apartan boca abajo, sin mirarlas, propiedades y otros tantos cheques: 10 con 3 jugadores, 3 con 5, ninguna con 4 o 6.',
    'setup.money': 'Cada jugador empieza con: {list}.',
    'setup.moneyAt': '{money} con {players} jugadores',
    'setup.visible': 'Por defecto el dinero de todos está a la vista; la mesa puede decidir mantenerlo en secreto.',
    'setup.hidden': 'Por defecto el dinero de cada jugador es secreto; la mesa puede decidir mostrarlo.',
    'setup.coins': 'El dinero viene en monedas de {two} y de {one}; la banca da cambio, así que se puede pujar cualquier cantidad entera (decisión R5).',
    'setup.example':
      'Con {players} jugadores: se apartan {aside} propiedades y {aside} cheques, quedan {inPlay} propiedades en juego, así que hay {auctions} subastas; cada uno empieza con {money}.',
    'setup.kw': 'reparto baraja cartas preparar inicio dinero monedas billetes apartadas ocultas secreto visible',
    'auctions.title': 'Subastas',
    'auctions.text':
      'Descubre tantas propiedades como jugadores y ordénalas de la más baja a la más alta. Empezando por quien abre y siguiendo alrededor de la mesa, cada jugador que sigue en la subasta sube la puja más alta o pasa. Las pujas suben de {one} en {one} y no pueden superar tu dinero; si no puedes subir, debes pasar. Al pasar sales de esta subasta: te llevas la propiedad más baja que quede en la mesa y pagas el coste del pase. El último jugador que queda se lleva la propiedad más alta, paga toda su puja y abre la subasta siguiente.',
    'auctions.scarce':
      'En esta variante, sin embargo, cada subasta descubre una propiedad menos que jugadores. El primero que pasa en cada subasta recupera su puja y no recibe propiedad; los demás pasan como siempre. Hacia el final, cuando quedan menos propiedades, consulta la decisión R6.',
    'auctions.example':
      'Se descubren las propiedades {cards}. Ann puja {annBid}, Ben puja {benBid} y Cy pasa sin haber pujado y se lleva {low} gratis. Ann pasa: se lleva {middle} y paga {cost} de sus {annBid}. Ben queda solo: se lleva {high} por {benBid}.',
    'auctions.exampleScarce':
      'Con 3 jugadores se descubren {cards}. Ann puja {annBid}, Ben puja {benBid} y Cy pasa el primero: no paga nada ni recibe propiedad. Ann pasa: se lleva {low} y paga {cost} de sus {annBid}. Ben se lleva {high} por {benBid}.',
    'auctions.kw': 'puja pujar subir pasar fase de compra turno',
    'paying.title': 'Pasar y pagar',
    'paying.text':
      'El dinero es una cantidad: pagas exactamente lo que debes. Quien gana la subasta paga toda su puja. Quien pasa paga la mitad de su propia puja, redondeada al millar hacia abajo, y recupera la otra mitad (redondeada hacia arriba). Pasar sin haber pujado no cuesta nada.',
    'paying.gryphon':
      'El dinero es una cantidad: pagas exactamente lo que debes. Quien gana la subasta paga toda su puja. Quien pasa paga la mitad de su propia puja, redondeada al millar hacia arriba, y recupera lo que queda (la mitad redondeada hacia abajo). Pasar sin haber pujado no cuesta nada.',
    'paying.scarce':
      'El dinero es una cantidad: pagas exactamente lo que debes. El primero que pasa en cada subasta no paga nada: recupera toda su puja y no se lleva propiedad. Cada uno que pasa después paga la mitad de su propia puja, redondeada hacia abajo, y recupera la otra mitad. Quien gana paga toda su puja.',
    'paying.example': 'Pujas {bid} y luego pasas: pagas {cost} y recuperas {refund}.',
    'paying.exampleScarce':
      'El primero en pasar con una puja de {bid}: recupera {bid}, sin propiedad. El siguiente en pasar con una puja de {bid}: paga {cost}, recupera {refund} y se lleva la propiedad más baja.',
    'paying.kw': 'pagar pago pase coste mitad redondeo redondear abajo arriba devolución recuperar',
    'selling.title': 'Venta',
    'selling.text':
      'Cuando se han comprado todas las propiedades, guarda tu dinero para el final. En cada ronda se descubre un cheque por jugador. Cada uno elige en secreto una de sus propiedades y después se muestran todas a la vez: la propiedad más alta se lleva el cheque más alto, la siguiente el siguiente, y así sucesivamente. Los dos cheques de 0 son ofertas rechazadas: van a las propiedades más bajas de su ronda como cualquier otro cheque (decisión R8).',
    'selling.scarce':
      'Cuando se han comprado todas las propiedades, guarda tu dinero para el final. En cada ronda se descubre un cheque por cada jugador que aún tenga propiedades, y solo esos jugadores eligen, en secreto. Se muestran todas a la vez: la propiedad más alta se lleva el cheque más alto, y así sucesivamente. Cuando solo un jugador conserva propiedades, se lleva de golpe todos los cheques que quedan (decisión R7). Los dos cheques de 0 son ofertas rechazadas y van a las propiedades más bajas (decisión R8).',
    'selling.example': 'Se descubren los cheques {checks}. Ann muestra {p0}, Ben {p1} y Cy {p2}: {result}.',
    'selling.kw': 'vender venta cheque cheques elegir secreto revelar fase de venta rechazado cero',
    'scoring.title': 'Puntuación',
    'scoring.text':
      'Suma tus cheques y el dinero que te quede. Gana el total más alto. Si hay empate, gana quien conserve más dinero; si sigue el empate, la victoria se comparte.',
    'scoring.example':
      'Ann tiene cheques por {a} y le quedan {am}: {as}. Ben tiene cheques por {b} y le quedan {bm}: {bs}. Empatados a {bs}, gana {winner} por tener más dinero.',
    'scoring.kw': 'puntuación puntos contar total ganador empate desempate compartida',
  },
})
