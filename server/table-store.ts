import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROOM_ID_PATTERN } from '../src/game/phone-protocol.ts'
import type { StoredTable } from './table-core.ts'

/*
 * Each table's record on disk, one JSON file per table, written whole on every move (to a temporary
 * file, then renamed over the old one: a crash mid-write leaves the last good copy). With several
 * processes on one folder, each table's file is written by the process that holds the table. A restarted
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

  /** Each table's writes under way, one after another: two at once would share its temporary file. */
  private readonly writes = new Map<string, Promise<void>>()

  /**
   * `save` without holding up the process: every other table goes on while the disk works (a write
   * waits for the disk, now and then for tens of milliseconds). Settles once this version is on disk.
   */
  write(table: StoredTable): Promise<void> {
    const file = this.file(table.id)
    const text = JSON.stringify(table)
    const written = (this.writes.get(table.id) ?? Promise.resolve())
      .catch(() => {})
      .then(async () => {
        await writeFile(`${file}.tmp`, text)
        await rename(`${file}.tmp`, file)
      })
    this.writes.set(table.id, written)
    void written.finally(() => {
      if (this.writes.get(table.id) === written) this.writes.delete(table.id)
    }).catch(() => {})
    return written
  }

  /** A table's file gone (a finished table removed), once any write of it under way is done; nothing if it was not there. */
  async remove(id: string): Promise<void> {
    await (this.writes.get(id) ?? Promise.resolve()).catch(() => {})
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
