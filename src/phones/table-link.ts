import { Client, type Room } from 'colyseus.js'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { JOIN_WINDOW_MS, TOO_MANY_JOINS_CODE, type LobbyNews, type Refusal, type SeatGrant, type ViewNews } from '../game/phone-protocol.ts'
import { readScreenToken, readSeatToken, writeSeatToken } from '../storage/seat-tokens.ts'

/*
 * One device's link to one table on the server: it joins the table's room (with this phone's seat
 * token, if it holds one), keeps what the server last said, and joins again on its own whenever the
 * connection drops (a phone asleep, a server restarted), so the device lands back on its own seat.
 */

/** `limited`: the server refused the join, this address having joined too often; it is tried again later. */
export type LinkStatus = 'connecting' | 'open' | 'lost' | 'gone' | 'limited'

export interface LinkState {
  readonly status: LinkStatus
  readonly lobby: LobbyNews | null
  readonly view: ViewNews | null
  /** The server's last refusal of something this device sent, until the next change. */
  readonly refusal: Refusal | null
}

export interface TableLink {
  readonly get: () => LinkState
  readonly subscribe: (listener: () => void) => () => void
  readonly send: (type: 'claim' | 'move' | 'free' | 'screen', payload: unknown) => void
  /** Connects, and keeps connecting whenever the connection drops, until `close`. */
  readonly open: () => void
  readonly close: () => void
}

/** Colyseus's close code for a room that does not exist (matchmaking). */
const INVALID_ROOM = 4212

function serverAddress(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`
}

/** `device`: the table screen joins with its screen token (if it opened the table), a phone with its seat's. */
export function createTableLink(roomId: string, device: 'table' | 'phone'): TableLink {
  let state: LinkState = { status: 'connecting', lobby: null, view: null, refusal: null }
  const listeners = new Set<() => void>()
  const set = (next: Partial<LinkState>) => {
    state = { ...state, ...next }
    for (const l of listeners) l()
  }
  const client = new Client(serverAddress())
  let room: Room | null = null
  let closed = true
  let retries = 0
  /** Each connection's number: a join answered after the link was closed (or reopened) is dropped. */
  let attempt = 0

  const join = () => {
    if (closed) return
    const mine = attempt
    const token = device === 'table' ? readScreenToken(roomId) : readSeatToken(roomId)
    client.joinById(roomId, token === null ? {} : device === 'table' ? { screenToken: token } : { token }).then(
      (joined) => {
        if (closed || mine !== attempt) return void joined.leave()
        room = joined
        retries = 0
        set({ status: 'open' })
        joined.onMessage('lobby', (lobby: LobbyNews) => set({ lobby }))
        joined.onMessage('view', (view: ViewNews) => set({ view, refusal: null }))
        joined.onMessage('refused', (refusal: Refusal) => set({ refusal }))
        joined.onMessage('seat', (grant: SeatGrant) => writeSeatToken(roomId, grant.token))
        joined.onLeave(() => {
          if (room === joined) room = null
          if (!closed && mine === attempt) lost()
        })
      },
      (e: { code?: number }) => {
        if (closed || mine !== attempt) return
        if (e?.code === INVALID_ROOM) set({ status: 'gone' })
        else if (e?.code === TOO_MANY_JOINS_CODE) {
          // Trying sooner would only be refused again.
          set({ status: 'limited' })
          setTimeout(join, JOIN_WINDOW_MS / 2)
        } else lost()
      },
    )
  }
  const lost = () => {
    set({ status: 'lost' })
    retries += 1
    setTimeout(join, Math.min(5000, 500 * retries))
  }

  return {
    get: () => state,
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    send: (type, payload) => room?.send(type, payload),
    open: () => {
      closed = false
      attempt += 1
      join()
    },
    close: () => {
      closed = true
      attempt += 1
      void room?.leave()
      room = null
    },
  }
}

/** The link to `roomId`, open for as long as the component using it is on the page. */
export function useTableLink(roomId: string, device: 'table' | 'phone'): { readonly state: LinkState; readonly link: TableLink } {
  const [link] = useState(() => createTableLink(roomId, device))
  useEffect(() => {
    link.open()
    return link.close
  }, [link])
  const state = useSyncExternalStore(link.subscribe, link.get)
  return { state, link }
}
