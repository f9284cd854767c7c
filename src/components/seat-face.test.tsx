import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BOT_LEVELS } from '../bots/levels.ts'
import { botNameList, botPersona, defaultSeatNames } from '../i18n/bot-names.ts'
import { useLocale } from '../i18n/i18n.ts'
import { LOCALES } from '../i18n/locales.ts'
import { SetupScreen } from '../screens/setup-screen.tsx'
import type { GameError } from '../engine/types.ts'
import type { NewGameOptions } from '../game/new-games.ts'
import { SeatFace } from './seat-face.tsx'

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('computer players\' names', () => {
  it('each level has five names of its own in every language, none shared with another level', () => {
    for (const locale of LOCALES) {
      const all = BOT_LEVELS.flatMap((level) => botNameList(locale, level).map((n) => n.toLocaleLowerCase()))
      expect(all, locale).toHaveLength(15)
      expect(new Set(all).size, locale).toBe(15)
    }
    expect(BOT_LEVELS.map((level) => botNameList('en', level)[0])).toEqual(['Eddie', 'Mia', 'Rex'])
    expect(botNameList('es', 'easy')[0]).toBe('Edu')
  })

  it('two computers of one level at a table get distinct names, clear of the names people typed', () => {
    const seats = [
      { name: 'Ann', level: null },
      { name: '', level: 'easy' },
      { name: '', level: 'easy' },
      { name: '', level: 'strong' },
      { name: '', level: null },
    ] as const
    expect(defaultSeatNames('en', seats)).toEqual(['Ann', 'Eddie', 'Ella', 'Rex', null])
    // Somebody called Eddie at the table: the computer takes the next name.
    expect(defaultSeatNames('en', [{ name: 'eddie', level: null }, { name: '', level: 'easy' }])).toEqual(['eddie', 'Ella'])
    expect(defaultSeatNames('fr', seats)).toEqual(['Ann', 'Eddie', 'Ella', 'Rex', null])
    expect(defaultSeatNames('es', seats)).toEqual(['Ann', 'Edu', 'Ela', 'Rex', null])
    // Five strong computers (the most a table allows) all named.
    const five = defaultSeatNames('en', [{ name: 'Ann', level: null }, ...Array.from({ length: 5 }, () => ({ name: '', level: 'strong' as const }))])
    expect(new Set(five).size).toBe(6)
  })

  it('a face per name on the list, in any language; any other name still gets one', () => {
    expect(botPersona('easy', 'Eddie')).toBe(0)
    expect(botPersona('easy', 'Ella')).toBe(1)
    expect(botPersona('easy', 'Émile')).toBe(2)
    expect(botPersona('strong', 'Óscar')).toBe(3)
    // A game saved before names: "Computer 3" keeps a face, always the same one.
    const old = botPersona('normal', 'Computer 3')
    expect(old).toBe(botPersona('normal', 'Computer 3'))
    expect(old).toBeGreaterThanOrEqual(0)
    expect(old).toBeLessThan(5)
  })
})

describe('SeatFace', () => {
  it('a person: the first letter on a disc in the seat\'s colour', () => {
    const { container } = render(
      <>
        <SeatFace seat={0} name="ann" />
        <SeatFace seat={1} name="Ben" labelled />
      </>,
    )
    const faces = container.querySelectorAll('[data-face="person"]')
    expect(faces[0]).toHaveTextContent('A')
    expect(faces[0]).toHaveAttribute('aria-hidden', 'true')
    expect(faces[0]?.querySelector('path')).toHaveClass('fill-amber-300')
    expect(faces[1]?.querySelector('path')).toHaveClass('fill-sky-400')
    expect(screen.getByRole('img', { name: 'Ben' })).toHaveTextContent('B')
  })

  it('a computer: its level\'s face, named with its level in every language, two of a level told apart', () => {
    const { container, unmount } = render(
      <>
        <SeatFace seat={1} name="Eddie" bot="easy" labelled />
        {/* The same seat colour: only the head tells them apart here. */}
        <SeatFace seat={1} name="Ella" bot="easy" labelled />
        <SeatFace seat={3} name="Rex" bot="strong" labelled />
        <SeatFace seat={4} name="Mia" bot="normal" />
      </>,
    )
    expect(screen.getByRole('img', { name: 'Eddie, computer player (easy)' })).toHaveAttribute('data-face', 'easy')
    expect(screen.getByRole('img', { name: 'Rex, computer player (strong)' })).toHaveAttribute('data-face', 'strong')
    expect(container.querySelector('[data-face="normal"]')).toHaveAttribute('aria-hidden', 'true')
    // No letter on a computer's face: its own drawing.
    expect(container.querySelector('[data-face="easy"]')?.textContent).toBe('')
    const heads = [...container.querySelectorAll('[data-face="easy"] path')].map((p) => p.getAttribute('class') ?? '')
    const headOf = (i: number) => [...(container.querySelectorAll('[data-face="easy"]')[i]?.querySelectorAll('path') ?? [])].map((p) => p.getAttribute('class')).join()
    expect(heads.length).toBeGreaterThan(4)
    expect(headOf(0)).not.toBe(headOf(1))
    unmount()
    act(() => useLocale.getState().setLocale('fr'))
    render(<SeatFace seat={1} name="Émile" bot="easy" labelled />)
    expect(screen.getByRole('img', { name: 'Émile, joueur ordinateur (facile)' })).toBeInTheDocument()
  })

  it('Setup names unnamed computers after their level and shows each seat\'s face', async () => {
    const onStart = vi.fn((_: NewGameOptions): GameError | null => null)
    const { container } = render(<SetupScreen recentNames={[]} onStart={onStart} onBack={() => {}} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Player 1' }), 'Ann')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 2' }), 'Computer: normal')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 3' }), 'Computer: normal')
    await userEvent.type(screen.getByRole('textbox', { name: 'Player 4' }), 'Dee')
    expect(screen.getByRole('textbox', { name: 'Player 2' })).toHaveAttribute('placeholder', 'Mia')
    expect(screen.getByRole('textbox', { name: 'Player 3' })).toHaveAttribute('placeholder', 'Max')
    expect([...container.querySelectorAll('[data-face]')].map((f) => f.getAttribute('data-face'))).toEqual(['person', 'normal', 'normal', 'person'])
    await userEvent.click(screen.getByRole('button', { name: 'Start the game' }))
    expect(onStart.mock.calls[0]?.[0].players).toEqual(['Ann', 'Mia', 'Max', 'Dee'])
    expect(onStart.mock.calls[0]?.[0].seats).toEqual([{ kind: 'person' }, { kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }, { kind: 'person' }])
  })
})
