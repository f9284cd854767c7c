import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defineMessages, fill, translator, useT } from './i18n.ts'
import { formatMoney, formatNumber } from './numbers.ts'
import { LOCALE_STORAGE_KEY, deviceLocale, useLocale } from './locale-store.ts'

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
    await useLocale.persist.rehydrate()
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
