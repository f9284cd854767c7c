import { afterEach, describe, expect, it } from 'vitest'
import { useLocale } from './locale-store.ts'
import { hasLocale, localeTables } from './locale-tables.ts'

/** A messages area as the build rewrites it, with loaders that count their calls. */
function area(name: string) {
  const calls: string[] = []
  const loaders = {
    fr: async () => (calls.push('fr'), { default: { hello: `bonjour ${name}` } }),
    es: async () => {
      calls.push('es')
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
})
