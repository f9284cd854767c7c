import { describe, expect, it } from 'vitest'
import type { RulesetId } from '../engine/rulesets.ts'
import { LOCALES, type Locale } from '../i18n/i18n.ts'
import { rulesContent } from './rules-content.ts'
import { buildIndex, searchRules } from './rules-search.ts'
import type { SectionId } from './section-ids.ts'

/**
 * Questions as players type them mid-game, short and loose ("no money can I bid"), each asked from a
 * table of one ruleset, with the sections that answer it there: the ruling, and the edition's section
 * where a sentence of its own says the same ("if you cannot raise, you must pass"). The first answer
 * must be one of them for at least 95% of the questions of each language.
 */
type Question = readonly [table: RulesetId, query: string, right: readonly SectionId[]]

const SOLD = 'sold'
const IELLO = 'for-sale'
const GRYPHON = 'for-sale-gryphon'
const SCARCE = 'for-sale-scarce'

const QUESTIONS: { readonly [L in Locale]: readonly Question[] } = {
  en: [
    [SOLD, 'no money can I bid', ['R2', 'sold.auctions']],
    [SOLD, 'tie in sale round', ['sold.selling']],
    [SOLD, 'nobody bids', ['R3']],
    [SOLD, 'do I get change', ['sold.paying']],
    [SOLD, 'which money cards do I pay with', ['sold.paying', 'R4']],
    [SOLD, 'what is a money card worth at the end', ['sold.scoring', 'sold.goal']],
    [SOLD, 'how many cards in each auction', ['sold.auctions', 'sold.setup']],
    [SOLD, 'does spade beat club', ['sold.setup', 'sold.selling']],
    [SOLD, 'how much is the king check', ['sold.setup', 'sold.selling']],
    [SOLD, 'can I see the other money', ['sold.setup']],
    [SOLD, 'I passed after bidding 3 what do I pay', ['sold.paying']],
    [IELLO, 'variant not enough for everyone', ['for-sale-scarce.setup', 'for-sale-scarce.auctions', 'for-sale-scarce.paying']],
    [IELLO, 'refused check who gets it', ['R8']],
    [IELLO, 'how many bills do I start with', ['for-sale.setup']],
    [IELLO, 'odd bid when I pass', ['for-sale.paying']],
    [IELLO, 'who starts next auction', ['R1', 'for-sale.auctions']],
    [IELLO, 'do I keep my money for the sale', ['for-sale.selling', 'for-sale.scoring']],
    [IELLO, 'tie at the end', ['for-sale.scoring']],
    [IELLO, 'can I hide my money', ['for-sale.setup']],
    [IELLO, 'where does the money I pay go', ['for-sale.paying']],
    [IELLO, 'lowest property when passing', ['for-sale.auctions', 'for-sale.paying']],
    [GRYPHON, 'half rounded up', ['for-sale-gryphon.paying']],
    [GRYPHON, 'how many coins at 5 players', ['for-sale-gryphon.setup']],
    [GRYPHON, 'can I bid 3 with 2000 coins', ['R5', 'for-sale-gryphon.setup', 'for-sale-gryphon.auctions']],
    [GRYPHON, 'how many rounds at 4 players', ['for-sale-gryphon.setup']],
    [GRYPHON, 'winner pays everyone', ['for-sale-gryphon.paying', 'for-sale-gryphon.auctions']],
    [GRYPHON, 'tie breaker', ['for-sale-gryphon.scoring']],
    [SCARCE, 'first to pass gets money back', ['for-sale-scarce.paying']],
    [SCARCE, 'only 3 houses left for 5 players', ['R6', 'for-sale-scarce.auctions']],
    [SCARCE, 'one player has houses left at the sale', ['R7', 'for-sale-scarce.selling']],
    [SCARCE, 'how many cards removed at 3 players', ['for-sale-scarce.setup']],
    [SCARCE, 'cards removed shown at the end', ['R9']],
    [SCARCE, 'everyone passes without bidding', ['R3']],
  ],
  fr: [
    [SOLD, 'pas assez d’argent pour miser', ['R2', 'sold.auctions']],
    [SOLD, 'égalité pendant la vente', ['sold.selling']],
    [SOLD, 'personne ne mise', ['R3']],
    [SOLD, 'est-ce qu’on rend la monnaie', ['sold.paying']],
    [SOLD, 'quelles cartes d’argent donner', ['sold.paying', 'R4']],
    [SOLD, 'combien vaut une carte d’argent à la fin', ['sold.scoring', 'sold.goal']],
    [SOLD, 'pique ou trèfle lequel est plus fort', ['sold.setup', 'sold.selling']],
    [SOLD, 'combien de cartes écartées à 5', ['sold.setup']],
    [SOLD, 'j’ai passé après avoir misé 3 combien je paie', ['sold.paying']],
    [SOLD, 'voir l’argent des autres', ['sold.setup']],
    [SOLD, 'qui commence la partie', ['R1']],
    [IELLO, 'arrondi quand on passe avec une mise impaire', ['for-sale.paying']],
    [IELLO, 'chèque refusé à qui', ['R8']],
    [IELLO, 'combien de billets au départ', ['for-sale.setup']],
    [IELLO, 'qui ouvre la manche suivante', ['R1', 'for-sale.auctions']],
    [IELLO, 'égalité à la fin', ['for-sale.scoring']],
    [IELLO, 'cacher ses billets', ['for-sale.setup']],
    [IELLO, 'où vont les billets payés', ['for-sale.paying']],
    [IELLO, 'garde-t-on ses billets pour la vente', ['for-sale.selling', 'for-sale.scoring']],
    [IELLO, 'variante il n’y en aura pas pour tout le monde', ['for-sale-scarce.setup', 'for-sale-scarce.auctions', 'for-sale-scarce.paying']],
    [GRYPHON, 'moitié arrondie au supérieur', ['for-sale-gryphon.paying']],
    [GRYPHON, 'combien de pièces à 5 joueurs', ['for-sale-gryphon.setup']],
    [GRYPHON, 'miser 3 avec des pièces de 2000', ['R5', 'for-sale-gryphon.setup', 'for-sale-gryphon.auctions']],
    [GRYPHON, 'combien de manches à 4 joueurs', ['for-sale-gryphon.setup']],
    [GRYPHON, 'départager deux joueurs', ['for-sale-gryphon.scoring']],
    [GRYPHON, 'passer sans avoir misé', ['for-sale-gryphon.paying', 'for-sale-gryphon.auctions']],
    [SCARCE, 'le premier qui passe récupère sa mise', ['for-sale-scarce.paying']],
    [SCARCE, 'il reste 3 Maisons pour 5 joueurs', ['R6', 'for-sale-scarce.auctions']],
    [SCARCE, 'un seul joueur a encore des Maisons à la vente', ['R7', 'for-sale-scarce.selling']],
    [SCARCE, 'combien de cartes retirées à 3 joueurs', ['for-sale-scarce.setup']],
    [SCARCE, 'cartes écartées montrées à la fin', ['R9']],
    [SCARCE, 'tout le monde passe sans miser', ['R3']],
  ],
  es: [
    [SOLD, 'sin dinero puedo pujar', ['R2', 'sold.auctions']],
    [SOLD, 'empate en la venta', ['sold.selling']],
    [SOLD, 'nadie puja', ['R3']],
    [SOLD, 'me dan cambio', ['sold.paying']],
    [SOLD, 'con qué cartas de dinero pago', ['sold.paying', 'R4']],
    [SOLD, 'cuánto vale una carta de dinero al final', ['sold.scoring', 'sold.goal']],
    [SOLD, 'picas o tréboles cuál gana', ['sold.setup', 'sold.selling']],
    [SOLD, 'cuántas cartas se apartan con 5', ['sold.setup']],
    [SOLD, 'pasé después de pujar 3 cuánto pago', ['sold.paying']],
    [SOLD, 'ver el dinero de los demás', ['sold.setup']],
    [SOLD, 'quién empieza la partida', ['R1']],
    [IELLO, 'el ganador de la subasta paga a los demás', ['for-sale.paying', 'for-sale.auctions']],
    [IELLO, 'cheque rechazado para quién', ['R8']],
    [IELLO, 'cuántos billetes al empezar', ['for-sale.setup']],
    [IELLO, 'quién abre la siguiente subasta', ['R1', 'for-sale.auctions']],
    [IELLO, 'empate al final', ['for-sale.scoring']],
    [IELLO, 'esconder mi dinero', ['for-sale.setup']],
    [IELLO, 'redondeo al pasar con puja impar', ['for-sale.paying']],
    [IELLO, 'guardo el dinero para la venta', ['for-sale.selling', 'for-sale.scoring']],
    [IELLO, 'variante no hay para todos', ['for-sale-scarce.setup', 'for-sale-scarce.auctions', 'for-sale-scarce.paying']],
    [GRYPHON, 'mitad redondeada hacia arriba', ['for-sale-gryphon.paying']],
    [GRYPHON, 'cuántas monedas con 5 jugadores', ['for-sale-gryphon.setup']],
    [GRYPHON, 'pujar 3 con monedas de 2000', ['R5', 'for-sale-gryphon.setup', 'for-sale-gryphon.auctions']],
    [GRYPHON, 'cuántas rondas con 4 jugadores', ['for-sale-gryphon.setup']],
    [GRYPHON, 'desempatar a dos jugadores', ['for-sale-gryphon.scoring']],
    [GRYPHON, 'pasar sin haber pujado', ['for-sale-gryphon.paying', 'for-sale-gryphon.auctions']],
    [SCARCE, 'el primero que pasa recupera su puja', ['for-sale-scarce.paying']],
    [SCARCE, 'solo quedan 3 propiedades para 5 jugadores', ['R6', 'for-sale-scarce.auctions']],
    [SCARCE, 'solo un jugador tiene propiedades en la venta', ['R7', 'for-sale-scarce.selling']],
    [SCARCE, 'cuántas cartas se retiran con 3 jugadores', ['for-sale-scarce.setup']],
    [SCARCE, 'cartas apartadas se enseñan al final', ['R9']],
    [SCARCE, 'todos pasan sin pujar', ['R3']],
  ],
}

/** The questions a reading of the rules found answered wrong: each must be answered right first. */
const NAMED: readonly (readonly [Locale, ...Question])[] = [
  ['en', SOLD, 'no money can I bid', ['R2']],
  ['en', SOLD, 'tie in sale round', ['sold.selling']],
  ['en', IELLO, 'variant not enough for everyone', ['for-sale-scarce.setup', 'for-sale-scarce.auctions', 'for-sale-scarce.paying']],
  ['en', SOLD, 'nobody bids', ['R3']],
  ['fr', IELLO, 'arrondi quand on passe avec une mise impaire', ['for-sale.paying']],
  ['es', IELLO, 'el ganador de la subasta paga a los demás', ['for-sale.paying', 'for-sale.auctions']],
  // "gana" is also who wins the game (Goal): the answer is the one sentence where the three words meet.
  ['es', SOLD, 'picas o tréboles cuál gana', ['sold.setup', 'sold.selling']],
]

describe('the rules search answers questions as players ask them', () => {
  it('answers each question found answered wrong before with its right section first', () => {
    for (const [locale, table, query, right] of NAMED) {
      const first = searchRules(buildIndex(locale, rulesContent(locale)), query, table)[0]?.id
      expect(right, `${locale} ${table}: "${query}"`).toContain(first)
    }
  })

  it('puts the forced pass (R2) before money in thousands (R5) for "no money can I bid", at any table', () => {
    const index = buildIndex('en', rulesContent('en'))
    for (const table of [SOLD, IELLO, GRYPHON, null] as const) {
      const ids = searchRules(index, 'no money can I bid', table).map((h) => h.id)
      expect(ids[0], String(table)).toBe('R2')
    }
  })

  for (const locale of LOCALES) {
    it(`puts a right section first for at least 95% of ${QUESTIONS[locale].length} ${locale} questions`, () => {
      expect(QUESTIONS[locale].length).toBeGreaterThanOrEqual(30)
      const index = buildIndex(locale, rulesContent(locale))
      const misses = QUESTIONS[locale].flatMap(([table, query, right]) => {
        const first = searchRules(index, query, table)[0]?.id
        return first !== undefined && right.includes(first) ? [] : [`${table}: "${query}" → ${first ?? 'nothing'}, not ${right.join(' / ')}`]
      })
      const share = 1 - misses.length / QUESTIONS[locale].length
      expect(share, misses.join('\n')).toBeGreaterThanOrEqual(0.95)
    })
  }
})
