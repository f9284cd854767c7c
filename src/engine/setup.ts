import { MAX_COMBINING_RUN, MAX_NAME_LENGTH, MAX_SEED_LENGTH, nameCharsProblem } from './names.ts'
import { Rng, rngFromSeed, type RngState } from './random.ts'
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  RULESETS,
  byPlayerCount,
  cardsInPlay,
  isPlayerCount,
  isRulesetId,
  type PlayerCount,
  type RulesetId,
} from './rulesets.ts'
import type { Card, Deal, ErrorCode, ErrorDetail, GameError, Result, Seat, TableOptions, TableSetup } from './types.ts'

/** A table that passed every check: what `createGame` builds a game from. */
export interface ValidTable {
  readonly ruleset: RulesetId
  readonly names: readonly string[]
  readonly startPlayer: Seat
  readonly options: TableOptions
  readonly deal: Deal
  readonly seed: string | null
  readonly rng: RngState
}

const err = (code: ErrorCode, message: string, detail?: ErrorDetail): { ok: false; error: GameError } => ({
  ok: false,
  error: detail === undefined ? { code, message } : { code, message, detail },
})

export { MAX_COMBINING_RUN, MAX_NAME_LENGTH, MAX_SEED_LENGTH, cleanName, nameCharsProblem } from './names.ts'

export function validateSetup(setup: TableSetup): Result<ValidTable> {
  if (typeof setup !== 'object' || setup === null) return err('BAD_FORMAT', 'A table setup must be an object.')
  const ruleset = setup.ruleset
  if (!isRulesetId(ruleset)) return err('UNKNOWN_RULESET', `Unknown ruleset ${JSON.stringify(ruleset)}.`)
  const row = RULESETS[ruleset]

  const players: unknown = setup.players
  if (!Array.isArray(players) || !isPlayerCount(players.length)) {
    return err('BAD_PLAYERS', `A table seats ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`, {
      kind: 'player-count',
      count: Array.isArray(players) ? players.length : null,
    })
  }
  const named = checkNames(players as unknown[])
  if (!named.ok) return named
  const names = named.value
  const count = names.length as PlayerCount

  const rawOptions: unknown = setup.options ?? {}
  if (typeof rawOptions !== 'object' || rawOptions === null || Array.isArray(rawOptions)) {
    return err('BAD_OPTIONS', 'Table options must be an object.', { kind: 'option-type', option: 'options' })
  }
  const secret: unknown = (rawOptions as { secretMoney?: unknown }).secretMoney
  if (secret !== undefined && typeof secret !== 'boolean') {
    return err('BAD_OPTIONS', '"secretMoney" must be true or false.', { kind: 'option-type', option: 'secretMoney' })
  }
  // Sold! money is always on the table: the option does not exist there.
  const options: TableOptions = { secretMoney: row.secretMoneyDefault === null ? false : (secret ?? row.secretMoneyDefault) }

  if (setup.seed !== undefined && typeof setup.seed !== 'string') return err('BAD_SEED', 'A seed must be a string.')
  if (setup.seed !== undefined && setup.seed.length > MAX_SEED_LENGTH) {
    return err('BAD_SEED', `A seed is at most ${MAX_SEED_LENGTH} characters; this one has ${setup.seed.length}.`, {
      kind: 'seed-too-long',
      length: setup.seed.length,
      max: MAX_SEED_LENGTH,
    })
  }
  // A seed always deals (so the generator ends in the same state); an explicit deal then wins.
  let deal: Deal
  let rng: Rng
  if (setup.seed !== undefined) {
    rng = new Rng(rngFromSeed(setup.seed))
    deal = dealFromRng(ruleset, count, rng)
  }
  if (setup.deal !== undefined) {
    const checked = checkDeal(ruleset, count, setup.deal)
    if (!checked.ok) return checked
    deal = checked.value
    rng ??= new Rng(rngFromSeed(`deal:${deal.properties.join(',')}|${deal.checks.join(',')}`))
  }
  if (deal! === undefined || rng! === undefined) return err('MISSING_DEAL', 'A table needs either a deal or a seed.')

  // Drawn even when chosen, so that the generator's state does not depend on the choice.
  const drawn = rng.nextInt(count)
  let startPlayer: Seat
  if (setup.startPlayer === undefined) {
    startPlayer = drawn
  } else if (Number.isInteger(setup.startPlayer) && setup.startPlayer >= 0 && setup.startPlayer < count) {
    startPlayer = setup.startPlayer
  } else {
    return err('BAD_START_PLAYER', `The start player must be a seat from 0 to ${count - 1}.`)
  }
  return { ok: true, value: { ruleset, names, startPlayer, options, deal, seed: setup.seed ?? null, rng: rng.state() } }
}

/**
 * Each player's name, trimmed: 1 to MAX_NAME_LENGTH characters, no two alike ignoring case. The
 * faults are looked for in that order over every seat (a missing name before one too long, before one
 * given twice), and the first found names its seat (or, given twice, the name): a form points there.
 */
export function checkNames(players: readonly unknown[]): Result<readonly string[]> {
  for (const [seat, name] of players.entries()) {
    const bad = (kind: 'name-empty' | 'name-blank' | 'name-not-text') =>
      err('BAD_PLAYERS', `Each player needs a name of 1 to ${MAX_NAME_LENGTH} characters.`, { kind, seat })
    if (typeof name !== 'string') return bad('name-not-text')
    if (name === '') return bad('name-empty')
    if (name.trim() === '') return bad('name-blank')
    const chars = nameCharsProblem(name)
    if (chars !== null) {
      const why = chars === 'name-marks' ? `more than ${MAX_COMBINING_RUN} accents on one letter` : 'invisible or direction-changing characters'
      return err('BAD_PLAYERS', `Player ${seat + 1}'s name holds ${why}.`, { kind: chars, seat })
    }
  }
  const names = (players as readonly string[]).map((name) => name.trim())
  const long = names.findIndex((name) => name.length > MAX_NAME_LENGTH)
  if (long >= 0) {
    return err('BAD_PLAYERS', `Each player needs a name of 1 to ${MAX_NAME_LENGTH} characters.`, {
      kind: 'name-too-long',
      seat: long,
      max: MAX_NAME_LENGTH,
    })
  }
  for (const [seat, name] of names.entries()) {
    if (names.slice(0, seat).some((other) => other.toLowerCase() === name.toLowerCase())) {
      return err('DUPLICATE_NAME', `Two players are called ${JSON.stringify(name)}.`, { kind: 'name-duplicate', name })
    }
  }
  return { ok: true, value: names }
}

/** Whether dealing from `seed` for `players` gives exactly `deal` (a file's seed or deal code, checked against its deal). */
export function seedDeals(ruleset: RulesetId, players: PlayerCount, deal: Deal, seed: string): boolean {
  if (seed.length > MAX_SEED_LENGTH) return false
  const dealt = dealFromRng(ruleset, players, new Rng(rngFromSeed(seed)))
  const same = (a: readonly Card[], b: readonly Card[]) => a.length === b.length && a.every((c, i) => c === b[i])
  return (
    same(dealt.properties, deal.properties) &&
    same(dealt.checks, deal.checks) &&
    same(dealt.setAside.properties, deal.setAside.properties) &&
    same(dealt.setAside.checks, deal.setAside.checks)
  )
}

/** Shuffle both decks; the top cards of each are set aside unseen (R9), the rest are turned up in order. */
export function dealFromRng(ruleset: RulesetId, players: PlayerCount, rng: Rng): Deal {
  const row = RULESETS[ruleset]
  const aside = byPlayerCount(row.setAside, players)
  const properties = rng.shuffle(row.propertyDeck)
  const checks = rng.shuffle(row.checkDeck)
  return {
    properties: properties.slice(aside),
    checks: checks.slice(aside),
    setAside: {
      properties: properties.slice(0, aside).sort((a, b) => a - b),
      checks: checks.slice(0, aside).sort((a, b) => a - b),
    },
  }
}

/** Remove `cards` from the multiset `deck`; null if some card is not there (unknown, or one copy too many). */
function takeFrom(deck: readonly Card[], cards: readonly Card[]): Card[] | null {
  const rest = deck.slice()
  for (const c of cards) {
    const i = rest.indexOf(c)
    if (i < 0) return null
    rest.splice(i, 1)
  }
  return rest
}

function checkDeal(ruleset: RulesetId, players: PlayerCount, deal: NonNullable<TableSetup['deal']>): Result<Deal> {
  const row = RULESETS[ruleset]
  const inPlay = cardsInPlay(row, players)
  if (typeof deal !== 'object' || deal === null) return err('BAD_DEAL', 'The deal must be an object.')
  const parts = [
    ['properties', deal.properties, row.propertyDeck],
    ['checks', deal.checks, row.checkDeck],
  ] as const
  const rests: Card[][] = []
  for (const [label, cards, deck] of parts) {
    if (!Array.isArray(cards) || !cards.every((c) => typeof c === 'number' && Number.isInteger(c))) {
      return err('BAD_DEAL', `deal.${label} must be a list of cards.`)
    }
    if (cards.length !== inPlay) {
      return err('BAD_DEAL', `deal.${label} must hold ${inPlay} cards at ${players} players, not ${cards.length}.`)
    }
    const rest = takeFrom(deck, cards)
    if (rest === null) return err('BAD_DEAL', `deal.${label} holds a card that is not in the deck, or one card twice.`)
    rests.push(rest)
  }
  const [propertiesLeft, checksLeft] = rests as [Card[], Card[]]
  if (deal.setAside !== undefined) {
    const aside = deal.setAside
    if (typeof aside !== 'object' || aside === null) return err('BAD_DEAL', 'deal.setAside must be an object.')
    const asideParts = [
      ['properties', aside.properties, propertiesLeft],
      ['checks', aside.checks, checksLeft],
    ] as const
    for (const [label, cards, rest] of asideParts) {
      if (!Array.isArray(cards) || !cards.every((c) => typeof c === 'number' && Number.isInteger(c))) {
        return err('BAD_DEAL', `deal.setAside.${label} must be a list of cards.`)
      }
      const leftover = takeFrom(rest, cards)
      if (leftover === null || leftover.length !== 0) {
        return err('BAD_DEAL', `deal.setAside.${label} must complete the deck exactly.`)
      }
    }
  }
  return {
    ok: true,
    value: {
      properties: deal.properties.slice(),
      checks: deal.checks.slice(),
      setAside: { properties: propertiesLeft, checks: checksLeft },
    },
  }
}
