import type { StoreApi } from 'zustand'
import { parseSmall, readItem, writeItem } from './safe-storage.ts'

/** What a kept setting's stored state brings back to its store: at once, or once an older version is lifted. */
export type Restored<T> = Partial<T> | null | Promise<Partial<T> | null>

/**
 * Keeps part of a zustand store (`keep`) in storage under `key`, as `{ state, version }`: the shape
 * zustand's `persist` writes, so what a device kept before reads the same, and Home reads it in full
 * (settings.ts `checkPersistedSetting`) to tell the person when it is damaged. The storage layer's
 * reads and writes never throw (storage full or blocked only means the setting lasts until the page
 * closes), and text that is not JSON, or far larger than a setting, reads as nothing kept rather than
 * as an error. Read now, before anything draws (`restore` turns what was kept, at its version, into
 * the store's state; a promise when an older version must be lifted first), and written on each
 * change of the kept part. Written by hand rather than with `persist`: that middleware is two
 * kilobytes of the first page for the one setting Home needs.
 */
export function keepSetting<T, K>(
  store: StoreApi<T>,
  key: string,
  version: number,
  keep: (state: T) => K,
  restore: (kept: unknown, version: number) => Restored<T>,
): { readonly rehydrate: () => Promise<void> } {
  const write = () => void writeItem(key, JSON.stringify({ state: keep(store.getState()), version }))
  const rehydrate = async () => {
    const text = readItem(key)
    const read = text === null ? null : parseSmall(text)
    const doc = read?.ok === true ? (read.value as { state?: unknown; version?: unknown } | null) : null
    if (typeof doc !== 'object' || doc === null) return
    const stored = typeof doc.version === 'number' ? doc.version : 0
    const back = restore(doc.state, stored)
    // A setting kept at this version comes back at once, before the first paint; an older one once lifted.
    const state = back instanceof Promise ? await back : back
    if (state !== null) store.setState(state)
    if (stored !== version) write()
  }
  void rehydrate()
  store.subscribe((now, before) => {
    if (JSON.stringify(keep(now)) !== JSON.stringify(keep(before))) write()
  })
  return { rehydrate }
}
