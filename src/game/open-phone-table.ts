import type { NewGameOptions } from './new-games.ts'
import { writeScreenToken } from '../storage/seat-tokens.ts'
import type { OpenedTable, PhoneTableOptions } from './phone-protocol.ts'

/**
 * Setup's table opened as a table with phones on the server this page came from, then its table
 * screen shown; false when no table server answers (the app served as static files, or offline).
 */
export async function openPhoneTable(options: NewGameOptions): Promise<boolean> {
  const table: PhoneTableOptions = {
    ruleset: options.ruleset,
    seats: options.players.map((name, i) => {
      const kind = options.seats?.[i]
      return { name, kind: kind === undefined || kind.kind === 'person' ? 'person' : kind.level }
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
