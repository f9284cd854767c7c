import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { useLocale } from './locale-store.ts'
import { hasLocale, localeTables } from './locale-tables.ts'

/** A messages area as the build rewrites it, with loaders that count their calls and can fail. */
function area(name: string, fail: { es: boolean } = { es: false }) {
  const calls: string[] = []
  const loaders = {
    fr: async () => (calls.push('fr'), { default: { hello: `bonjour ${name}` } }),
    es: async () => {
      calls.push('es')
      if (fail.es) throw new Error('offline')
      return { default: { hello: `hola ${name}` } }
    },
  }
  return { calls, loaders }
}

describe('a language loaded on demand (src/i18n/locale-tables.ts)', () => {
  afterEach(() => {
    useLocale.setState({ locale: 'en' })
  })

  it('an area comes with the language shown, and only that one', async () => {
    useLocale.setState({ locale: 'fr' })
    const { calls, loaders } = area('a')
    const tables = await localeTables<{ en?: { hello: string }; fr?: { hello: string }; es?: { hello: string } }>({ en: { hello: 'hello a' } }, loaders)
    expect(tables.fr).toEqual({ hello: 'bonjour a' })
    expect(tables.es).toBeUndefined()
    expect(calls).toEqual(['fr'])
  })

  it('switching loads the new language first, then switches', async () => {
    const { calls, loaders } = area('b')
    const tables = await localeTables<{ en?: { hello: string }; es?: { hello: string } }>({ en: { hello: 'hello b' } }, loaders)
    expect(hasLocale('es')).toBe(false)
    const switching = useLocale.getState().switchLocale('es')
    // Not before its words are there: nothing shows in a language half loaded.
    expect(useLocale.getState().locale).toBe('en')
    await expect(switching).resolves.toBe(true)
    expect(useLocale.getState().locale).toBe('es')
    expect(tables.es).toEqual({ hello: 'hola b' })
    expect(calls).toEqual(['es'])
    // Loaded once: switching back and forth again needs nothing more.
    expect(hasLocale('es')).toBe(true)
  })

  it('a language that cannot be loaded is not switched to, and the switcher says so', async () => {
    const { loaders } = area('c', { es: true })
    await localeTables({ en: { hello: 'hello c' } }, loaders)
    render(<LanguageSwitcher />)
    await userEvent.click(screen.getByRole('button', { name: 'ES Español' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This language could not be loaded')
    expect(useLocale.getState().locale).toBe('en')
    expect(screen.getByRole('button', { name: '✓ EN English' })).toHaveAttribute('aria-pressed', 'true')
    // French loads: switched, and the message goes.
    await userEvent.click(screen.getByRole('button', { name: 'FR Français' }))
    await act(async () => {})
    expect(useLocale.getState().locale).toBe('fr')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
