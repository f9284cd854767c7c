import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defineMessages, fill, translator, useT } from './i18n.ts'
import { formatMoney, formatNumber } from './numbers.ts'
import { LOCALE_STORAGE_KEY, deviceLocale, rehydrateLocale, useLocale } from './locale-store.ts'

const messages = defineMessages({
  en: { hello: 'Hello {name}', plain: 'Plain' },
  fr: { hello: 'Bonjour {name}', plain: 'Simple' },
  es: { hello: 'Hola {name}', plain: 'Sencillo' },
})

// Compile-time checks: French and Spanish must have exactly English's keys.
defineMessages({
  en: { a: 'A', b: 'B' },
  // @ts-expect-error: "b" is missing in French
  fr: { a: 'A' },
  es: { a: 'A', b: 'B' },
})
defineMessages({
  en: { a: 'A' },
  // @ts-expect-error: "extra" is not an English key
  fr: { a: 'A', extra: 'X' },
  es: { a: 'A' },
})

// Compile-time checks: a call gives exactly the English message's placeholders, a plural's count a number.
const tc = translator(
  defineMessages({
    en: { greet: 'Hello {name}', cards: { one: '{count} card', other: '{count} cards' }, plain: 'Plain', word: 'A {_property}' },
    fr: { greet: 'Bonjour {name}', cards: { one: '{count} carte', other: '{count} cartes' }, plain: 'Simple', word: 'Une {_property}' },
    es: { greet: 'Hola {name}', cards: { one: '{count} carta', other: '{count} cartas' }, plain: 'Sencillo', word: 'Una {_property}' },
  }),
  'en',
)
tc('greet', { name: 'Ann' })
tc('cards', { count: 2 })
tc('plain')
tc('word')
// @ts-expect-error: "name" is missing
tc('greet')
// @ts-expect-error: "nmae" is misspelt
tc('greet', { nmae: 'Ann' })
// @ts-expect-error: a plural is chosen by a number, not by a number already written out
tc('cards', { count: '2' })
// @ts-expect-error: "Plain" takes no placeholder
tc('plain', { name: 'Ann' })

/** Intl writes thin and no-break spaces in French; compare with plain spaces. */
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

afterEach(() => {
  act(() => useLocale.getState().setLocale('en'))
  localStorage.clear()
})

describe('messages', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}')
    expect(translator(messages, 'fr')('hello', { name: 'Ann' })).toBe('Bonjour Ann')
    expect(translator(messages, 'es')('plain')).toBe('Sencillo')
  })

  it('chooses a plural form by Intl.PluralRules in each language', () => {
    const plural = defineMessages({
      en: { cards: { one: '{count} card', other: '{count} cards' }, kept: { one: 'Ann keeps {count} card worth {total}', other: 'Ann keeps {count} cards worth {total}' } },
      fr: { cards: { one: '{count} carte', other: '{count} cartes' }, kept: { one: 'Ann garde {count} carte valant {total}', other: 'Ann garde {count} cartes valant {total}' } },
      es: { cards: { one: '{count} carta', other: '{count} cartas' }, kept: { one: 'Ann se queda {count} carta que vale {total}', other: 'Ann se queda {count} cartas que valen {total}' } },
    })
    const en = translator(plural, 'en')
    const fr = translator(plural, 'fr')
    const es = translator(plural, 'es')
    expect([0, 1, 2].map((count) => en('cards', { count }))).toEqual(['0 cards', '1 card', '2 cards'])
    // French counts 0 as singular, as 1.
    expect([0, 1, 2].map((count) => fr('cards', { count }))).toEqual(['0 carte', '1 carte', '2 cartes'])
    expect([0, 1, 2].map((count) => es('cards', { count }))).toEqual(['0 cartas', '1 carta', '2 cartas'])
    expect(spaces(fr('cards', { count: 1000 }))).toBe('1 000 cartes')
    expect(en('kept', { count: 1, total: 5 })).toBe('Ann keeps 1 card worth 5')
  })

  it('useT follows the locale store', () => {
    const { result } = renderHook(() => useT(messages))
    expect(result.current('hello', { name: 'Ben' })).toBe('Hello Ben')
    act(() => useLocale.getState().setLocale('es'))
    expect(result.current('hello', { name: 'Ben' })).toBe('Hola Ben')
  })

  it('persists the chosen locale', () => {
    act(() => useLocale.getState().setLocale('fr'))
    expect(JSON.parse(localStorage.getItem(LOCALE_STORAGE_KEY) ?? '{}').state.locale).toBe('fr')
  })

  it('ignores a stored locale it does not know', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ state: { locale: 'xx' }, version: 1 }))
    await rehydrateLocale()
    expect(useLocale.getState().locale).toBe('en')
  })

  it('takes the device language when it is one of ours', () => {
    expect(['en', 'fr', 'es']).toContain(deviceLocale())
  })
})

describe('numbers and money', () => {
  it('formats For Sale money in thousands of dollars, each language its own way', () => {
    expect(formatMoney('en', 'for-sale', 15)).toBe('$15,000')
    expect(spaces(formatMoney('fr', 'for-sale', 15))).toBe('15 000 $')
    expect(spaces(formatMoney('es', 'for-sale-gryphon', 15))).toBe('15.000 $')
    expect(formatMoney('en', 'for-sale-scarce', 0)).toBe('$0')
  })

  it('keeps Sold! amounts plain', () => {
    expect(formatMoney('fr', 'sold', 12)).toBe('12')
    expect(spaces(formatNumber('fr', 1234567))).toBe('1 234 567')
    expect(formatNumber('en', 1234)).toBe('1,234')
  })
})
