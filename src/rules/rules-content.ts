import { checkValue } from '../engine/cards.ts'
import { passCost, paymentOptions } from '../engine/payment.ts'
import {
  PLAYER_COUNTS,
  RULESETS,
  RULESET_IDS,
  auctionCount,
  byPlayerCount,
  cardsInPlay,
  propertiesPerAuction,
  type PlayerCount,
  type RulesetId,
} from '../engine/rulesets.ts'
import { resolveSale } from '../engine/sale.ts'
import { rankStandings } from '../engine/score.ts'
import type { Card } from '../engine/types.ts'
import { checkText, propertyText } from '../i18n/card-text.ts'
import { editionTranslator } from '../i18n/edition-t.ts'
import { translator, type Locale } from '../i18n/i18n.ts'
import { formatMoney, formatNumber } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { cardMessages } from '../i18n/messages/cards.ts'
import { rulesForSaleMessages } from '../i18n/messages/rules-for-sale.ts'
import { rulesRulingsMessages } from '../i18n/messages/rules-rulings.ts'
import { rulesSoldMessages } from '../i18n/messages/rules-sold.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { antiquesSections } from './antiques-content.ts'
import type { RuleSection } from './rule-section.ts'
import { compareTable } from './compare-table.ts'
import { BOX_WORDS } from './box-words.ts'
import { RULING_EDITIONS, RULING_IDS, TOPICS, type RulingId, type SectionId, type Topic } from './section-ids.ts'

/** Money card values written as a set: "{2, 3, 5, 8}". */
export const cardSet = (values: readonly number[]) => `{${values.join(', ')}}`

/** The worked examples' inputs: what the unit tests check against a real game. */
export const EXAMPLES = {
  soldGoal: { checks: [26, 17, 10] as Card[], cards: 3 },
  soldPayment: { cards: [2, 3, 5, 8], owed: 9, bad: [3, 5, 8] },
  /** 3♣, 7♠, 10♣ at 3 players. */
  soldAuction: { properties: [5, 14, 19] as Card[] },
  soldSale: { checks: [24, 13, 3] as Card[], picks: [26, 7, 18] as Card[] },
  soldScore: [
    { name: 'Ann', checkTotal: 30, moneyLeft: 2 },
    { name: 'Ben', checkTotal: 29, moneyLeft: 3 },
  ],
  forSaleGoal: { checks: 38, money: 6 },
  forSaleAuction: { properties: [4, 17, 25] as Card[], annBid: 3, benBid: 5 },
  scarceAuction: { properties: [9, 22] as Card[], annBid: 3, benBid: 5 },
  /** Scarce at 3 players: Ann bids 4, Ben 5, Cy 6; Ann passes first (free), then Ben (pays 2). */
  scarcePassing: { first: 4, bid: 5, top: 6 },
  /** IELLO: bid 5 passed gets 3 back; Gryphon: bid 3 passed costs 2. */
  passBid: { 'for-sale': 5, 'for-sale-gryphon': 3, 'for-sale-scarce': 5 } as const,
  forSaleSale: { checks: [15, 9, 0] as Card[], picks: [27, 12, 4] as Card[] },
  forSaleScore: [
    { name: 'Ann', checkTotal: 41, moneyLeft: 6 },
    { name: 'Ben', checkTotal: 40, moneyLeft: 7 },
  ],
  /** The player count each ruleset's setup example is worked out at. */
  setupPlayers: { sold: 4, 'for-sale': 4, 'for-sale-gryphon': 3, 'for-sale-scarce': 5 } as const,
} as const

const NAMES = ['Ann', 'Ben', 'Cy'] as const

/** French names the court cards roi, dame, valet: K♠ is written R♠ in a French text. */
const FRENCH_RANKS: { readonly [rank: string]: string } = { K: 'R', Q: 'D', J: 'V' }
export const localCard = (locale: Locale, text: string) => (locale === 'fr' ? text.replace(/^[KQJ]/, (r) => FRENCH_RANKS[r] ?? r) : text)

/**
 * The short last auction of "Not enough for everyone" (ruling R6): the player count where the
 * properties in play do not divide into auctions, the properties left for the last one, and how many
 * first passers go free then (players − properties turned up). Worked out from the ruleset row.
 */
export function shortAuction(ruleset: RulesetId): { players: PlayerCount; left: number; free: number } | null {
  const row = RULESETS[ruleset]
  for (const players of PLAYER_COUNTS) {
    const per = propertiesPerAuction(row, players)
    const left = cardsInPlay(row, players) % per
    if (row.propertiesPerAuctionOffset < 0 && left > 0) return { players, left, free: players - left }
  }
  return null
}

/** Rounds in each phase at every player count: auctions (the sale has as many, except in the scarce variant). */
export const roundsPerPhase = (ruleset: RulesetId) => PLAYER_COUNTS.map((players) => ({ players, count: auctionCount(RULESETS[ruleset], players) }))

function shortParams(locale: Locale, ruleset: RulesetId): { players: number; left: string; free: string } {
  const short = shortAuction(ruleset)
  if (short === null) throw new Error(`${ruleset} has no short auction`)
  return { players: short.players, left: formatNumber(locale, short.left), free: formatNumber(locale, short.free) }
}

export function rulesContent(locale: Locale): RuleSection[] {
  const sections: RuleSection[] = []
  for (const ruleset of RULESET_IDS) {
    for (const topic of TOPICS) sections.push(rulesetSection(locale, ruleset, topic))
  }
  sections.push(compareSection(locale))
  sections.push(...rulingSections(locale))
  sections.push(...calculatorSections(locale))
  sections.push(...antiquesSections(locale))
  return sections
}

function rulesetSection(locale: Locale, ruleset: RulesetId, topic: Topic): RuleSection {
  const isSold = RULESETS[ruleset].money === 'cards'
  const built = isSold ? soldTopic(locale, topic) : forSaleTopic(locale, ruleset, topic)
  const name = translator(rulesetMessages, locale)(`${ruleset}.name`)
  const id: SectionId = `${ruleset}.${topic}`
  // The edition's name is Setup's keyword only: a question naming the edition is taken to be about
  // that edition (rules-search.ts), and its name alone opens on how it is set up.
  const named = topic === 'setup' ? name : ''
  return { id, part: ruleset, ruling: null, editions: [ruleset], ...built, keywords: `${built.keywords} ${named} ${BOX_WORDS[id] ?? ''}`.trim() }
}

type Built = Pick<RuleSection, 'title' | 'paragraphs' | 'example' | 'keywords'>

function soldTopic(locale: Locale, topic: Topic): Built {
  const t = translator(rulesSoldMessages, locale)
  const n = (v: number) => formatNumber(locale, v)
  const prop = (c: Card) => localCard(locale, propertyText('sold', c))
  const check = (c: Card) => localCard(locale, checkText(locale, 'sold', c))
  const base = { title: t(`${topic}.title`), paragraphs: [t(`${topic}.text`)], keywords: t(`${topic}.kw`) }
  switch (topic) {
    case 'goal': {
      const { checks, cards } = EXAMPLES.soldGoal
      const checkTotal = checks.reduce((sum, c) => sum + checkValue('sold', c), 0)
      const score = rankStandings([{ name: 'Ann', checkTotal, moneyLeft: cards }]).lines[0]?.score ?? 0
      const list = formatList(locale, checks.map((c) => `${check(c)} (${checkValue('sold', c)})`))
      return { ...base, example: t('goal.example', { checks: list, cards: n(cards), checkTotal: n(checkTotal), score: n(score) }) }
    }
    case 'setup':
      return {
        ...base,
        paragraphs: [t('setup.text'), t('setup.ownDeck'), t('setup.rounds', { list: roundsList(locale, 'sold', (p) => t('setup.roundsAt', p)) })],
        example: t('setup.example', setupNumbers(locale, 'sold')),
      }
    case 'auctions': {
      const [low, middle, high] = EXAMPLES.soldAuction.properties as [Card, Card, Card]
      return {
        ...base,
        example: t('auctions.example', {
          cards: formatList(locale, [low, middle, high].map(prop)),
          low: prop(low),
          middle: prop(middle),
          high: prop(high),
          cost: n(passCost(RULESETS.sold, 4)),
        }),
      }
    }
    case 'paying': {
      const { cards, owed, bad } = EXAMPLES.soldPayment
      const options = paymentOptions(cards, owed)
      const drop = Math.min(...bad)
      return {
        ...base,
        paragraphs: [t('paying.pass'), t('paying.text')],
        example: t('paying.example', {
          cards: cardSet(cards),
          owed: n(owed),
          options: formatList(locale, options.map(cardSet)),
          bad: cardSet(bad),
          drop: n(drop),
          rest: n(bad.reduce((a, b) => a + b, 0) - drop),
        }),
      }
    }
    case 'selling':
      return { ...base, example: t('selling.example', saleNumbers(locale, 'sold')) }
    case 'scoring': {
      const scores = rankStandings(EXAMPLES.soldScore)
      const [a, b] = scores.lines as [(typeof scores.lines)[0], (typeof scores.lines)[0]]
      return {
        ...base,
        example: t('scoring.example', {
          a: n(a.checkTotal),
          ac: n(a.moneyPoints),
          as: n(a.score),
          b: n(b.checkTotal),
          bc: n(b.moneyPoints),
          bs: n(b.score),
          winner: formatList(locale, scores.winners.map((w) => scores.lines[w]?.name ?? '')),
        }),
      }
    }
  }
}

function forSaleTopic(locale: Locale, ruleset: RulesetId, topic: Topic): Built {
  // Money in the box's own kind: IELLO's bills, Gryphon's coins.
  const t = editionTranslator(rulesForSaleMessages, locale, ruleset)
  const row = RULESETS[ruleset]
  const money = (v: number) => formatMoney(locale, ruleset, v)
  const scarce = row.propertiesPerAuctionOffset !== 0
  const gryphon = row.passCostRounding === 'up'
  const base = { title: t(`${topic}.title`), keywords: t(`${topic}.kw`) }
  switch (topic) {
    case 'goal': {
      const { checks, money: left } = EXAMPLES.forSaleGoal
      const score = rankStandings([{ name: 'Ann', checkTotal: checks, moneyLeft: left }]).lines[0]?.score ?? 0
      return {
        ...base,
        paragraphs: gryphon ? [t('goal.text'), t('goal.tips.gryphon')] : [t('goal.text')],
        example: t('goal.example', { checks: money(checks), money: money(left), score: money(score) }),
      }
    }
    case 'setup': {
      const values = row.checkDeck.filter((c) => c > 0)
      const moneyList = formatList(
        locale,
        ([3, 4, 5, 6] as const).map((p) => t('setup.moneyAt', { money: money(byPlayerCount(row.startingMoney, p)), players: p })),
      )
      const paragraphs = [
        t('setup.text', { low: money(Math.min(...values)), high: money(Math.max(...values)) }),
        t(gryphon ? 'setup.words.gryphon' : 'setup.words.ielo'),
        t(scarce ? 'setup.aside.scarce' : gryphon ? 'setup.aside.gryphon' : 'setup.aside.ielo'),
        t('setup.money', { list: moneyList }),
        t(scarce ? 'setup.rounds.scarce' : 'setup.rounds', { list: roundsList(locale, ruleset, (p) => t('setup.roundsAt', p)) }),
        t(row.secretMoneyDefault === true ? 'setup.hidden' : 'setup.visible'),
      ]
      if (gryphon) {
        // The coins handed out, not only their total: two of 2 and the rest in ones.
        const ones = (players: PlayerCount) => formatNumber(locale, byPlayerCount(row.startingMoney, players) - 2 * 2)
        paragraphs.push(t('setup.coins', { two: money(2), one: money(1), many: ones(4), few: ones(5) }))
      }
      return { ...base, paragraphs, example: t('setup.example', setupNumbers(locale, ruleset)) }
    }
    case 'auctions': {
      if (scarce) {
        const [low, high] = EXAMPLES.scarceAuction.properties as [Card, Card]
        const { annBid, benBid } = EXAMPLES.scarceAuction
        return {
          ...base,
          // The variant's own count first: the base rule is never stated only to be corrected.
          paragraphs: [`${t('auctions.turnUp.scarce')} ${t('auctions.text', { one: money(1) })}`, t('auctions.scarce', shortParams(locale, ruleset))],
          example: t('auctions.exampleScarce', {
            cards: formatList(locale, [String(low), String(high)]),
            low,
            high,
            annBid: money(annBid),
            benBid: money(benBid),
            cost: money(passCost(row, annBid)),
          }),
        }
      }
      const [low, middle, high] = EXAMPLES.forSaleAuction.properties as [Card, Card, Card]
      const { annBid, benBid } = EXAMPLES.forSaleAuction
      return {
        ...base,
        paragraphs: [`${t('auctions.turnUp')} ${t('auctions.text', { one: money(1) })}`],
        example: t('auctions.example', {
          cards: formatList(locale, [low, middle, high].map(String)),
          low,
          middle,
          high,
          annBid: money(annBid),
          benBid: money(benBid),
          cost: money(passCost(row, annBid)),
        }),
      }
    }
    case 'paying': {
      const bid = EXAMPLES.passBid[ruleset as keyof typeof EXAMPLES.passBid]
      const cost = passCost(row, bid)
      const params = { bid: money(bid), cost: money(cost), refund: money(bid - cost) }
      if (scarce) {
        const { first, bid: next, top } = EXAMPLES.scarcePassing
        const nextCost = passCost(row, next)
        return {
          ...base,
          paragraphs: [t('paying.scarce', shortParams(locale, ruleset))],
          example: t('paying.exampleScarce', { first: money(first), bid: money(next), top: money(top), cost: money(nextCost), refund: money(next - nextCost) }),
        }
      }
      return { ...base, paragraphs: [t(gryphon ? 'paying.gryphon' : 'paying.text')], example: t('paying.example', params) }
    }
    case 'selling':
      return {
        ...base,
        paragraphs: [t(scarce ? 'selling.scarce' : 'selling.text')],
        example: t('selling.example', saleNumbers(locale, ruleset)),
      }
    case 'scoring': {
      const scores = rankStandings(EXAMPLES.forSaleScore)
      const [a, b] = scores.lines as [(typeof scores.lines)[0], (typeof scores.lines)[0]]
      return {
        ...base,
        // Only IELLO prints the shared win after the money tie-break: for Gryphon it is Gavel's ruling.
        paragraphs: [t(gryphon ? 'scoring.gryphon' : 'scoring.text')],
        example: t('scoring.example', {
          a: money(a.checkTotal),
          am: money(a.moneyPoints),
          as: money(a.score),
          b: money(b.checkTotal),
          bm: money(b.moneyPoints),
          bs: money(b.score),
          winner: formatList(locale, scores.winners.map((w) => scores.lines[w]?.name ?? '')),
        }),
      }
    }
  }
}

function roundsList(locale: Locale, ruleset: RulesetId, line: (p: { count: string; players: number }) => string): string {
  return formatList(
    locale,
    roundsPerPhase(ruleset).map(({ players, count }) => line({ count: formatNumber(locale, count), players })),
  )
}

function setupNumbers(locale: Locale, ruleset: RulesetId) {
  const row = RULESETS[ruleset]
  const players = EXAMPLES.setupPlayers[ruleset] as PlayerCount
  return {
    players,
    aside: formatNumber(locale, byPlayerCount(row.setAside, players)),
    inPlay: formatNumber(locale, cardsInPlay(row, players)),
    auctions: formatNumber(locale, auctionCount(row, players)),
    perAuction: formatNumber(locale, propertiesPerAuction(row, players)),
    money: formatMoney(locale, ruleset, byPlayerCount(row.startingMoney, players)),
  }
}

function saleNumbers(locale: Locale, ruleset: RulesetId) {
  const isSold = RULESETS[ruleset].money === 'cards'
  const { checks, picks } = isSold ? EXAMPLES.soldSale : EXAMPLES.forSaleSale
  const tc = translator(cardMessages, locale)
  const tu = translator(rulesUiMessages, locale)
  const check = (c: Card) =>
    isSold ? localCard(locale, checkText(locale, ruleset, c)) : c === 0 ? `${formatMoney(locale, ruleset, 0)} (${tc('refused')})` : checkText(locale, ruleset, c)
  const prop = (c: Card) => localCard(locale, propertyText(ruleset, c))
  const sales = resolveSale(
    picks.map((property, player) => ({ player, property })),
    checks,
  )
  const result = formatList(
    locale,
    sales.map((s) => tu('sale.prose', { name: NAMES[s.player] ?? '', property: prop(s.property), check: check(s.check) })),
  )
  return {
    checks: formatList(locale, checks.map(check)),
    p0: prop(picks[0] as Card),
    p1: prop(picks[1] as Card),
    p2: prop(picks[2] as Card),
    result,
  }
}

function rulingSections(locale: Locale): RuleSection[] {
  const t = translator(rulesRulingsMessages, locale)
  return RULING_IDS.map((id: RulingId) => {
    const params = { two: formatMoney(locale, 'for-sale', 2), ...shortParams(locale, 'for-sale-scarce') }
    const ruling = { rule: t(`${id}.rule`, params), open: t(`${id}.open`), does: t(`${id}.does`, params), why: t(`${id}.why`) }
    return {
      id,
      part: 'rulings' as const,
      title: t(`${id}.title`),
      paragraphs: [],
      example: null,
      keywords: `${t(`${id}.kw`)} ${BOX_WORDS[id] ?? ''}`.trim(),
      editions: RULING_EDITIONS[id],
      ruling,
    }
  })
}

function calculatorSections(locale: Locale): RuleSection[] {
  const t = translator(rulesUiMessages, locale)
  return (['payment', 'pass', 'sale', 'score'] as const).map((kind) => ({
    id: `calc.${kind}` as const,
    part: 'calculators' as const,
    title: t(`${kind}.title`),
    paragraphs: [t(`${kind}.intro`)],
    example: null,
    keywords: t(`${kind}.kw`),
    editions: null,
    ruling: null,
  }))
}

function compareSection(locale: Locale): RuleSection {
  const table = compareTable(locale)
  // The rows' names, not their cells: a cell holds some of every rule's words, and would answer
  // every question with the table instead of the rule.
  return {
    id: 'compare',
    part: 'compare',
    title: table.title,
    paragraphs: [table.intro],
    example: null,
    keywords: `${table.keywords} ${table.rows.map((r) => r.label).join(' ')}`,
    editions: null,
    ruling: null,
  }
}
