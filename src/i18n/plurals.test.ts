import { describe, expect, it } from 'vitest'
import { editionTranslator } from './edition-t.ts'
import { translator, type MessageText, type Messages } from './i18n.ts'
import { antiquesMessages } from './messages/antiques.ts'
import { feltMessages } from './messages/felt.ts'
import { historyMessages } from './messages/history.ts'
import { padMessages } from './messages/pad.ts'
import { paymentMessages } from './messages/payment.ts'
import { scoreWordsMessages } from './messages/score-words.ts'
import { tableMessages } from './messages/table.ts'
import { teacherMessages } from './messages/teacher.ts'

/** Intl writes thin and no-break spaces in French; compare with plain spaces. */
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('counts in the singular where the language says so', () => {
  it('one of a thing is singular in every language', () => {
    expect(editionTranslator(feltMessages, 'en', 'for-sale')('propertiesCount', { count: 1 })).toBe('1 property')
    expect(editionTranslator(feltMessages, 'en', 'sold')('checksCount', { count: 1 })).toBe('1 check')
    expect(editionTranslator(feltMessages, 'fr', 'for-sale')('propertiesCount', { count: 1 })).toBe('1 Maison')
    expect(editionTranslator(feltMessages, 'es', 'sold')('checksCount', { count: 1 })).toBe('1 cheque')
    expect(translator(tableMessages, 'en')('moneyCards', { count: 1, total: 5 })).toBe('1 card, worth 5')
    expect(translator(tableMessages, 'en')('payKeepsBrief', { count: 1, total: 5 })).toBe('keeps 1 card, worth 5')
    expect(translator(paymentMessages, 'en')('chosenOk', { cards: '5', total: '5', count: 1 })).toBe('Allowed: 5, 5 in all; you keep 1 card.')
    expect(translator(teacherMessages, 'en')('laterHidden', { count: 1 })).toBe('1 later move hidden')
    expect(translator(scoreWordsMessages, 'en')('cards', { count: 1 })).toBe('1 money card')
    expect(editionTranslator(padMessages, 'en', 'sold')('problemPlayerChecks', { name: 'Ann', count: 1, expected: 6 })).toBe('Ann has 1 check; each player ends with 6.')
    expect(translator(historyMessages, 'en')('restoredAlready', { count: 1 })).toBe('1 was already here and is left as it was.')
    expect(translator(antiquesMessages, 'en')('step.halves', { count: 1 })).toBe('1 halving')
    expect(translator(antiquesMessages, 'en')('step.doubles', { count: 0 })).toBe('0 doublings')
  })

  it('French counts 0 as singular, English and Spanish as plural', () => {
    expect(translator(scoreWordsMessages, 'fr')('cards', { count: 0 })).toBe('0 carte d’argent')
    expect(translator(scoreWordsMessages, 'en')('cards', { count: 0 })).toBe('0 money cards')
    expect(translator(scoreWordsMessages, 'es')('cards', { count: 0 })).toBe('0 cartas de dinero')
    expect(translator(antiquesMessages, 'fr')('step.doubles', { count: 0 })).toBe('0 doublement')
    expect(spaces(translator(scoreWordsMessages, 'fr')('cards', { count: 1200 }))).toBe('1 200 cartes d’argent')
  })

  it('no message writes a count beside a plural word without a singular form', () => {
    const files = import.meta.glob<Record<string, unknown>>('./messages/*.ts', { eager: true })
    const found: string[] = []
    for (const [file, module] of Object.entries(files)) {
      for (const area of Object.values(module) as Messages[]) {
        if (typeof area !== 'object' || area === null || !('en' in area)) continue
        for (const [key, text] of Object.entries(area.en) as [string, MessageText][]) {
          if (typeof text === 'string' && /\{count\} (\w+ )?(cards|properties|checks|moves|games|sections|ways|doublings|halvings)\b/.test(text)) found.push(`${file} ${key}: ${text}`)
        }
      }
    }
    expect(found).toEqual([])
  })
})
