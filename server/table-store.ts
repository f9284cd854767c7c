import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOM_ID_PATTERN } from '../src/game/phone-protocol.ts'
import type { StoredTable } from './table-core.ts'

/*
 * Each table's record on disk, one JSON file per table, written whole on every move (to a temporary
 * file, then renamed over the old one: a crash mid-write leaves the last good copy). A restarted
 * server reads them all back and opens every table again.
 */
export class TableStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true })
  }

  private file(id: string): string {
    // Ids are made by the server; a stored id that is not one of them is never a path.
    if (!ROOM_ID_PATTERN.test(id)) throw new Error(`not a table id: ${id}`)
    return join(this.dir, `${id}.json`)
  }

  save(table: StoredTable): void {
    const file = this.file(table.id)
    writeFileSync(`${file}.tmp`, JSON.stringify(table))
    renameSync(`${file}.tmp`, file)
  }

  /** A table's file gone (a finished table removed); nothing if it was not there. */
  remove(id: string): void {
    rmSync(this.file(id), { force: true })
  }

  /** One table, or null if none is stored under `id`. */
  load(id: string): StoredTable | null {
    if (!ROOM_ID_PATTERN.test(id)) return null
    try {
      return JSON.parse(readFileSync(this.file(id), 'utf8')) as StoredTable
    } catch {
      return null
    }
  }

  /** Every table stored, and the files that could not be read (said, then left where they are). */
  loadAll(): { tables: StoredTable[]; problems: string[] } {
    const tables: StoredTable[] = []
    const problems: string[] = []
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue
      try {
        const table = JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as StoredTable
        if (table.format !== 'gavel-phones/1' || !ROOM_ID_PATTERN.test(table.id)) throw new Error('not a stored table')
        tables.push(table)
      } catch (e) {
        problems.push(`${name}: ${(e as Error).message}`)
      }
    }
    return { tables, problems }
  }
}
