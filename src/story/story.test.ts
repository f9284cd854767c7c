import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkValue } from '../engine/cards.ts'
import { openingEvents } from '../engine/game.ts'
import { playRandomGame } from '../engine/random-play.ts'
import { replayRecord } from '../engine/record.ts'
import { RULESET_IDS, auctionCount, RULESETS } from '../engine/rulesets.ts'
import { scoreGame } from '../engine/score.ts'
import type { GameEvent, GameState } from '../engine/types.ts'
import { bargainAlt, moneyAlt, playerSentences } from './story-words.ts'
import { storyOf } from './story.ts'

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

function finished(ruleset: (typeof RULESET_IDS)[number], players: number, seed: string): { state: GameState; events: GameEvent[] } {
  const played = playRandomGame(ruleset, players, seed)
  return { state: played.states[played.actions.length] as GameState, events: [...openingEvents(played.states[0]!), ...played.events.flat()] }
}

describe('the story of a game, from its events', () => {
  for (const ruleset of RULESET_IDS) {
    for (const players of [3, 6]) {
      it(`${ruleset} ${players}p: money per auction, every property bought and sold, checks adding up to the scores`, () => {
        const { state, events } = finished(ruleset, players, `story-${ruleset}-${players}`)
        const story = storyOf(state, events)
        const auctions = auctionCount(RULESETS[ruleset], state.playerCount)
        for (const [seat, series] of story.money.entries()) {
          expect(series).toHaveLength(auctions + 1)
          expect(series[series.length - 1]).toBe(state.seats[seat]!.money)
          for (let k = 1; k < series.length; k++) expect(series[k]).toBeLessThanOrEqual(series[k - 1]!)
        }
        expect(story.deals).toHaveLength(state.deal.properties.length)
        const scores = scoreGame(state)
        for (const line of scores.lines) {
          const total = story.deals.filter((d) => d.player === line.player).reduce((a, d) => a + (d.checkValue ?? NaN), 0)
          expect(total).toBe(line.checkTotal)
        }
        const sold = story.rounds.flatMap((r) => r.sales)
        expect(sold).toHaveLength(state.deal.properties.length)
        for (const r of story.rounds) {
          const values = r.sales.map((s) => checkValue(ruleset, s.check))
          expect(values).toEqual(values.slice().sort((a, b) => b - a))
        }
        const gains = story.deals.map((d) => d.gain as number)
        expect(story.bestBuy?.gain).toBe(Math.max(...gains))
        expect(story.worstBuy === null ? Math.min(...gains) >= 0 : story.worstBuy.gain === Math.min(...gains)).toBe(true)
      })
    }
  }

  it('a golden game, in words', () => {
    const replayed = replayRecord(readFileSync('tests/golden/for-sale-6p-shared-win.json', 'utf8'))
    if (!replayed.ok) throw new Error(replayed.error.message)
    const { state, events } = replayed
    const story = storyOf(state, events)
    const ctx = { ruleset: state.ruleset, names: state.seats.map((s) => s.name) }
    const sentences = playerSentences('en', ctx, story).map(plain)
    expect(sentences).toHaveLength(6)
    for (const [i, s] of sentences.entries()) {
      expect(s.startsWith(`${ctx.names[i]} spent $`)).toBe(true)
      expect(s).toContain(`and kept $${(state.seats[i]!.money * 1000).toLocaleString('en-US')}.`)
    }
    expect(sentences.filter((s) => s.includes('the best buy of the game'))).toHaveLength(1)
    expect(sentences.filter((s) => s.includes('for the top check of the game'))).toHaveLength(1)
    expect(plain(moneyAlt('en', ctx, story))).toMatch(/^Money through the buying phase, one line per player: .+ from \$\d/)
    expect(plain(bargainAlt('en', ctx, story))).toMatch(/Bargains: .+\. Overpays: .+\.$/)
  })
})
