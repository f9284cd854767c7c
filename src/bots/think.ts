import { Rng, rngFromSeed } from '../engine/random.ts'
import type { Action } from '../engine/types.ts'
import type { BotRequest } from './bot-request.ts'
import { decide } from './decide.ts'

/**
 * Answer one request: the seed makes the same request give the same move, on any thread (and with
 * `timeUp`, the worker's clock, as long as the strong level finishes its playouts in time).
 */
export function think(request: BotRequest, timeUp?: () => boolean): Action {
  return decide(request.view, request.legal, request.seat, new Rng(rngFromSeed(request.seed)), request.level, request.log, timeUp)
}
