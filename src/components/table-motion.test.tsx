import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocale } from '../i18n/i18n.ts'
import { AuctionResult } from './auction-result.tsx'
import { useLayoutEffect, useRef } from 'react'
import type { GameEvent } from '../engine/types.ts'
import { resultMotion, useTableMotion } from './table-motion.ts'
import { FeltReveal } from './sale-reveal.tsx'

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const result = {
  number: 6,
  outcomes: [
    { player: 1, property: 19, paid: 6, won: true },
    { player: 0, property: 3, paid: 0, won: false },
  ],
}

function table(motion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: !motion && query.includes('reduce'), media: query }))
  const animate = vi.fn(() => ({ onfinish: null, oncancel: null }) as unknown as Animation)
  vi.spyOn(Element.prototype, 'animate').mockImplementation(animate)
  const { container } = render(
    <div>
      <div data-seat="0" />
      <div data-seat="1">
        <span data-seat-stack="properties" />
      </div>
      <AuctionResult ruleset="for-sale" result={result} names={['Ann', 'Ben']} cards />
    </div>,
  )
  return { container, animate }
}

describe('the last auction held up before the sale (resultMotion)', () => {
  it('flies each property from the result to its taker, the one won glowing, and lights the winner', () => {
    const { container, animate } = table(true)
    resultMotion(container)
    expect(animate).toHaveBeenCalledTimes(3)
    const calls = animate.mock.calls as unknown as [Keyframe[], KeyframeAnimationOptions][]
    const flights = calls.filter(([frames]) => frames.some((f) => f.transform !== undefined))
    // The win first (the result lists the highest property first), with the lift of a won card.
    expect(flights[0]?.[0]).toHaveLength(3)
    expect(flights[1]?.[0]).toHaveLength(2)
    expect(flights.map(([, o]) => o.delay)).toEqual([0, 120])
    // The winner's seat lit over the win's flight and after it (opacity only), on the motion layer.
    const light = calls.find(([frames]) => frames.every((f) => f.transform === undefined))
    expect(light?.[1].delay).toBe(0)
    expect(light?.[1].duration).toBeGreaterThan(400)
    // The copies fly on the motion layer, not in the result itself.
    expect(document.querySelector('[data-motion-layer]')?.querySelectorAll('svg').length).toBe(2)
  })

  it('moves nothing with reduced motion', () => {
    const { container, animate } = table(false)
    resultMotion(container)
    expect(animate).not.toHaveBeenCalled()
  })
})

function Table(props: { events: readonly GameEvent[] }) {
  const root = useRef<HTMLDivElement>(null)
  useTableMotion(root, props.events, null, (n) => `$${n},000`)
  return (
    <div ref={root}>
      <div data-seat="0" data-seat-bid="" />
      <div data-pot="" />
    </div>
  )
}

/** The sale screen holding up the last auction's result, as sale-screen.tsx does. */
function HeldResult() {
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (root.current !== null) resultMotion(root.current)
  }, [])
  return (
    <div ref={root}>
      <div data-seat="0" />
      <div data-seat="1" />
      <AuctionResult ruleset="for-sale" result={result} names={['Ann', 'Ben']} cards />
    </div>
  )
}

describe('a table that goes (useTableMotion)', () => {
  it('takes its flights with it, and leaves the next screen’s own motion alone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    // Animations that never end, as a slow device's: only the unmount can remove the copies.
    vi.spyOn(Element.prototype, 'animate').mockImplementation(() => ({ onfinish: null, oncancel: null }) as unknown as Animation)
    const start: GameEvent[] = [{ type: 'auction-started', auction: 1, properties: [3, 19], starter: 0, freePasses: 0 }]
    const bid: GameEvent = { type: 'bid', player: 0, amount: 4, previous: 0 }
    const { rerender } = render(<Table events={start} />)
    rerender(<Table events={[...start, bid]} />)
    await act(() => new Promise<void>((done) => setTimeout(done, 50)))
    const layer = () => document.querySelector('[data-motion-layer]')
    expect(layer()?.textContent).toBe('$4,000')
    // The table gives way to the sale, whose held-up result flies in the same commit.
    rerender(<HeldResult />)
    expect(layer()?.textContent).not.toContain('$4,000')
    expect(layer()?.querySelectorAll('svg').length).toBe(2)
  })
})

function PotTable(props: { events: readonly GameEvent[] }) {
  const root = useRef<HTMLDivElement>(null)
  useTableMotion(root, props.events, null, (n) => `$${n},000`, { afterTap: true })
  return (
    <div ref={root}>
      <div data-seat="0" data-seat-bid="" />
      <div data-pot="">
        <span data-pot-stack="">
          <span data-chip="1" />
        </span>
      </div>
    </div>
  )
}

describe('a bid (useTableMotion)', () => {
  it('flies an opaque chip onto the pot’s stack, whose new chip shows as it lands', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    const animate = vi.fn(() => ({ onfinish: null, oncancel: null }) as unknown as Animation)
    vi.spyOn(Element.prototype, 'animate').mockImplementation(animate)
    const start: GameEvent[] = [{ type: 'auction-started', auction: 1, properties: [3, 19], starter: 0, freePasses: 0 }]
    const bid: GameEvent = { type: 'bid', player: 0, amount: 4, previous: 0 }
    const { rerender } = render(<PotTable events={start} />)
    rerender(<PotTable events={[...start, bid]} />)
    const calls = animate.mock.calls as unknown as [Keyframe[], KeyframeAnimationOptions][]
    const flight = calls.find(([frames]) => frames.some((f) => String(f.transform ?? '').includes('translate')))
    // A chip never fades on its way: nothing translucent crosses the table.
    expect(flight?.[0].every((f) => f.opacity === undefined || f.opacity === 1)).toBe(true)
    const chipOnStack = animate.mock.contexts.find((el) => el instanceof HTMLElement && el.dataset.chip === '1')
    expect(chipOnStack).toBeDefined()
    expect(document.querySelector('[data-motion-layer]')?.textContent).toContain('$4,000')
  })
})

describe('a sale round turned up on the felt (feltRevealMotion)', () => {
  it('takes its checks\' flights with it when the reveal gives way to the scores', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    // Animations that never end, as a slow device's: only the reveal's going can remove the copies.
    vi.spyOn(Element.prototype, 'animate').mockImplementation(() => ({ onfinish: null, oncancel: null }) as unknown as Animation)
    const reveal = { type: 'sale-revealed', round: 0, sales: [{ player: 1, property: 30, check: 15 }, { player: 0, property: 2, check: 0 }] } as const
    const seats = (
      <>
        <div data-seat="0" />
        <div data-seat="1" />
      </>
    )
    const { rerender } = render(
      <div>
        {seats}
        <FeltReveal ruleset="for-sale" reveal={reveal} names={['Ann', 'Ben']} motion />
      </div>,
    )
    const layer = () => document.querySelector('[data-motion-layer]')
    expect(layer()?.childElementCount).toBe(2)
    rerender(<div>{seats}</div>)
    expect(layer()?.childElementCount).toBe(0)
  })
})
