/// <reference lib="webworker" />
import { createGame, legalActions, openingEvents } from '../engine/game.ts'
import { playerView } from '../engine/view.ts'
import type { BotReply, BotRequest } from './bot-request.ts'
import { think } from './think.ts'

/**
 * The bots think here, off the page's thread, so the page never freezes while they do.
 * One request at a time: { id, request } in, a `BotReply` out.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = (e: MessageEvent<{ id: number; request: BotRequest }>) => {
  const { id, request } = e.data
  let reply: BotReply
  try {
    reply = { id, ok: true, action: think(request) }
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  scope.postMessage(reply)
}

// Warm the JIT up with one strong decision on a fresh table while the people make their first moves,
// so that the first real decision is as quick as the later ones.
const warm = createGame({ ruleset: 'for-sale', players: ['A', 'B', 'C', 'D'], seed: 'warm-up', startPlayer: 0 })
if (warm.ok) {
  const state = warm.value
  think({ view: playerView(state, 0), legal: legalActions(state), seat: 0, level: 'strong', seed: 'warm-up', log: openingEvents(state) })
}
