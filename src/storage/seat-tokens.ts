import { readItem, writeItem } from './safe-storage.ts'

/*
 * The token a phone holds for its seat at a table with phones, one per table: with it the phone
 * comes back to its own seat after a reload, a sleep or a lost connection, and no other device can.
 */
const key = (roomId: string) => `gavel.phones.seat.${roomId}`

export function readSeatToken(roomId: string): string | null {
  return readItem(key(roomId))
}

export function writeSeatToken(roomId: string, token: string): void {
  // A phone that cannot keep it still plays; it only cannot come back to its seat after a reload.
  writeItem(key(roomId), token)
}

/** The table screen's own token for a table it opened: with it, it may free a seat. */
const screenKey = (roomId: string) => `gavel.phones.screen.${roomId}`

export function readScreenToken(roomId: string): string | null {
  return readItem(screenKey(roomId))
}

export function writeScreenToken(roomId: string, token: string): void {
  writeItem(screenKey(roomId), token)
}
