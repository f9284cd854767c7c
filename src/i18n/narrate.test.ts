import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { replayRecord } from '../engine/record.ts'
import type { RulesetId } from '../engine/rulesets.ts'
import { bid, gameWith, pass, play } from '../engine/test-kit.ts'
import type { GameEvent } from '../engine/types.ts'
import type { Locale } from './i18n.ts'
import { narrate } from './narrate.ts'

const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Flo']
/** Intl writes no-break and thin spaces in French and Spanish money; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')
const say = (event: GameEvent, ruleset: RulesetId, locale: Locale = 'en') =>
  plain(narrate(event, { ruleset, names: NAMES }, locale))

const passed = (over: Partial<Extract<GameEvent, { type: 'passed' }>>): GameEvent => ({
  type: 'passed',
  player: 1,
  property: 7,
  bid: 4,
  cost: 2,
  refund: 2,
  forced: false,
  ...over,
})

describe('narrate: auctions', () => {
  it('says the cards up and who starts', () => {
    const e: GameEvent = { type: 'auction-started', auction: 0, properties: [3, 8, 17], starter: 0, freePasses: 0 }
    expect(say(e, 'for-sale')).toBe('Auction 1: 3, 8, and 17 go up for auction. Ann starts.')
    expect(say(e, 'for-sale', 'fr')).toBe('Manche d’achat 1 : 3, 8 et 17 mises en vente. Ann commence.')
    expect(say(e, 'for-sale', 'es')).toBe('Subasta 1: salen a subasta 3, 8 y 17. Empieza Ann.')
  })

  it('names Sold! properties by rank and suit', () => {
    const e: GameEvent = { type: 'auction-started', auction: 2, properties: [1, 26], starter: 1, freePasses: 0 }
    expect(say(e, 'sold')).toBe('Auction 3: A♣ and K♠ go up for auction. Ben starts.')
  })

  it('warns of free passes when there is not enough for everyone (R6)', () => {
    const one: GameEvent = { type: 'auction-started', auction: 0, properties: [3, 8], starter: 0, freePasses: 1 }
    expect(say(one, 'for-sale-scarce')).toContain('The first to pass takes back their whole bid and gets no property.')
    const two: GameEvent = { ...one, freePasses: 2 }
    expect(say(two, 'for-sale-scarce', 'fr')).toContain('Les 2 premiers à passer ne paient rien et n’ont pas de Maison.')
    expect(say(two, 'for-sale-scarce', 'es')).toContain('Los 2 primeros en pasar recuperan toda su puja, sin propiedad.')
  })

  it('says bids in dollars for For Sale and as plain numbers for Sold!', () => {
    const e: GameEvent = { type: 'bid', player: 1, amount: 5, previous: 0 }
    expect(say(e, 'for-sale')).toBe('Ben bids $5,000.')
    expect(say(e, 'for-sale-gryphon', 'fr')).toBe('Ben enchérit à 5 000 $.')
    expect(say(e, 'for-sale', 'es')).toBe('Ben puja 5000 $.')
    expect(say({ ...e, amount: 12 }, 'for-sale', 'es')).toBe('Ben puja 12.000 $.')
    expect(say(e, 'sold')).toBe('Ben bids 5.')
  })
})

describe('narrate: passing', () => {
  it('says the property taken and half the bid paid', () => {
    expect(say(passed({}), 'for-sale')).toBe('Ben passes: takes the 7, pays half of $4,000 = $2,000.')
    expect(say(passed({}), 'for-sale', 'fr')).toBe('Ben passe : prend le 7, paie la moitié de 4 000 $ = 2 000 $.')
    expect(say(passed({}), 'for-sale', 'es')).toBe('Ben pasa: se queda el 7, paga la mitad de 4000 $ = 2000 $.')
    expect(say(passed({}), 'sold')).toBe('Ben passes: takes the 4♣, pays half of 4 = 2.')
  })

  it('says the rounding of an odd bid, as the ruleset rounds', () => {
    const odd = passed({ bid: 5, cost: 2, refund: 3 })
    expect(say(odd, 'for-sale')).toBe('Ben passes: takes the 7, pays half of $5,000 rounded down = $2,000.')
    const up = passed({ bid: 5, cost: 3, refund: 2 })
    expect(say(up, 'for-sale-gryphon')).toBe('Ben passes: takes the 7, pays half of $5,000 rounded up = $3,000.')
    expect(say(up, 'for-sale-gryphon', 'fr')).toBe(
      'Ben passe : prend le 7, paie la moitié de 5 000 $ arrondie au supérieur = 3 000 $.',
    )
    expect(say(up, 'for-sale-gryphon', 'es')).toBe(
      'Ben pasa: se queda el 7, paga la mitad de 5000 $ redondeada hacia arriba = 3000 $.',
    )
    expect(say(passed({ bid: 5, cost: 2, refund: 3 }), 'sold', 'es')).toBe(
      'Ben pasa: se queda el 4♣, paga la mitad de 5 redondeada hacia abajo = 2.',
    )
  })

  it('says a pass without a bid takes the property for free', () => {
    const e = passed({ bid: 0, cost: 0, refund: 0 })
    expect(say(e, 'for-sale')).toBe('Ben passes: takes the 7 for free.')
    expect(say(e, 'for-sale', 'fr')).toBe('Ben passe : prend le 7 gratuitement.')
    expect(say(e, 'for-sale', 'es')).toBe('Ben pasa: se queda el 7 gratis.')
  })

  it('says a forced pass (R2)', () => {
    const e = passed({ forced: true })
    expect(say(e, 'for-sale')).toBe('Ben must pass (cannot top the high bid): takes the 7, pays half of $4,000 = $2,000.')
    expect(say(e, 'for-sale', 'fr')).toMatch(/^Ben doit passer \(ne peut pas surenchérir\) : prend le 7/)
    expect(say(e, 'for-sale', 'es')).toMatch(/^Ben tiene que pasar \(no puede superar la puja más alta\): se queda el 7/)
  })

  it('says a free pass without property (R6)', () => {
    const back = passed({ property: null, bid: 3, cost: 0, refund: 3 })
    expect(say(back, 'for-sale-scarce')).toBe('Ben passes: takes back all $3,000, no property.')
    expect(say(back, 'for-sale-scarce', 'fr')).toBe('Ben passe : récupère sa mise entière de 3 000 $, pas de Maison.')
    expect(say(back, 'for-sale-scarce', 'es')).toBe('Ben pasa: recupera toda su puja de 3000 $, sin propiedad.')
    const nothing = passed({ property: null, bid: 0, cost: 0, refund: 0 })
    expect(say(nothing, 'for-sale-scarce')).toBe('Ben passes: no property, pays nothing.')
  })
})

describe('narrate: winning and paying', () => {
  it('says the winner and the price', () => {
    const e: GameEvent = { type: 'won', player: 0, property: 27, price: 8, free: false }
    expect(say(e, 'for-sale')).toBe('Ann wins the 27 for $8,000.')
    expect(say(e, 'for-sale', 'fr')).toBe('Ann remporte le 27 pour 8 000 $.')
    expect(say(e, 'for-sale', 'es')).toBe('Ann gana el 27 por 8000 $.')
  })

  it('says the free top card (R3)', () => {
    const e: GameEvent = { type: 'won', player: 2, property: 30, price: 0, free: true }
    expect(say(e, 'for-sale')).toBe('Everyone else passed before anyone bid: Cy takes the 30 for free.')
    expect(say(e, 'for-sale', 'fr')).toBe('Tous les autres ont passé sans enchérir : Cy prend le 30 gratuitement.')
    expect(say(e, 'for-sale', 'es')).toBe('Todos los demás pasaron sin pujar: Cy se queda el 30 gratis.')
  })

  it("names the Sold! money cards paid, in the payer's own suit", () => {
    const e: GameEvent = { type: 'paid', player: 0, amount: 9, cards: [4, 5], chosen: false }
    expect(say(e, 'sold')).toBe('Ann pays 9 with 4● and 5●.')
    expect(say({ ...e, player: 1 }, 'sold', 'fr')).toBe('Ben paie 9 avec 4▲ et 5▲.')
    expect(say({ ...e, player: 3, chosen: true }, 'sold', 'es')).toBe('Dee elige pagar 9 con 4★ y 5★.')
  })

  it('says when no change is given', () => {
    const e: GameEvent = { type: 'paid', player: 2, amount: 9, cards: [2, 8], chosen: true }
    expect(say(e, 'sold')).toBe('Cy chooses to pay 9 with 2■ and 8■ (10: no change is given).')
    expect(say(e, 'sold', 'fr')).toBe('Cy choisit de payer 9 avec 2■ et 8■ (10 : la monnaie n’est pas rendue).')
    expect(say({ ...e, cards: [1, 8] }, 'sold', 'es')).toBe('Cy elige pagar 9 con 1■ y 8■.')
  })

  it('says For Sale payments and payment choices', () => {
    expect(say({ type: 'paid', player: 0, amount: 2, cards: [], chosen: false }, 'for-sale')).toBe('Ann pays $2,000.')
    const due: GameEvent = { type: 'payment-due', player: 1, amount: 9, options: [[2, 8], [3, 8]] }
    expect(say(due, 'sold')).toBe('Ben owes 9 and chooses which cards to pay with (2 ways).')
    expect(say(due, 'sold', 'fr')).toBe('Ben doit 9 et choisit avec quelles cartes payer (2 façons).')
    expect(say(due, 'sold', 'es')).toBe('Ben debe 9 y elige con qué cartas pagar (2 maneras).')
  })
})

describe('narrate: selling and the end', () => {
  it('says the checks on offer, refused ones plainly', () => {
    const e: GameEvent = { type: 'sale-started', round: 0, checks: [15, 9, 0], sellers: [0, 1, 2] }
    const ctx = { ruleset: 'for-sale' as const, names: NAMES.slice(0, 3) }
    expect(plain(narrate(e, ctx, 'en'))).toBe('Sale round 1: checks $15,000, $9,000, and $0 (refused) are up.')
    expect(plain(narrate(e, ctx, 'fr'))).toBe('Vente, manche 1 : Chèques 15 000 $, 9000 $ et 0 $ (refusé) en jeu.'.replace('9000', '9 000'))
    expect(plain(narrate(e, ctx, 'es'))).toBe('Venta, ronda 1: cheques 15.000 $, 9000 $ y 0 $ (rechazado) en juego.')
  })

  it('says who still sells when some have run out (R7)', () => {
    const e: GameEvent = { type: 'sale-started', round: 4, checks: [26, 1], sellers: [0, 2] }
    expect(say(e, 'sold')).toBe('Sale round 5: checks K♦ (worth 13) and A♥ (worth 1) are up; only Ann and Cy still hold properties.')
  })

  it('keeps a pick secret', () => {
    expect(say({ type: 'picked', player: 1 }, 'for-sale')).toBe('Ben has picked a property in secret.')
    expect(say({ type: 'picked', player: 1 }, 'for-sale', 'fr')).toBe('Ben a choisi une Maison en secret.')
    expect(say({ type: 'picked', player: 1 }, 'for-sale', 'es')).toBe('Ben ha elegido una propiedad en secreto.')
  })

  it('says each property with the check it took', () => {
    const e: GameEvent = {
      type: 'sale-revealed',
      round: 1,
      sales: [
        { player: 0, property: 27, check: 15 },
        { player: 1, property: 3, check: 0 },
      ],
    }
    expect(say(e, 'for-sale')).toBe("Sale round 2 revealed: Ann's 27 takes the $15,000 check; Ben's 3 takes a refused check (0).")
    expect(say(e, 'for-sale', 'fr')).toBe(
      'Vente, manche 2 dévoilée : Ann : le 27 prend le Chèque de 15 000 $; Ben : le 3 prend un Chèque refusé (0).',
    )
    expect(say(e, 'for-sale', 'es')).toBe(
      'Venta, ronda 2 revelada: Ann: el 27 se lleva el cheque de 15.000 $; Ben: el 3 se lleva un cheque rechazado (0).',
    )
    const sold: GameEvent = { type: 'sale-revealed', round: 0, sales: [{ player: 2, property: 26, check: 25 }] }
    expect(say(sold, 'sold')).toBe("Sale round 1 revealed: Cy's K♠ takes K♥ (worth 13).")
  })

  it('says the last holder takes the remaining checks (R7)', () => {
    const e: GameEvent = { type: 'checks-taken', player: 3, properties: [4, 9], checks: [3, 0] }
    expect(say(e, 'for-sale-scarce')).toBe(
      'Dee alone still holds properties (4 and 9) and takes the last checks: $3,000 and $0 (refused).',
    )
    expect(say(e, 'for-sale-scarce', 'fr')).toBe(
      'Il ne reste des Maisons qu’à Dee (4 et 9), qui prend les derniers Chèques : 3000 $ et 0 $ (refusé).'.replace('3000', '3 000'),
    )
    expect(say(e, 'for-sale-scarce', 'es')).toBe(
      'Solo Dee tiene aún propiedades (4 y 9) y se lleva los últimos cheques: 3000 $ y 0 $ (rechazado).',
    )
  })

  it('says the winners, and a shared win as such', () => {
    expect(say({ type: 'game-over', winners: [0] }, 'for-sale')).toBe('Game over: Ann wins.')
    expect(say({ type: 'game-over', winners: [0, 2] }, 'for-sale')).toBe('Game over: Ann and Cy share the win.')
    expect(say({ type: 'game-over', winners: [0, 2] }, 'sold', 'fr')).toBe('Partie terminée : Ann et Cy se partagent la victoire.')
    expect(say({ type: 'game-over', winners: [1] }, 'sold', 'es')).toBe('Fin de la partida: gana Ben.')
  })
})

describe('narrate: whole games from the engine', () => {
  it('words the events of a real auction', () => {
    const start = gameWith('for-sale', 3, { properties: [7, 12, 20] })
    const { events } = play(start, bid(0, 3), bid(1, 4), pass(2), pass(0))
    const lines = events.map((e) => say(e, 'for-sale'))
    expect(lines).toContain('Cy passes: takes the 7 for free.')
    expect(lines).toContain('Ann passes: takes the 12, pays half of $3,000 rounded down = $1,000.')
    expect(lines).toContain('Ben wins the 20 for $4,000.')
  })

  for (const file of ['sold-3p', 'for-sale-4p', 'for-sale-gryphon-6p', 'for-sale-scarce-5p']) {
    it(`words every event of ${file} in every language, leaving no placeholder`, () => {
      const replay = replayRecord(readFileSync(`${process.cwd()}/tests/examples/${file}.json`, 'utf8'))
      if (!replay.ok) throw new Error(replay.error.message)
      const names = replay.state.seats.map((s) => s.name)
      for (const locale of ['en', 'fr', 'es'] as const) {
        for (const e of replay.events) {
          const line = narrate(e, { ruleset: replay.state.ruleset, names }, locale)
          expect(line).not.toMatch(/[{}]|undefined|NaN/)
        }
      }
    })
  }
})
