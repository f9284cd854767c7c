import { describe, expect, it } from 'vitest'
import { rankStandings } from '../engine/score.ts'
import { placeSentences, placeText, scoreSum } from './score-words.ts'
import { levelGroups } from './places.ts'

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
const st = (name: string, checkTotal: number, moneyLeft: number) => ({ name, checkTotal, moneyLeft })

describe('level groups', () => {
  it('none when every score differs', () => {
    expect(levelGroups(rankStandings([st('Ana', 40, 5), st('Ben', 30, 2), st('Cleo', 20, 1)]))).toEqual([])
  })

  it('a shared place: same score, same tie-break', () => {
    const groups = levelGroups(rankStandings([st('Ana', 45, 0), st('Ben', 42, 2), st('Cleo', 42, 2)]))
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ score: 44, decidedByTieBreak: false })
    expect(groups[0]!.places.map((p) => p.map((l) => [l.name, l.rank]))).toEqual([
      [
        ['Ben', 2],
        ['Cleo', 2],
      ],
    ])
  })

  it('a tie-break that decides, best first, with a shared place below', () => {
    const groups = levelGroups(rankStandings([st('Ana', 41, 3), st('Ben', 42, 2), st('Cleo', 42, 2), st('Dan', 10, 0)]))
    expect(groups[0]!.decidedByTieBreak).toBe(true)
    expect(groups[0]!.places.map((p) => p.map((l) => [l.name, l.rank]))).toEqual([[['Ana', 1]], [['Ben', 2], ['Cleo', 2]]])
  })
})

describe('in words', () => {
  it('a player’s sum, For Sale and Sold!', () => {
    const [fs] = rankStandings([st('Ana', 41, 4)]).lines
    expect(plain(scoreSum('en', 'for-sale', fs!))).toBe('checks $41,000 + money $4,000 = $45,000')
    expect(scoreSum('en', 'sold', fs!)).toBe('checks 41 + 4 money cards = 45')
    const [one] = rankStandings([st('Ana', 41, 1)]).lines
    expect(scoreSum('en', 'sold', one!)).toBe('checks 41 + 1 money card = 42')
    expect(plain(scoreSum('fr', 'for-sale', fs!))).toBe('Chèques 41 000 $ + argent 4 000 $ = 45 000 $')
  })

  it('places in each language', () => {
    expect([1, 2, 3, 4].map((r) => placeText('en', r))).toEqual(['1st', '2nd', '3rd', '4th'])
    expect(placeText('fr', 1)).toBe('1re')
    expect(placeText('es', 2)).toBe('2.º')
  })

  it('a shared place below the winner', () => {
    const scores = rankStandings([st('Ana', 45, 0), st('Ben', 42, 2), st('Cleo', 42, 2)])
    expect(placeSentences('en', 'sold', scores)).toEqual(['Ben and Cleo share 2nd: 44 each, 2 money cards each.'])
  })

  it('a shared win', () => {
    const scores = rankStandings([st('Ana', 40, 3), st('Ben', 45, 3), st('Cleo', 45, 3)])
    expect(plain(placeSentences('en', 'for-sale', scores)[0]!)).toBe('Ben and Cleo share the win: $48,000 each, $3,000 left each.')
  })

  it('a tie-break that decides the win', () => {
    const scores = rankStandings([st('Ana', 41, 3), st('Ben', 42, 2), st('Cleo', 30, 0)])
    expect(placeSentences('en', 'sold', scores)).toEqual([
      'Ana and Ben both scored 44, so money cards left decide: Ana 1st (3 money cards) and Ben 2nd (2 money cards).',
    ])
  })

  it('a tie-break between three, two of them still sharing a place, and a second group below', () => {
    const scores = rankStandings([st('Ana', 41, 3), st('Ben', 42, 2), st('Cleo', 42, 2), st('Dan', 10, 1), st('Eve', 10, 1)])
    expect(placeSentences('en', 'sold', scores)).toEqual([
      'Ana, Ben, and Cleo all scored 44, so money cards left decide: Ana 1st (3 money cards) and Ben and Cleo share 2nd (2 money cards each).',
      'Dan and Eve share 4th: 11 each, 1 money card each.',
    ])
  })

  it('nothing to say when no one is level', () => {
    expect(placeSentences('en', 'sold', rankStandings([st('Ana', 41, 3), st('Ben', 40, 2)]))).toEqual([])
  })

  it('French and Spanish', () => {
    const scores = rankStandings([st('Ana', 45, 0), st('Ben', 42, 2), st('Cleo', 42, 2)])
    expect(placeSentences('fr', 'sold', scores)).toEqual(['Ben et Cleo sont 2e ex æquo : 44 chacun, 2 cartes d’argent chacun.'])
    expect(placeSentences('es', 'sold', scores)).toEqual(['Ben y Cleo comparten el 2.º puesto: 44 cada uno, 2 cartas de dinero cada uno.'])
  })
})
