import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseProperty, propertyName, checkName, parseCheck } from './cards.ts'
import { createGame } from './game.ts'
import { exportRecord, replayOutput, replayRecord } from './record.ts'
import { bid, pass, play } from './test-kit.ts'

const examples = join(import.meta.dirname, '../../tests/examples')
const read = (file: string) => readFileSync(join(examples, file), 'utf8')

describe('gavel/1 records: the worked examples in rules/examples', () => {
  const records = readdirSync(examples).filter((f) => f.endsWith('.json') && !f.includes('expected') && !f.includes('illegal'))
  it.each(records)('%s replays to its expected result', (file) => {
    const result = replayRecord(read(file))
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`)
    expect(replayOutput(result.state)).toEqual(JSON.parse(read(file.replace('.json', '.expected.json'))))
  })

  it('the cut-short illegal example is refused at action 14, with nothing half-applied', () => {
    const result = replayRecord(read('for-sale-4p-illegal.json'))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatchObject({ code: 'WRONG_PHASE', action: 14 })
  })

  it('an unfinished record says who may act next', () => {
    const record = JSON.parse(read('for-sale-4p.json'))
    record.actions = record.actions.slice(0, 3)
    const result = replayRecord(record)
    expect(result.ok && replayOutput(result.state)).toEqual({ finished: false, toAct: [1] })
    record.actions = JSON.parse(read('for-sale-4p.json')).actions.slice(0, 46)
    const sale = replayRecord(record)
    expect(sale.ok && replayOutput(sale.state)).toEqual({ finished: false, toAct: [0, 1, 2] })
  })
})

describe('export and import', () => {
  it('export carries the deal itself and replays to the same state', () => {
    const created = createGame({ ruleset: 'sold', players: ['Ann', 'Ben', 'Cy', 'Dee'], seed: 'export' })
    if (!created.ok) throw new Error(created.error.message)
    const { state } = play(created.value, bid(created.value.startPlayer, 3), pass((created.value.startPlayer + 1) % 4))
    const record = exportRecord(state)
    expect(record.deal?.properties).toHaveLength(24)
    expect(record.deal?.properties.every((p) => typeof p === 'string')).toBe(true)
    expect(record.deal?.setAside?.properties).toHaveLength(2)
    const again = replayRecord(JSON.stringify(record))
    expect(again.ok && again.state).toEqual(state)
  })

  it('a record may give a seed instead of a deal', () => {
    const text = JSON.stringify({ format: 'gavel/1', ruleset: 'for-sale', players: ['A', 'B', 'C'], seed: 'lesson 1', actions: [] })
    const a = replayRecord(text)
    const b = replayRecord(text)
    expect(a.ok && b.ok && a.state.deal).toEqual(b.ok && b.state.deal)
    expect(a.ok && a.state.deal.properties).toHaveLength(30)
  })

  it('unknown extra fields are ignored; table options are read back', () => {
    const record = JSON.parse(read('for-sale-4p.json'))
    const result = replayRecord({ ...record, comment: 'hello', options: { secretMoney: true } })
    expect(result.ok && result.state.options.secretMoney).toBe(true)
  })

  it('a deal record must name its start player', () => {
    const record = JSON.parse(read('for-sale-4p.json'))
    delete record.startPlayer
    const result = replayRecord(record)
    expect(!result.ok && result.error.code).toBe('BAD_START_PLAYER')
  })
})

describe('card names', () => {
  it('Sold! properties rank first, spade above club; checks are hearts and diamonds worth their rank', () => {
    expect(parseProperty('sold', 'AC')).toBe(1)
    expect(parseProperty('sold', 'AS')).toBe(2)
    expect(parseProperty('sold', 'KS')).toBe(26)
    expect(parseProperty('sold', '10S')).toBeGreaterThan(parseProperty('sold', '10C') as number)
    expect(parseProperty('sold', 'AH')).toBeNull()
    expect(parseCheck('sold', 'QD')).not.toBeNull()
    for (let c = 1; c <= 26; c++) {
      expect(parseProperty('sold', propertyName('sold', c))).toBe(c)
      expect(parseCheck('sold', checkName('sold', c))).toBe(c)
    }
    expect(parseProperty('for-sale', 30)).toBe(30)
    expect(parseProperty('for-sale', 31)).toBeNull()
    expect(parseCheck('for-sale', 1)).toBeNull()
    expect(parseCheck('for-sale', 0)).toBe(0)
  })
})
