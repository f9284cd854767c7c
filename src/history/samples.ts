import { decide } from '../bots/decide.ts'
import type { BotLevel } from '../bots/levels.ts'
import { applyAction, createGame, legalActions, openingEvents, toAct } from '../engine/game.ts'
import { Rng, rngFromSeed } from '../engine/random.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import { playerView } from '../engine/view.ts'
import type { Action, GameEvent, TableSetup } from '../engine/types.ts'
import type { PlayedGame } from './history-entry.ts'

/*
 * Finished games built in for teachers: fixed deals (deal codes) played to the end by the computer
 * players, so that "present a game" works with no file at hand. They are played when asked for
 * (deterministically: the same code and levels always give the same game), never stored.
 */

export interface Sample {
  readonly id: string
  readonly ruleset: RulesetId
  readonly players: readonly string[]
  /** One level per seat. */
  readonly levels: readonly BotLevel[]
  /** The deal code the cards are dealt from. */
  readonly dealCode: string
}

export const SAMPLES: readonly Sample[] = [
  { id: 'for-sale-3', ruleset: 'for-sale', players: ['Ada', 'Bruno', 'Chloé'], levels: ['normal', 'normal', 'easy'], dealCode: 'TEACH3FS' },
  { id: 'for-sale-5', ruleset: 'for-sale', players: ['Ada', 'Bruno', 'Chloé', 'Dev', 'Emma'], levels: ['normal', 'easy', 'normal', 'normal', 'easy'], dealCode: 'TEACH5FS' },
  { id: 'sold-4', ruleset: 'sold', players: ['Ada', 'Bruno', 'Chloé', 'Dev'], levels: ['normal', 'normal', 'easy', 'normal'], dealCode: 'TEACH4SD' },
  { id: 'sold-6', ruleset: 'sold', players: ['Ada', 'Bruno', 'Chloé', 'Dev', 'Emma', 'Farid'], levels: ['normal', 'easy', 'normal', 'normal', 'easy', 'normal'], dealCode: 'TEACH6SD' },
  { id: 'gryphon-4', ruleset: 'for-sale-gryphon', players: ['Ada', 'Bruno', 'Chloé', 'Dev'], levels: ['normal', 'easy', 'normal', 'normal'], dealCode: 'TEACH4GR' },
  { id: 'gryphon-6', ruleset: 'for-sale-gryphon', players: ['Ada', 'Bruno', 'Chloé', 'Dev', 'Emma', 'Farid'], levels: ['normal', 'normal', 'easy', 'normal', 'normal', 'easy'], dealCode: 'TEACH6GR' },
  { id: 'scarce-3', ruleset: 'for-sale-scarce', players: ['Ada', 'Bruno', 'Chloé'], levels: ['normal', 'easy', 'normal'], dealCode: 'TEACH3SC' },
  { id: 'scarce-5', ruleset: 'for-sale-scarce', players: ['Ada', 'Bruno', 'Chloé', 'Dev', 'Emma'], levels: ['normal', 'normal', 'easy', 'normal', 'normal'], dealCode: 'TEACH5SC' },
]

const played = new Map<string, PlayedGame>()

/** A sample's whole game, played by the bots (once per page; the same game every time). */
export function playSample(sample: Sample, fresh = false): PlayedGame {
  const known = played.get(sample.id)
  if (known !== undefined && !fresh) return known
  const setup: TableSetup = { ruleset: sample.ruleset, players: sample.players, seed: sample.dealCode, startPlayer: 0 }
  const created = createGame(setup)
  if (!created.ok) throw new Error(`sample ${sample.id}: ${created.error.message}`)
  let state = created.value
  const events: GameEvent[] = [...openingEvents(state)]
  const actions: Action[] = []
  const rngs = sample.levels.map((_, i) => new Rng(rngFromSeed(`${sample.dealCode}:sample:${i}`)))
  for (;;) {
    const legal = legalActions(state)
    if (legal.phase === 'over') break
    const seat = toAct(state)[0] as number
    const action = decide(playerView(state, seat), legal, seat, rngs[seat] as Rng, sample.levels[seat] as BotLevel, events)
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`sample ${sample.id}: ${result.error.message}`)
    state = result.state
    actions.push(action)
    events.push(...result.events)
  }
  const game: PlayedGame = { record: { setup, actions }, state, events }
  played.set(sample.id, game)
  return game
}

