/**
 * Deal codes: the seed a new game is dealt from, short enough to read out across a table.
 * Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L).
 */
export const DEAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const DEAL_CODE_LENGTH = 6
/** Longest code accepted from a person (a code from elsewhere may be longer than ours). */
export const DEAL_CODE_MAX_LENGTH = 24

export function newDealCode(): string {
  const n = DEAL_CODE_ALPHABET.length
  // Reject bytes past the last whole multiple of n so that every letter is equally likely.
  const limit = 256 - (256 % n)
  let code = ''
  while (code.length < DEAL_CODE_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(DEAL_CODE_LENGTH * 2))
    for (const b of bytes) {
      if (b < limit && code.length < DEAL_CODE_LENGTH) code += DEAL_CODE_ALPHABET[b % n]
    }
  }
  return code
}

/** A code as typed (any case, spaces or dashes between groups) in the form it is dealt from, or null if it is not a code. */
export function normalizeDealCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toUpperCase()
  if (code === '' || code.length > DEAL_CODE_MAX_LENGTH || !/^[A-Z0-9]+$/.test(code)) return null
  return code
}
