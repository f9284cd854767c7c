import type { BotLevel } from '../bots/levels.ts'
import { translator, type Locale } from './i18n.ts'
import { botMessages } from './messages/bots.ts'
import { LOCALES } from './locales.ts'

/**
 * Computer players' names: each level has a short list of its own in each language (an easy
 * "Eddie", a normal "Mia", a strong "Rex"), and a seat left unnamed at setup takes the first name of
 * its level that nobody at the table has yet. The name is stored with the game like any player's
 * name (so records, history and exports keep it as played); the seat's level stays in `seats`.
 */

/**
 * Five names a level in each language: two computers at one table never share one. They are data,
 * not messages split per language for the first load: a face is chosen by a name's place in any
 * language's list, so every list must be here whichever language is loaded.
 */
const NAMES: { readonly [L in Locale]: { readonly [B in BotLevel]: readonly string[] } } = {
  en: {
    easy: ['Eddie', 'Ella', 'Ezra', 'Effie', 'Ernie'],
    normal: ['Mia', 'Max', 'Nora', 'Milo', 'Nina'],
    strong: ['Rex', 'Vera', 'Ada', 'Otto', 'Rosa'],
  },
  fr: {
    easy: ['Eddie', 'Ella', 'Émile', 'Élise', 'Ernest'],
    normal: ['Mia', 'Max', 'Noé', 'Milo', 'Nina'],
    strong: ['Rex', 'Véra', 'Ada', 'Otto', 'Rosa'],
  },
  es: {
    easy: ['Edu', 'Ela', 'Emilio', 'Elisa', 'Eloy'],
    normal: ['Mía', 'Max', 'Nora', 'Milo', 'Nina'],
    strong: ['Rex', 'Vera', 'Ada', 'Óscar', 'Rosa'],
  },
}

/** The names a level's computer players take, in this language. */
export function botNameList(locale: Locale, level: BotLevel): readonly string[] {
  return NAMES[locale][level]
}

/**
 * A name for each seat: the name typed for it, or for an unnamed computer seat the first of its
 * level's names not used at the table (ignoring case), or "Computer 3" if every one is; a person's
 * unnamed seat stays `null` (the caller names it "Player 2").
 */
export function defaultSeatNames(
  locale: Locale,
  seats: readonly { readonly name: string; readonly level: BotLevel | null }[],
): (string | null)[] {
  const used = new Set(seats.map((s) => s.name.trim().toLocaleLowerCase()).filter((n) => n !== ''))
  return seats.map((s, i) => {
    const typed = s.name.trim()
    if (typed !== '') return typed
    if (s.level === null) return null
    const name = botNameList(locale, s.level).find((n) => !used.has(n.toLocaleLowerCase())) ?? translator(botMessages, locale)('botName', { number: i + 1 })
    used.add(name.toLocaleLowerCase())
    return name
  })
}

/**
 * Which of its level's faces a computer player wears: its name's place in the level's list (in any
 * language), so two computers of one level at a table look different; a name of no list (typed at
 * setup, or "Computer 3" from a game saved before names) gets one from its letters.
 */
export function botPersona(level: BotLevel, name: string): number {
  const key = name.trim().toLocaleLowerCase()
  for (const locale of LOCALES) {
    const i = botNameList(locale, level).findIndex((n) => n.toLocaleLowerCase() === key)
    if (i >= 0) return i
  }
  let hash = 0
  for (const ch of key) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 9973
  return hash % 5
}
