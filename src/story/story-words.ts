import type { RulesetId } from '../engine/rulesets.ts'
import type { Card } from '../engine/types.ts'
import { playerStories, type Deal, type Story } from './story.ts'
import { checkText, propertyText } from '../i18n/card-text.ts'
import type { Locale } from '../i18n/i18n.ts'
import { formatMoney } from '../i18n/numbers.ts'
import { formatList } from '../i18n/list-format.ts'
import { storyMessages } from '../i18n/messages/story.ts'
import { editionTranslator } from '../i18n/edition-t.ts'

/** Words for the story's pictures and the sentences about each player. */
export interface StoryContext {
  readonly ruleset: RulesetId
  readonly names: readonly string[]
}

const money = (locale: Locale, ctx: StoryContext, n: number) => formatMoney(locale, ctx.ruleset, n)
const check = (locale: Locale, ctx: StoryContext, c: Card | null) => (c === null ? '—' : checkText(locale, ctx.ruleset, c))

export function dealText(locale: Locale, ctx: StoryContext, d: Deal): string {
  const t = editionTranslator(storyMessages, locale, ctx.ruleset)
  return t('dealItem', {
    name: ctx.names[d.player] ?? '',
    property: propertyText(ctx.ruleset, d.property),
    price: money(locale, ctx, d.price),
    check: check(locale, ctx, d.check),
  })
}

/** The money picture's text alternative. */
export function moneyAlt(locale: Locale, ctx: StoryContext, story: Story): string {
  const t = editionTranslator(storyMessages, locale, ctx.ruleset)
  const lines = story.money.map((series, seat) =>
    t('moneyLine', { name: ctx.names[seat] ?? '', start: money(locale, ctx, series[0] ?? 0), end: money(locale, ctx, series[series.length - 1] ?? 0) }),
  )
  return t('moneyAlt', { lines: formatList(locale, lines) })
}

/** The bargains picture's text alternative: the three best and three worst buys. */
export function bargainAlt(locale: Locale, ctx: StoryContext, story: Story): string {
  const t = editionTranslator(storyMessages, locale, ctx.ruleset)
  const sold = story.deals.filter((d) => d.gain !== null)
  const bargains = sold.filter((d) => (d.gain as number) > 0).sort((a, b) => (b.gain as number) - (a.gain as number))
  const overpays = sold.filter((d) => (d.gain as number) < 0).sort((a, b) => (a.gain as number) - (b.gain as number))
  const items = (ds: Deal[]) => (ds.length === 0 ? t('bargainNone') : formatList(locale, ds.slice(0, 3).map((d) => dealText(locale, ctx, d))))
  return t('bargainAlt', { bargains: items(bargains), overpays: items(overpays) })
}

export function bestBuyText(locale: Locale, ctx: StoryContext, d: Deal, which: 'bestBuy' | 'worstBuy'): string {
  const t = editionTranslator(storyMessages, locale, ctx.ruleset)
  return t(which, {
    name: ctx.names[d.player] ?? '',
    property: propertyText(ctx.ruleset, d.property),
    price: money(locale, ctx, d.price),
    check: check(locale, ctx, d.check),
  })
}

/** A sentence or two per player: what they spent, on what, and the deal that stood out. */
export function playerSentences(locale: Locale, ctx: StoryContext, story: Story): string[] {
  const t = editionTranslator(storyMessages, locale, ctx.ruleset)
  return playerStories({ ruleset: ctx.ruleset }, story).map((p) => {
    const name = ctx.names[p.player] ?? ''
    const count = p.bought.length
    const parts = [
      t('spent', {
        name,
        spent: money(locale, ctx, story.startingMoney - p.left),
        start: money(locale, ctx, story.startingMoney),
        properties: t('properties', { count }),
        best: p.bestProperty === null ? '—' : propertyText(ctx.ruleset, p.bestProperty.property),
        left: money(locale, ctx, p.left),
      }),
    ]
    if (p.topCheck !== null) {
      parts.push(t('topCheck', { name, property: propertyText(ctx.ruleset, p.topCheck.property), check: check(locale, ctx, p.topCheck.check) }))
    }
    const best = story.bestBuy
    const worst = story.worstBuy
    const deal = (d: Deal) => ({ name, property: propertyText(ctx.ruleset, d.property), price: money(locale, ctx, d.price), check: check(locale, ctx, d.check) })
    if (best !== null && best.player === p.player) parts.push(t('bestDeal', deal(best)))
    else if (worst !== null && worst.player === p.player) parts.push(t('worstDeal', deal(worst)))
    return parts.join(' ')
  })
}
