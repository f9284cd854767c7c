import { defineMessages } from '../i18n.ts'

/**
 * The rules reference for the three For Sale rulesets, in our own words. Keys without a ruleset prefix
 * are shared; `gryphon.*` and `scarce.*` are what differs. The numbers in `{…}` are worked out by the
 * engine when the reference is built (src/rules/rules-content.ts). `*.kw`: extra words for the search.
 * French follows the IELLO box's words (Maison, manche d'achat, billets); Spanish names the Gryphon
 * Spanish booklet's words beside ours.
 */
export const rulesForSaleMessages = defineMessages({
  en: {
    'goal.title': 'Goal',
    'goal.text':
      'Buy houses (properties numbered 1 to 30) at auction, then sell them for checks. The richest player wins: the checks plus the money left.',
    'goal.tips.gryphon':
      'Advice from the Gryphon booklet, in our words: when buying, what counts is how little you pay, so passing early for a cheap (or free) low property can save money for the auctions that matter. When selling, guess what the others will show: if they look set to play high, a middling property may take a better check than your lowest, and a very high one is worth holding back until the others have spent theirs.',
    'goal.example': 'Ann ends with checks worth {checks} and {money} left: {score} in all.',
    'goal.kw': 'aim object win winner richest purpose tips advice strategy hints',
    'setup.title': 'Setup and rounds',
    'setup.text':
      'Shuffle the 30 properties (1 to 30) and the 30 checks: two refused checks worth 0 and two each of {low} to {high}. Money is counted in thousands of dollars.',
    'setup.words.ielo':
      'The IELLO box (in French) calls the houses “Maisons”, the checks “Chèques” (the two worth 0 are stamped “Refusé”) and the money “billets”, bills of $1,000.',
    'setup.words.gryphon':
      'The Gryphon booklet calls the houses “Property Cards”, the checks “Currency Cards” and the money “Coins”; money paid goes to the “bank”. Its Spanish text says “cartas de propiedad”, “cartas de moneda” (or “tarjetas de moneda”), “monedas” and “banco”.',
    'setup.aside.ielo': 'At 4 players, 2 properties and 2 checks are set aside face down, unseen; at 3, 5 and 6 players every card is used.',
    'setup.aside.gryphon': 'Properties and as many checks are set aside face down, unseen: 6 at 3 players, 2 at 4, none at 5 or 6.',
    'setup.aside.scarce': 'Properties and as many checks are set aside face down, unseen: 10 at 3 players, 3 at 5, none at 4 or 6.',
    'setup.money': 'Each player starts with: {list}.',
    'setup.moneyAt': '{money} at {players} players',
    'setup.rounds': 'Each phase (buying, then selling) has {list}.',
    'setup.rounds.scarce': 'The buying phase has {list}; the sale goes on as long as anyone still holds a property.',
    'setup.roundsAt': '{count} rounds at {players} players',
    'setup.visible': 'By default everyone’s money is on view; the table may choose to keep it secret.',
    'setup.hidden': 'By default each player’s money is secret; the table may choose to show it.',
    'setup.coins': 'What each player is handed: two {two} coins and {many} coins of {one} at 3 or 4 players; two {two} coins and {few} coins of {one} at 5 or 6. The bank gives change, so any whole amount can be bid (ruling R5).',
    'setup.example':
      'At {players} players: {aside} properties and {aside} checks set aside, {inPlay} properties in play, so {auctions} auctions; everyone starts with {money}.',
    'setup.kw': 'set up setting deal deck cards preparation start starting money coins bills banknotes set aside hidden secret visible rounds how many set-aside cards aside how many cards number hide money see other players money',
    'auctions.title': 'Auctions',
    'auctions.turnUp':
      'Turn up as many properties as there are players and lay them out from lowest to highest.',
    'auctions.turnUp.scarce': 'Turn up one property fewer than there are players and lay them out from lowest to highest.',
    'auctions.text':
      'Starting with the starter and going round the table, each player still in the auction raises the high bid or passes. A bid may be any whole amount above the high bid (so at least {one} more), up to your money; if you cannot raise, you must pass. Passing takes you out of this auction: you take the lowest property still on the table and pay for your pass (see “Passing and paying”). The last player left takes the highest property, pays their whole bid and starts the next auction.',
    'auctions.scarce':
      'The first player to pass in each auction takes their bid back and gets no property; the others pass as usual. At {players} players the last auction has only {left} properties: it turns them all up, and the first {free} to pass (players − properties turned up) take their bids back and get no property (ruling R6).',
    'auctions.example':
      'Properties {cards} are up. Ann bids {annBid}, Ben bids {benBid}, Cy passes without having bid and takes {low} for nothing. Ann passes: she takes {middle} and pays {cost} of her {annBid}. Ben is left alone: he takes {high} for {benBid}.',
    'auctions.exampleScarce':
      'At 3 players, {cards} are up. Ann bids {annBid}, Ben bids {benBid}, Cy passes first: nothing to pay, no property. Ann passes: she takes {low} and pays {cost} of her {annBid}. Ben takes {high} for {benBid}.',
    'auctions.kw': 'bid bidding raise pass buying phase turn step increment amount minimum',
    'paying.title': 'Passing and paying',
    'paying.text':
      'You pay exactly what you owe. The auction’s winner pays their whole bid. A passer pays half of their own bid, rounded down to the thousand, and takes the other half back (rounded up). Passing without having bid costs nothing. Money paid leaves the game: it never goes to another player.',
    'paying.gryphon':
      'You pay exactly what you owe. The auction’s winner pays their whole bid. A passer pays half of their own bid, rounded up to the thousand, and takes back what is left (half rounded down). Passing without having bid costs nothing. Money paid goes to the bank and leaves the game: it never goes to another player.',
    'paying.scarce':
      'You pay exactly what you owe. The first passer of each auction pays nothing: their whole bid comes back, and they take no property. The one exception is the short last auction of ruling R6: there the first {free} passers go free (at {players} players with {left} properties turned up). Every later passer pays half of their own bid, rounded down, and takes the other half back; one who has not bid passes for nothing. The winner pays their whole bid. Money paid leaves the game: it never goes to another player.',
    'paying.example': 'You bid {bid} and then pass: you pay {cost} and get {refund} back.',
    'paying.exampleScarce':
      'Ann bids {first}, Ben {bid}, Cy {top}. Ann passes first: all her {first} comes back, no property. Ben passes next: he pays {cost}, gets {refund} back and takes the lower property. Cy takes the higher one for {top}.',
    'paying.kw': 'pay payment pass passing cost costs half rounding rounded down rounded up refund back bank leaves paid money goes first passer free pass comes back get back how much coins back odd bid winner pays',
    'selling.title': 'Selling',
    'selling.text':
      'Once every property is bought, keep your money for the end. Each round turns up one check per player. Everyone picks one of their properties in secret, then all picks are shown together: the highest property takes the highest check, the next highest the next one, and so on. Sold properties leave the game. The two checks worth 0 are refused offers: they go to the lowest properties of their round like any other check (ruling R8).',
    'selling.scarce':
      'Once every property is bought, keep your money for the end. Each round turns up one check per player still holding a property, and only those players pick, in secret. All picks are shown together: the highest property takes the highest check, and so on. Sold properties leave the game. When a single player still holds properties, they take all the remaining checks at once (ruling R7). The two checks worth 0 are refused offers and go to the lowest properties (ruling R8).',
    'selling.example': 'The checks {checks} are up. Ann shows {p0}, Ben {p1} and Cy {p2}: {result}.',
    'selling.kw': 'sell sale check checks pick secret reveal selling phase refused zero who gets the best check highest check goes to the highest property keep money during the sale',
    'scoring.title': 'Scoring',
    'scoring.text':
      'Add up your checks and the money you have left. The highest total wins. When players are level, the one with more money left wins; if they are still level, they share the win.',
    'scoring.gryphon':
      'Add up your checks and the money you have left. The highest total wins. When players are level, the booklet gives the win to the one with the most Coins left, which Gavel reads as the most money left (ruling R5). The booklet stops there; if they are still level, Gavel has them share the win, as the IELLO rules do.',
    'scoring.example':
      'Ann has checks worth {a} and {am} left: {as}. Ben has checks worth {b} and {bm} left: {bs}. Level on {bs}: {winner} wins with more money left.',
    'scoring.kw': 'score points count total winner tie tie-break draw shared same score two players level equal even',
  },
  fr: {
    'goal.title': 'But du jeu',
    'goal.text':
      'Achetez des Maisons (numérotées de 1 à 30) aux enchères, puis revendez-les contre des Chèques. Le joueur le plus riche gagne : les Chèques plus {_moneyLeft}.',
    'goal.tips.gryphon':
      'Conseils du livret Gryphon, dans nos mots : à l’achat, ce qui compte est de payer peu ; passer tôt pour une Maison basse, bon marché ou gratuite, garde votre argent pour les manches qui comptent. À la vente, devinez ce que les autres vont montrer : s’ils semblent prêts à jouer haut, une Maison moyenne peut rapporter un meilleur Chèque que votre plus basse, et une très haute vaut d’être gardée jusqu’à ce que les autres aient joué les leurs.',
    'goal.example': 'Ann finit avec des Chèques pour {checks} et {money} en {_money} : {score} au total.',
    'goal.kw': 'objectif gagner gagnant victoire riche fortune conseils astuces stratégie',
    'setup.title': 'Mise en place et manches',
    'setup.text':
      'Mélangez les 30 Maisons (de 1 à 30) et les 30 Chèques : deux Chèques « Refusé » qui valent 0 et deux de chaque valeur de {low} à {high}. L’argent se compte en milliers de dollars.',
    'setup.words.ielo':
      'Ces mots sont ceux de la boîte IELLO : cartes Maison, cartes Chèque (les deux à 0 portent « Refusé ») et billets de 1 000 $.',
    'setup.words.gryphon':
      'Le livret Gryphon (en anglais) appelle les Maisons « Property Cards », les Chèques « Currency Cards » et l’argent « Coins » (des pièces) ; l’argent payé va à la « bank ». Sa version espagnole dit « cartas de propiedad », « cartas de moneda » et « banco ».',
    'setup.aside.ielo': 'À 4 joueurs, on écarte face cachée, sans les regarder, 2 Maisons et 2 Chèques ; à 3, 5 et 6 joueurs, toutes les cartes servent.',
    'setup.aside.gryphon': 'On écarte face cachée, sans les regarder, des Maisons et autant de Chèques : 6 à 3 joueurs, 2 à 4, aucune à 5 ou 6.',
    'setup.aside.scarce': 'On écarte face cachée, sans les regarder, des Maisons et autant de Chèques : 10 à 3 joueurs, 3 à 5, aucune à 4 ou 6.',
    'setup.money': 'Argent de départ de chaque joueur : {list}.',
    'setup.moneyAt': '{money} à {players} joueurs',
    'setup.rounds': 'Chaque phase (l’achat, puis la vente) compte {list}.',
    'setup.rounds.scarce': 'La phase d’achat compte {list} ; la vente dure tant que quelqu’un a encore une Maison.',
    'setup.roundsAt': '{count} manches à {players} joueurs',
    'setup.visible': 'Par défaut, l’argent de chacun est visible ; la table peut choisir de le garder secret.',
    'setup.hidden': 'Par défaut, l’argent de chaque joueur est secret ; la table peut choisir de le montrer.',
    'setup.coins': 'Ce que reçoit chaque joueur : deux pièces de {two} et {many} pièces de {one} à 3 ou 4 joueurs ; deux pièces de {two} et {few} pièces de {one} à 5 ou 6. La banque rend la monnaie, donc toute somme entière peut être misée (décision R5).',
    'setup.example':
      'À {players} joueurs : {aside} Maisons et {aside} Chèques écartés, {inPlay} Maisons en jeu, soit {auctions} manches d’achat ; chacun commence avec {money}.',
    'setup.kw': 'donne paquet pioche cartes préparation départ début argent de départ pièces billets écartées cachées secret visible manches combien propriétés cartes écartées nombre de cartes cacher ses billets voir l’argent des autres',
    'auctions.title': 'L’achat',
    'auctions.turnUp':
      'Au début de chaque manche d’achat, retournez autant de Maisons qu’il y a de joueurs et rangez-les de la plus basse à la plus haute.',
    'auctions.turnUp.scarce': 'Au début de chaque manche d’achat, retournez une Maison de moins qu’il n’y a de joueurs et rangez-les de la plus basse à la plus haute.',
    'auctions.text':
      'En partant du premier joueur et en faisant le tour de la table, chaque joueur encore dans la manche enchérit (mise plus que la dernière enchère) ou passe. Une mise peut être n’importe quelle somme entière au-dessus de la dernière enchère (donc au moins {one} de plus), sans dépasser votre argent ; si vous ne pouvez pas monter, vous devez passer. Qui passe ne joue plus de la manche : il prend la Maison la plus basse encore au centre et paie selon sa mise (voir « Passer et payer »). Le dernier joueur restant prend la Maison la plus haute, paie toute sa mise et commence la manche suivante.',
    'auctions.scarce':
      'Dans chaque manche, passer en premier ne coûte rien mais ne donne aucune Maison : la mise entière est rendue. Les passes suivants se règlent comme d’habitude. À {players} joueurs, la dernière manche n’a plus que {left} Maisons : on les retourne toutes, et les {free} premiers à passer (joueurs moins Maisons retournées) ne paient rien et n’ont pas de Maison (décision R6).',
    'auctions.example':
      'Les Maisons {cards} sont retournées. Ann mise {annBid}, Ben mise {benBid}, Cy passe sans avoir misé et prend {low} pour rien. Ann passe : elle prend {middle} et paie {cost} sur ses {annBid}. Ben reste seul : il prend {high} pour {benBid}.',
    'auctions.exampleScarce':
      'À 3 joueurs, {cards} sont retournées. Ann mise {annBid}, Ben mise {benBid}, Cy passe le premier : rien à payer, aucune Maison. Ann passe : elle prend {low} et paie {cost} sur ses {annBid}. Ben prend {high} pour {benBid}.',
    'auctions.kw': 'enchère enchères enchérir mise miser monter surenchérir passer achat manche tour palier',
    'paying.title': 'Passer et payer',
    'paying.text':
      'Vous payez exactement ce que vous devez. Le gagnant de la manche paie toute sa mise. Celui qui passe paie la moitié de sa propre mise, arrondie au millier inférieur, et reprend l’autre moitié (arrondie au supérieur). Passer sans avoir misé ne coûte rien. L’argent payé sort du jeu : il ne passe jamais à un autre joueur.',
    'paying.gryphon':
      'Vous payez exactement ce que vous devez. Le gagnant de la manche paie toute sa mise. Celui qui passe paie la moitié de sa propre mise, arrondie au millier supérieur, et reprend le reste (la moitié arrondie à l’inférieur). Passer sans avoir misé ne coûte rien. L’argent payé va à la banque et sort du jeu : il ne passe jamais à un autre joueur.',
    'paying.scarce':
      'Vous payez exactement ce que vous devez. Dans chaque manche d’achat, passer en premier est gratuit : la mise entière est rendue, mais sans aucune Maison. Seule exception, la courte dernière manche de la décision R6 : les {free} premiers qui passent n’y paient rien (à {players} joueurs, avec {left} Maisons retournées). Chaque joueur qui passe ensuite paie la moitié de sa propre mise, arrondie à l’inférieur, et reprend l’autre moitié ; qui n’a rien misé passe sans rien payer. Le gagnant paie toute sa mise. L’argent payé sort du jeu : il ne passe jamais à un autre joueur.',
    'paying.example': 'Vous misez {bid} puis passez : vous payez {cost} et récupérez {refund}.',
    'paying.exampleScarce':
      'Ann mise {first}, Ben {bid}, Cy {top}. Ann passe la première : ses {first} lui reviennent, sans Maison. Ben passe ensuite : il paie {cost}, récupère {refund} et prend la Maison la plus basse. Cy prend la plus haute pour {top}.',
    'paying.kw': 'payer paiement passe passer coûte coût moitié arrondi arrondir inférieur supérieur remboursement récupérer billets banque sort premier qui passe passe gratuit récupère récupère-t-on combien de billets reviennent mise impaire le gagnant paie',
    'selling.title': 'La vente',
    'selling.text':
      'Quand toutes les Maisons sont achetées, gardez votre argent pour la fin. Chaque manche de vente retourne un Chèque par joueur. Chacun choisit en secret une de ses Maisons et la pose face cachée, puis on les retourne toutes ensemble : la Maison la plus haute prend le plus gros Chèque, la suivante le suivant, et ainsi de suite. Les Maisons vendues quittent la partie. Les deux Chèques à 0 sont « Refusé » : ils vont aux Maisons les plus basses de leur manche comme n’importe quel Chèque (décision R8).',
    'selling.scarce':
      'Quand toutes les Maisons sont achetées, gardez votre argent pour la fin. Chaque manche de vente retourne un Chèque par joueur qui a encore une Maison, et seuls ces joueurs choisissent, en secret. On retourne tous les choix ensemble : la Maison la plus haute prend le plus gros Chèque, et ainsi de suite. Les Maisons vendues quittent la partie. Quand un seul joueur a encore des Maisons, il prend d’un coup tous les Chèques restants (décision R7). Les deux Chèques « Refusé » à 0 vont aux Maisons les plus basses (décision R8).',
    'selling.example': 'Les Chèques {checks} sont retournés. Ann montre {p0}, Ben {p1} et Cy {p2} : {result}.',
    'selling.kw': 'vendre vente chèque chèques choix secret révéler manche de vente refusé zéro qui prend le meilleur chèque le plus haut va à la plus haute garder ses billets pendant la vente',
    'scoring.title': 'Décompte',
    'scoring.text':
      'Additionnez vos Chèques et l’argent qui vous reste. Le plus gros total gagne. En cas d’égalité, celui qui a gardé le plus d’argent gagne ; s’il y a encore égalité, la victoire est partagée.',
    'scoring.gryphon':
      'Additionnez vos chèques et l’argent qui vous reste. Le plus gros total gagne. En cas d’égalité, le livret donne la victoire à qui garde le plus de pièces, ce que Gavel lit comme le plus d’argent restant (décision R5). Le livret s’arrête là ; s’il y a encore égalité, Gavel fait partager la victoire, comme les règles IELLO.',
    'scoring.example':
      'Ann a des Chèques pour {a} et {am} en {_money} : {as}. Ben a des Chèques pour {b} et {bm} en {_money} : {bs}. À égalité à {bs}, {winner} gagne avec plus d’argent restant.',
    'scoring.kw': 'score points compter total gagnant égalité départage partage deux joueurs même score ex aequo à égalité',
  },
  es: {
    'goal.title': 'Objetivo',
    'goal.text':
      'Compra casas (propiedades numeradas del 1 al 30) en subasta y luego véndelas a cambio de cheques. Gana el jugador más rico: los cheques más el dinero que le quede.',
    'goal.tips.gryphon':
      'Consejos del librito de Gryphon, con nuestras palabras: al comprar, lo que cuenta es pagar poco, así que pasar pronto por una propiedad baja barata (o gratis) guarda dinero para las subastas importantes. Al vender, adivina qué mostrarán los demás: si parecen dispuestos a jugar alto, una propiedad mediana puede llevarse un cheque mejor que tu más baja, y conviene guardar una muy alta hasta que los demás hayan jugado las suyas.',
    'goal.example': 'Ann termina con cheques por {checks} y le quedan {money}: {score} en total.',
    'goal.kw': 'objetivo meta ganar ganador victoria rico fortuna consejos estrategia trucos',
    'setup.title': 'Preparación y rondas',
    'setup.text':
      'Baraja las 30 propiedades (del 1 al 30) y los 30 cheques: dos cheques rechazados que valen 0 y dos de cada valor de {low} a {high}. El dinero se cuenta en miles de dólares.',
    'setup.words.ielo':
      'La caja de IELLO (en francés) llama a las casas «Maisons», a los cheques «Chèques» (los dos de 0 llevan «Refusé») y al dinero «billets», billetes de 1000 $.',
    'setup.words.gryphon':
      'Lo que aquí llamamos cheques, el librito de Gryphon en español lo llama «cartas de moneda» (o «tarjetas de moneda»); las propiedades son «cartas de propiedad», el dinero son «monedas» y el dinero pagado va al «banco», que aquí llamamos la banca.',
    'setup.aside.ielo': 'Con 4 jugadores se apartan boca abajo, sin mirarlas, 2 propiedades y 2 cheques; con 3, 5 y 6 jugadores se usan todas las cartas.',
    'setup.aside.gryphon': 'Se apartan boca abajo, sin mirarlas, propiedades y otros tantos cheques: 6 con 3 jugadores, 2 con 4, ninguna con 5 o 6.',
    'setup.aside.scarce': 'Se apartan boca abajo, sin mirarlas, propiedades y otros tantos cheques: 10 con 3 jugadores, 3 con 5, ninguna con 4 o 6.',
    'setup.money': 'Cada jugador empieza con: {list}.',
    'setup.moneyAt': '{money} con {players} jugadores',
    'setup.rounds': 'Cada fase (la compra y luego la venta) tiene {list}.',
    'setup.rounds.scarce': 'La fase de compra tiene {list}; la venta dura mientras alguien conserve una propiedad.',
    'setup.roundsAt': '{count} rondas con {players} jugadores',
    'setup.visible': 'Por defecto el dinero de todos está a la vista; la mesa puede decidir mantenerlo en secreto.',
    'setup.hidden': 'Por defecto el dinero de cada jugador es secreto; la mesa puede decidir mostrarlo.',
    'setup.coins': 'Lo que recibe cada jugador: dos monedas de {two} y {many} monedas de {one} con 3 o 4 jugadores; dos monedas de {two} y {few} monedas de {one} con 5 o 6. La banca da cambio, así que se puede pujar cualquier cantidad entera (decisión R5).',
    'setup.example':
      'Con {players} jugadores: se apartan {aside} propiedades y {aside} cheques, quedan {inPlay} propiedades en juego, así que hay {auctions} subastas; cada uno empieza con {money}.',
    'setup.kw': 'reparto baraja cartas preparar inicio inicial empezar dinero inicial monedas billetes apartadas ocultas secreto visible rondas cuántas cartas apartadas cuántas cartas número esconder dinero ver el dinero de los demás',
    'auctions.title': 'Subastas',
    'auctions.turnUp':
      'Descubre tantas propiedades como jugadores y ordénalas de la más baja a la más alta.',
    'auctions.turnUp.scarce': 'Descubre una propiedad menos que jugadores y ordénalas de la más baja a la más alta.',
    'auctions.text':
      'Empezando por quien abre y siguiendo alrededor de la mesa, cada jugador que sigue en la subasta sube la puja más alta o pasa. Una puja puede ser cualquier cantidad entera por encima de la puja más alta (es decir, al menos {one} más), sin superar tu dinero; si no puedes subir, debes pasar. Al pasar sales de esta subasta: te llevas la propiedad más baja que quede en la mesa y pagas según tu puja (ver «Pasar y pagar»). El último jugador que queda se lleva la propiedad más alta, paga toda su puja y abre la subasta siguiente.',
    'auctions.scarce':
      'El primero que pasa en cada subasta recupera su puja y no recibe propiedad; los demás pasan como siempre. Con {players} jugadores la última subasta solo tiene {left} propiedades: se descubren todas, y los {free} primeros en pasar (jugadores menos propiedades descubiertas) recuperan su puja y no reciben propiedad (decisión R6).',
    'auctions.example':
      'Se descubren las propiedades {cards}. Ann puja {annBid}, Ben puja {benBid} y Cy pasa sin haber pujado y se lleva {low} gratis. Ann pasa: se lleva {middle} y paga {cost} de sus {annBid}. Ben queda solo: se lleva {high} por {benBid}.',
    'auctions.exampleScarce':
      'Con 3 jugadores se descubren {cards}. Ann puja {annBid}, Ben puja {benBid} y Cy pasa el primero: no paga nada ni recibe propiedad. Ann pasa: se lleva {low} y paga {cost} de sus {annBid}. Ben se lleva {high} por {benBid}.',
    'auctions.kw': 'puja pujar oferta ofertar subir pasar fase de compra turno cantidad',
    'paying.title': 'Pasar y pagar',
    'paying.text':
      'Pagas exactamente lo que debes. Quien gana la subasta paga toda su puja. Quien pasa paga la mitad de su propia puja, redondeada al millar hacia abajo, y recupera la otra mitad (redondeada hacia arriba). Pasar sin haber pujado no cuesta nada. El dinero pagado sale del juego: nunca pasa a otro jugador.',
    'paying.gryphon':
      'Pagas exactamente lo que debes. Quien gana la subasta paga toda su puja. Quien pasa paga la mitad de su propia puja, redondeada al millar hacia arriba, y recupera lo que queda (la mitad redondeada hacia abajo). Pasar sin haber pujado no cuesta nada. El dinero pagado va a la banca (el «banco» del librito) y sale del juego: nunca pasa a otro jugador.',
    'paying.scarce':
      'Pagas exactamente lo que debes. El primero que pasa en cada subasta no paga nada: recupera toda su puja y no se lleva propiedad. La única excepción es la última subasta corta de la decisión R6: en ella pasan gratis los {free} primeros (con {players} jugadores y {left} propiedades descubiertas). Cada uno que pasa después paga la mitad de su propia puja, redondeada hacia abajo, y recupera la otra mitad; quien no ha pujado pasa sin pagar nada. Quien gana paga toda su puja. El dinero pagado sale del juego: nunca pasa a otro jugador.',
    'paying.example': 'Pujas {bid} y luego pasas: pagas {cost} y recuperas {refund}.',
    'paying.exampleScarce':
      'Ann puja {first}, Ben {bid} y Cy {top}. Ann pasa la primera: recupera sus {first}, sin propiedad. Ben pasa después: paga {cost}, recupera {refund} y se lleva la propiedad más baja. Cy se lleva la más alta por {top}.',
    'paying.kw': 'pagar pago pase pasar coste cuesta mitad redondeo redondear abajo arriba devolución recuperar banco banca dinero pagado va primero en pasar pase gratis recupera recuperan recupero monedas cuánto vuelve puja impar el ganador paga',
    'selling.title': 'Venta',
    'selling.text':
      'Cuando se han comprado todas las propiedades, guarda tu dinero para el final. En cada ronda se descubre un cheque por jugador. Cada uno elige en secreto una de sus propiedades y después se muestran todas a la vez: la propiedad más alta se lleva el cheque más alto, la siguiente el siguiente, y así sucesivamente. Las propiedades vendidas salen de la partida. Los dos cheques de 0 son ofertas rechazadas: van a las propiedades más bajas de su ronda como cualquier otro cheque (decisión R8).',
    'selling.scarce':
      'Cuando se han comprado todas las propiedades, guarda tu dinero para el final. En cada ronda se descubre un cheque por cada jugador que aún tenga propiedades, y solo esos jugadores eligen, en secreto. Se muestran todas a la vez: la propiedad más alta se lleva el cheque más alto, y así sucesivamente. Las propiedades vendidas salen de la partida. Cuando solo un jugador conserva propiedades, se lleva de golpe todos los cheques que quedan (decisión R7). Los dos cheques de 0 son ofertas rechazadas y van a las propiedades más bajas (decisión R8).',
    'selling.example': 'Se descubren los cheques {checks}. Ann muestra {p0}, Ben {p1} y Cy {p2}: {result}.',
    'selling.kw': 'vender venta cheque cheques elegir secreto revelar fase de venta rechazado cero quién se lleva el mejor cheque más alto va a la más alta guardar el dinero durante la venta',
    'scoring.title': 'Puntuación',
    'scoring.text':
      'Suma tus cheques y el dinero que te quede. Gana el total más alto. Si hay empate, gana quien conserve más dinero; si sigue el empate, la victoria se comparte.',
    'scoring.gryphon':
      'Suma tus cheques y el dinero que te quede. Gana el total más alto. Si hay empate, el librito da la victoria a quien conserve más monedas, que Gavel entiende como más dinero restante (decisión R5). El librito no dice más; si sigue el empate, Gavel hace compartir la victoria, como las reglas de IELLO.',
    'scoring.example':
      'Ann tiene cheques por {a} y le quedan {am}: {as}. Ben tiene cheques por {b} y le quedan {bm}: {bs}. Empatados a {bs}, gana {winner} por tener más dinero.',
    'scoring.kw': 'puntuación puntos contar total ganador empate desempate compartida dos jugadores misma puntuación iguales igualados',
  },
})
