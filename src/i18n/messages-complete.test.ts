import { describe, expect, it } from 'vitest'
import { LOCALES, type MessageText, type Messages } from './i18n.ts'
import { formatMoney, formatNumber } from './numbers.ts'

/**
 * Every messages file, every area: French and Spanish must have each English key, and must not leave
 * a text in English. A few texts are genuinely the same in all three languages; they are listed here.
 */
const files = import.meta.glob<Record<string, unknown>>('./messages/*.ts', { eager: true })

/** Names that stay as they are in every language. */
const SAME_IN_ALL = ['Sold!', 'For Sale', 'For Sale (Gryphon)', 'Gavel', 'Menu', 'Total', 'Gryphon', 'IELLO', 'Antique Dealer’s SOLD']
/** Words that are genuinely spelt the same in that language. */
const SAME: { readonly [L in 'fr' | 'es']: ReadonlySet<string> } = {
  fr: new Set([...SAME_IN_ALL, 'normal', 'Pause', 'Score', 'Collection']),
  es: new Set([...SAME_IN_ALL, 'normal', 'Factor']),
}

/** A message's texts: itself, or each of its plural forms. */
const forms = (text: MessageText): string[] => (typeof text === 'string' ? [text] : Object.values(text))

/**
 * Its placeholders, so that nothing shows as "{name}" or goes missing: the same in every language.
 * A box's own word (`{_property}`) is no parameter: every edition fills it (edition-words.test.ts).
 */
const holes = (text: MessageText) => [...new Set(forms(text).flatMap((s) => s.match(/\{(?!_)\w+\}/g) ?? []))].sort().join()

/** What is left of a text once placeholders, numbers and symbols are taken out: letters that need translating. */
const words = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]+/gu, '')

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && 'en' in value && 'fr' in value && 'es' in value

const areas = Object.entries(files).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => isMessages(value))
    .map(([name, value]) => ({ file, name, messages: value as Messages })),
)

describe('translations', () => {
  it('finds the messages files', () => {
    expect(areas.length).toBeGreaterThanOrEqual(10)
    expect(areas.map((a) => a.file)).toContain('./messages/rules-ui.ts')
  })

  for (const { file, name, messages } of areas) {
    it(`${file} ${name}: French and Spanish have every key, translated`, () => {
      const problems: string[] = []
      for (const key of Object.keys(messages.en)) {
        const en = messages.en[key] as MessageText
        for (const locale of ['fr', 'es'] as const) {
          const text = (messages[locale] as Record<string, MessageText | undefined>)[key]
          if (text === undefined || forms(text).some((form) => form.trim() === '')) problems.push(`${locale}.${key}: missing`)
          else if (typeof text === 'string' && text === en && words(en) !== '' && !SAME[locale].has(en)) problems.push(`${locale}.${key}: left in English (${JSON.stringify(en)})`)
          else if (holes(text) !== holes(en)) problems.push(`${locale}.${key}: placeholders ${holes(text)} ≠ ${holes(en)}`)
        }
        for (const locale of LOCALES) {
          const text = (messages[locale] as Record<string, MessageText | undefined>)[key]
          if (typeof text === 'object' && (text.one === undefined || text.other === '')) problems.push(`${locale}.${key}: a plural needs its "one" and "other" forms`)
        }
        for (const locale of ['fr', 'es'] as const) {
          for (const key of Object.keys(messages[locale])) if (!(key in messages.en)) problems.push(`${locale}.${key}: not an English key`)
        }
      }
      expect(problems).toEqual([])
    })
  }
})

describe('numbers and money as each language writes them', () => {
  /** Intl writes a narrow no-break space (U+202F) or a no-break space (U+00A0) in French. */
  const space = '[\\u202f\\u00a0 ]'
  it('For Sale money', () => {
    expect(formatMoney('en', 'for-sale', 15)).toBe('$15,000')
    expect(formatMoney('fr', 'for-sale', 15)).toMatch(new RegExp(`^15${space}000${space}\\$$`))
    expect(formatMoney('es', 'for-sale', 15)).toMatch(new RegExp(`^15\\.000${space}\\$$`))
    expect(formatMoney('fr', 'for-sale', 0)).toMatch(new RegExp(`^0${space}\\$$`))
  })
  it('Sold! amounts are plain numbers, and large numbers group by language', () => {
    expect(formatMoney('fr', 'sold', 13)).toBe('13')
    expect(formatNumber('en', 12345)).toBe('12,345')
    expect(formatNumber('fr', 12345)).toMatch(new RegExp(`^12${space}345$`))
    expect(formatNumber('es', 12345)).toBe('12.345')
  })
})
