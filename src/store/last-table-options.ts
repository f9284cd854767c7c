import type { NewGameOptions } from './game-store.ts'
import type { LastTable } from './last-table.ts'

// Needed only once "Same table again" is tapped: it loads with the engine (game-engine.ts), off the first page.

/** The new game's options for this table: the same seats and options, a fresh deal. */
export function optionsOfTable(table: LastTable): NewGameOptions {
  const bots = table.seats.some((s) => s.kind !== 'person')
  return {
    ruleset: table.ruleset,
    players: table.seats.map((s) => s.name),
    startPlayer: table.startPlayer,
    ...(table.secretMoney === null ? {} : { secretMoney: table.secretMoney }),
    tableInfo: table.tableInfo,
    dealCode: null,
    ...(bots ? { seats: table.seats.map((s) => (s.kind === 'person' ? { kind: 'person' as const } : { kind: 'bot' as const, level: s.kind })) } : {}),
  }
}
