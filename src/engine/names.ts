/*
 * What a player's name may hold, and the bound on a seed: a module of its own, with no imports, so
 * that what keeps names (recent names, the last table) can check them without loading the engine.
 */

export const MAX_NAME_LENGTH = 40
/** Combining marks allowed in a row on one letter: more stack up and spill over the lines around. */
export const MAX_COMBINING_RUN = 3
/** The longest seed a table may have: a seed is a few words, never a document. */
export const MAX_SEED_LENGTH = 200

/**
 * Characters a name may not hold: controls, and the invisible format characters, direction
 * controls among them, that reorder or hide the text around a name. The zero-width joiner stays:
 * emoji are made with it.
 */
const HIDDEN_CHARS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu
const JOINER = '\u200d'
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1},}`, 'u')

/** What is wrong with a name's characters, if anything (its length and blankness aside). */
export function nameCharsProblem(name: string): 'name-hidden-chars' | 'name-marks' | null {
  for (const m of name.matchAll(HIDDEN_CHARS)) if (m[0] !== JOINER) return 'name-hidden-chars'
  return TOO_MANY_MARKS.test(name) ? 'name-marks' : null
}

/** A name as typed, without the characters no name may hold and with runs of marks cut short. */
export function cleanName(name: string): string {
  return name
    .replace(HIDDEN_CHARS, (c) => (c === JOINER ? c : ''))
    .replace(new RegExp(`(\\p{M}{${MAX_COMBINING_RUN}})\\p{M}+`, 'gu'), '$1')
}

