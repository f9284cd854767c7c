import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { RANKS, playingCard } from '../engine/cards.ts'
import { useLocale } from '../i18n/i18n.ts'
import { buildingHeight, buildingKind } from './building.tsx'
import { CardBack } from './card-back.tsx'
import { u } from './card-size.ts'
import { CheckCard } from './check-card.tsx'
import { FaceDownCards } from './face-down-cards.tsx'
import { MoneyCard } from './money-card.tsx'
import { PIP_LAYOUT, pipCentre } from './playing-card.tsx'
import { PropertyCard, houseFloors } from './property-card.tsx'

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

const CHESS = /[♔♕♖♗♘♙♚♛♜♝♞♟]/

/** Sold! property number of a rank in clubs (A♣ = 1, 2♣ = 3 …). */
const clubs = (rankIndex: number) => rankIndex * 2 + 1

describe('For Sale cards', () => {
  it('houses by number, checks in dollars, refused checks plainly 0', () => {
    render(
      <>
        <PropertyCard ruleset="for-sale" card={27} />
        <CheckCard ruleset="for-sale" card={15} />
        <CheckCard ruleset="for-sale-gryphon" card={0} />
      </>,
    )
    const house = screen.getByRole('img', { name: 'Property 27' })
    // The number in two corners, the second turned upside down.
    expect([...house.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['27', '27'])
    expect(screen.getByRole('img', { name: 'Check for $15,000' })).toHaveTextContent('$15,000')
    // The Gryphon box calls its checks currency cards.
    const refused = screen.getByRole('img', { name: 'Refused currency card, worth 0' })
    const texts = [...refused.querySelectorAll('text')].map((t) => t.textContent)
    // A large 0 in its seal, $0 as its amount, stamped refused.
    expect(texts).toContain('0')
    expect(texts).toContain('$0')
    expect(refused).toHaveTextContent('refused')
  })

  it('a building that grows with the number: tent, cabin, house, flats, high-rise, towers', () => {
    expect([1, 4, 10, 15, 20, 30].map(buildingKind)).toEqual(['tent', 'cabin', 'house', 'flats', 'high-rise', 'towers'])
    const heights = Array.from({ length: 30 }, (_, i) => buildingHeight(i + 1))
    for (let i = 1; i < 30; i++) expect(heights[i], `card ${i + 1}`).toBeGreaterThanOrEqual(heights[i - 1] as number)
    expect(heights[29]).toBeGreaterThan(2.5 * (heights[0] as number))
    expect([1, 6, 7, 15, 24, 30].map(houseFloors)).toEqual([1, 1, 2, 3, 4, 5])
    render(
      <>
        <PropertyCard ruleset="for-sale" card={3} />
        <PropertyCard ruleset="for-sale" card={30} />
      </>,
    )
    const building = (name: string) => screen.getByRole('img', { name }).querySelector('[data-building]')
    expect(building('Property 3')).toHaveAttribute('data-building', 'cabin')
    expect(building('Property 30')).toHaveAttribute('data-building', 'towers')
  })

  it('cheques in figures and words, from the middle size up', () => {
    render(
      <>
        <CheckCard ruleset="for-sale" card={12} size="md" />
        <CheckCard ruleset="for-sale" card={0} size="md" />
        <CheckCard ruleset="for-sale" card={9} size="sm" />
      </>,
    )
    const cheque = screen.getByRole('img', { name: 'Check for $12,000' })
    expect(cheque).toHaveTextContent('$12,000')
    expect(cheque).toHaveTextContent('twelve thousand dollars')
    expect(cheque).toHaveTextContent('Bank of Gavel')
    const refused = screen.getByRole('img', { name: 'Refused check, worth 0' })
    expect(refused).toHaveTextContent('zero dollars')
    expect(refused).toHaveTextContent('refused')
    // A small cheque: the amount alone, large.
    expect(screen.getByRole('img', { name: 'Check for $9,000' }).textContent).toBe('$9,000')
  })

  it('no attribute of a card spells a card number (the privacy checks search the markup for a hidden pick)', () => {
    const { container } = render(
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <PropertyCard key={i} ruleset="for-sale" card={i + 1} size={(['sm', 'md', 'lg', 'fill'] as const)[i % 4]} />
        ))}
        {[0, 2, 9, 15].map((c) => (
          <CheckCard key={c} ruleset="for-sale" card={c} size="fill" />
        ))}
        <CardBack ruleset="for-sale" kind="property" />
        <CardBack ruleset="for-sale" kind="check" />
      </>,
    )
    const attributes = [...container.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name !== 'class' && a.name !== 'aria-label'))
    expect(attributes.length).toBeGreaterThan(300)
    for (const a of attributes) {
      // Unit tests look for a number anywhere in the markup: no two digits side by side.
      expect(a.value).not.toMatch(/\d\d/)
      // The browser tests look for a number standing alone, outside path data (arc flags are 0s and 1s).
      if (a.name === 'd') continue
      for (let n = 1; n <= 30; n++) expect(`${a.name}="${a.value}"`).not.toMatch(new RegExp(`(?<![\\w$,.-])${n}(?![\\w,.])`))
    }
  })
})

describe('Sold! playing cards', () => {
  it('pips in the usual places for A–10: as many as the rank, the lower half upside down', () => {
    const { unmount } = render(
      <>
        {RANKS.slice(0, 10).map((_, r) => (
          <PropertyCard key={r} ruleset="sold" card={clubs(r)} size="lg" />
        ))}
      </>,
    )
    RANKS.slice(0, 10).forEach((rank, r) => {
      const name = `Property: ${rank === 'A' ? 'ace' : rank} of clubs`
      const card = screen.getByRole('img', { name })
      // The corner indexes carry one pip each; the others are the face's.
      const pips = [...card.querySelectorAll('[data-pip]')].slice(2)
      const layout = PIP_LAYOUT[rank] ?? []
      expect(pips, name).toHaveLength(r + 1)
      if (rank === 'A') {
        expect(pips[0]?.getAttribute('transform')).toBe('translate(2.5 3.5) scale(1.1)')
        return
      }
      pips.forEach((pip, i) => {
        const [col, row] = layout[i] as readonly [number, number]
        const [x, y] = pipCentre(col, row)
        expect(pip.getAttribute('transform'), `${name} pip ${i}`).toBe(`translate(${u(x)} ${u(y)}) scale(0.4)${row > 3 ? ' scale(-1)' : ''}`)
      })
    })
    unmount()
    // The usual layouts: 7 is three and three with its odd pip high; 8 has a second one low; 10 has two in the middle column.
    expect(PIP_LAYOUT['7']?.filter(([c]) => c === 1)).toEqual([[1, 1.5]])
    expect(PIP_LAYOUT['8']?.filter(([c]) => c === 1)).toEqual([[1, 1.5], [1, 4.5]])
    expect(PIP_LAYOUT['9']?.filter(([c]) => c === 1)).toEqual([[1, 3]])
    expect(PIP_LAYOUT['10']?.filter(([c]) => c === 1)).toEqual([[1, 1], [1, 5]])
    for (const rank of ['4', '5', '6', '7', '8', '9', '10'] as const) {
      // Two columns of equal height either side.
      const side = (c: number) => PIP_LAYOUT[rank]?.filter(([col]) => col === c).map(([, row]) => row)
      expect(side(0), rank).toEqual(side(2))
    }
  })

  it('court cards drawn as court cards: a figure with its letter, never a chess glyph', () => {
    const { container } = render(
      <>
        <PropertyCard ruleset="sold" card={26} />
        <PropertyCard ruleset="sold" card={23} size="lg" />
        <CheckCard ruleset="sold" card={21} size="fill" />
        <CheckCard ruleset="sold" card={25} />
      </>,
    )
    const king = screen.getByRole('img', { name: 'Property: king of spades' })
    expect(king.querySelector('[data-court]')).toHaveAttribute('data-court', 'K')
    expect(king).toHaveTextContent('K')
    expect(screen.getByRole('img', { name: 'Property: queen of clubs' }).querySelector('[data-court]')).toHaveAttribute('data-court', 'Q')
    expect(screen.getByRole('img', { name: 'Check: jack of hearts, worth 11' }).querySelector('[data-court]')).toHaveAttribute('data-court', 'J')
    const check = screen.getByRole('img', { name: 'Check: king of hearts, worth 13' })
    expect(check).toHaveTextContent('worth 13')
    expect(check).toHaveClass('text-red-700')
    expect(container.innerHTML).not.toMatch(CHESS)
  })

  it('a small card shows its rank and suit large; a card in a slot switches by its own width', () => {
    render(
      <>
        <PropertyCard ruleset="sold" card={clubs(6)} size="sm" />
        <PropertyCard ruleset="sold" card={clubs(8)} size="fill" />
      </>,
    )
    const small = screen.getByRole('img', { name: 'Property: 7 of clubs' })
    expect(small.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'compact')
    expect(small.querySelectorAll('[data-pip]')).toHaveLength(2)
    const slot = screen.getByRole('img', { name: 'Property: 9 of clubs' })
    expect(slot).toHaveClass('@container', 'w-full', 'aspect-[5/7]')
    expect(slot.querySelector('[data-layout="full"]')).toHaveClass('@max-[3.5rem]:hidden')
    expect(slot.querySelector('[data-layout="compact"]')).toHaveClass('hidden', '@max-[3.5rem]:inline')
  })
})

describe('every card takes its size from its slot', () => {
  it('a width and an aspect ratio, never a fixed height; the face one SVG scaled to the box', () => {
    const { container } = render(
      <>
        {(['sm', 'md', 'lg', 'fill'] as const).map((size) => (
          <span key={size}>
            <PropertyCard ruleset="for-sale" card={12} size={size} />
            <PropertyCard ruleset="sold" card={12} size={size} />
            <CheckCard ruleset="for-sale" card={12} size={size} />
            <CheckCard ruleset="sold" card={12} size={size} />
            <MoneyCard seat={2} value={5} size={size} />
            <CardBack ruleset="sold" kind="money" seat={2} size={size} />
          </span>
        ))}
      </>,
    )
    const cards = [...container.querySelectorAll('[role="img"], [data-back]')]
    expect(cards).toHaveLength(24)
    for (const card of cards) {
      const classes = [...card.classList]
      expect(classes.some((c) => c.startsWith('aspect-[')), card.outerHTML.slice(0, 80)).toBe(true)
      expect(classes.some((c) => /(^|:)h-/.test(c))).toBe(false)
      const svg = card.querySelector(':scope > svg')
      expect(svg?.getAttribute('viewBox')).toMatch(/^0\.0 0\.0 [59]\.0 [75]\.0$/)
      expect(svg).toHaveClass('size-full')
    }
  })
})

describe('Sold! money and the backs', () => {
  it('money is a pack of its own: the owner\'s mark, never a card suit, and no ace', () => {
    render(
      <>
        <MoneyCard seat={0} value={1} />
        <MoneyCard seat={1} value={8} size="md" />
        <MoneyCard seat={4} value={3} size="fill" />
      </>,
    )
    const one = screen.getByRole('img', { name: 'Money card: 1 of circles, worth 1' })
    expect(one).toHaveTextContent('●')
    expect(one).toHaveTextContent('1')
    expect(screen.getByRole('img', { name: 'Money card: 8 of triangles, worth 8' })).toHaveTextContent('▲')
    expect(screen.getByRole('img', { name: 'Money card: 3 of crosses, worth 3' })).toHaveTextContent('✚')
    for (const card of screen.getAllByRole('img')) expect(card.textContent).not.toMatch(/[♠♣♥♦A]/)
  })

  it('backs say whose pack and which, never a face', () => {
    const { container } = render(
      <>
        <CardBack ruleset="sold" kind="money" seat={3} />
        <CardBack ruleset="sold" kind="property" label="A face-down property" />
        <FaceDownCards count={9} ruleset="for-sale" kind="check" />
      </>,
    )
    expect(container.querySelector('[data-back="money"]')).toHaveTextContent('★')
    expect(container.querySelector('[data-back="money"]')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('img', { name: 'A face-down property' })).toHaveAttribute('data-back', 'property')
    // At most six backs drawn, the count said in words.
    expect(container.querySelectorAll('[data-back="check"]')).toHaveLength(6)
    expect(container).toHaveTextContent('9 face down')
    expect(container.querySelector('[data-back="check"]')).toHaveClass('aspect-[9/5]')
  })
})

describe('names in other languages', () => {
  it('names cards in French and Spanish', () => {
    act(() => useLocale.getState().setLocale('fr'))
    const { unmount } = render(<PropertyCard ruleset="sold" card={25} />)
    expect(screen.getByRole('img', { name: 'Propriété : roi de trèfle' })).toBeInTheDocument()
    unmount()
    act(() => useLocale.getState().setLocale('es'))
    render(<CheckCard ruleset="for-sale" card={0} />)
    expect(screen.getByRole('img', { name: 'Cheque rechazado, vale 0' })).toHaveTextContent('rechazado')
    expect(playingCard(25, 'property').rank).toBe('K')
  })
})
