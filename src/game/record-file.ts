import { exportRecord } from '../engine/record.ts'
import type { LoadedGame } from '../store/saved-games.ts'

/**
 * The exported file: the game's `gavel/1` record, plus its deal code and who plays each seat as
 * extra fields (records ignore unknown fields, rules/RECORD.md) so that an imported game can still
 * be dealt again, its bots still playing.
 */
export function recordFileText(game: LoadedGame): string {
  const record = { ...exportRecord(game.state), ...(game.seats === undefined ? {} : { seats: game.seats }) }
  return JSON.stringify(game.dealCode === null ? record : { ...record, dealCode: game.dealCode }, null, 2) + '\n'
}

/** `gavel-for-sale-2026-12-02.json`: the ruleset and the local date of the export. */
export function recordFileName(game: LoadedGame, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `gavel-${game.state.ruleset}-${day}.json`
}

/** The deal code an imported file carries, if it is one of ours. */
export function dealCodeInFile(doc: unknown): string | null {
  const code = (doc as { dealCode?: unknown } | null)?.dealCode
  return typeof code === 'string' && /^[A-Z0-9]{1,24}$/.test(code) ? code : null
}

/** Offer the record as a JSON download. */
export function downloadRecord(game: LoadedGame, date = new Date()): void {
  const blob = new Blob([recordFileText(game)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = recordFileName(game, date)
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
