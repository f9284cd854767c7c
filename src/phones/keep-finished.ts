import { addFinishedGame } from '../history/history-store.ts'
import { openRecord, type LoadedGame } from '../store/saved-games.ts'
import { botOf, type LobbyNews } from '../game/phone-protocol.ts'

/**
 * A table with phones' finished game kept in this device's history (the table screen's), like any
 * game played out here: its record comes from the server once the game is over (everything in it is
 * public then). Idempotent, as `addFinishedGame` is: a reload of the scores keeps it once.
 */
export async function keepFinishedTable(roomId: string, lobby: LobbyNews): Promise<boolean> {
  const res = await fetch(`/api/tables/${encodeURIComponent(roomId)}/record`)
  if (!res.ok) return false
  const opened = openRecord(await res.json())
  if (!opened.ok) return false
  const now = Date.now()
  const game: LoadedGame = {
    id: `phones-${roomId}`,
    ...opened.value,
    dealCode: opened.value.state.seed,
    createdAt: now,
    updatedAt: now,
    seats: lobby.seats.map((s) => {
      const level = botOf(s.kind)
      return level === null ? { kind: 'person' } : { kind: 'bot', level }
    }),
  }
  return addFinishedGame(game, now).ok
}
