import type { NewGameOptions } from './new-games.ts'
import { writeScreenToken } from '../storage/seat-tokens.ts'
import type { OpenedTable, PhoneTableOptions } from './phone-protocol.ts'

/**
 * Setup's table opened as a table with phones on the server this page came from, then its table
 * screen shown; false when no table server answers (the app served as static files, or offline).
 * `onScreen`: the people's seats played on the table screen, which this page becomes.
 */
export async function openPhoneTable(options: NewGameOptions, onScreen: readonly boolean[]): Promise<boolean> {
  const table: PhoneTableOptions = {
    ruleset: options.ruleset,
    seats: options.players.map((name, i) => {
      const kind = options.seats?.[i]
      if (kind !== undefined && kind.kind === 'bot') return { name, kind: kind.level }
      return { name, kind: onScreen[i] === true ? 'screen' : 'person' }
    }),
    startPlayer: options.startPlayer,
    ...(options.secretMoney === undefined ? {} : { secretMoney: options.secretMoney }),
  }
  try {
    const res = await fetch('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(table) })
    if (!res.ok) return false
    const { roomId, screenToken } = (await res.json()) as OpenedTable
    writeScreenToken(roomId, screenToken)
    location.assign(`/table/${roomId}`)
    return true
  } catch {
    return false
  }
}
