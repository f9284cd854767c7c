import { beforeEach, describe, expect, it } from 'vitest'
import { replayRecord } from '../engine/record.ts'
import { useGameStore } from './game-store.ts'
import { recordFileText } from '../game/record-file.ts'
import { parseSeatKinds } from './seat-kinds.ts'
import * as gameActions from '../game/game-actions.ts'

const store = () => useGameStore.getState()

beforeEach(() => {
  useGameStore.setState(useGameStore.getInitialState(), true)
  localStorage.clear()
})

describe('seat kinds in records', () => {
  it('reads one kind per seat, with at least one person and one bot; anything else is people everywhere', () => {
    const seats = [{ kind: 'person' }, { kind: 'bot', level: 'strong' }, { kind: 'bot', level: 'easy' }]
    expect(parseSeatKinds(seats, 3)).toEqual(seats)
    expect(parseSeatKinds(seats, 4)).toBeNull()
    expect(parseSeatKinds([{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], 3)).toBeNull()
    expect(parseSeatKinds([{ kind: 'person' }, { kind: 'bot', level: 'genius' }, { kind: 'person' }], 3)).toBeNull()
    expect(parseSeatKinds('bots', 3)).toBeNull()
  })

  it('an exported game keeps its bots when imported again, and the replay command ignores them', () => {
    const seats = [{ kind: 'person' }, { kind: 'bot', level: 'normal' }, { kind: 'person' }] as const
    expect(gameActions.newGame({ ruleset: 'sold', players: ['Ann', 'Computer 2', 'Cy'], startPlayer: 0, seats })).toBeNull()
    const text = recordFileText(store().current as NonNullable<ReturnType<typeof store>['current']>)
    expect(JSON.parse(text).seats).toEqual(seats)
    expect(replayRecord(text).ok).toBe(true)
    expect(gameActions.importRecord(text)).toBeNull()
    expect(store().current?.seats).toEqual(seats)
  })
})
