/**
 * Seeded randomness for dealing. The generator's state is plain data that lives in the game
 * (boardgame.io keeps its PRNG state inside the game state so that moves stay pure).
 * Generator: xoshiro128** (Blackman & Vigna), seeded by hashing the seed string with cyrb128.
 */

export type RngState = readonly [number, number, number, number]

/** cyrb128: a small, well-mixed 128-bit string hash, used only to seed the generator. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  const state: [number, number, number, number] = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
  // xoshiro must not start from all zeros.
  if ((state[0] | state[1] | state[2] | state[3]) === 0) state[0] = 1
  return state
}

export function rngFromSeed(seed: string): RngState {
  return hashSeed(seed)
}

/** A mutable generator for one pure computation: copy in, draw, copy the state out. */
export class Rng {
  private s: [number, number, number, number]

  constructor(state: RngState) {
    this.s = [state[0], state[1], state[2], state[3]]
  }

  nextU32(): number {
    const s = this.s
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0
    const t = s[1] << 9
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = rotl(s[3], 11)
    return result
  }

  /** A whole number in [0, n), without modulo bias (Lemire's multiply-and-reject). */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x200000) throw new RangeError(`nextInt: bad bound ${n}`)
    // x·n stays below 2^53, so the product is exact; its low 32 bits decide rejection.
    let m = this.nextU32() * n
    let low = m >>> 0
    if (low < n) {
      const threshold = (0x100000000 - n) % n
      while (low < threshold) {
        m = this.nextU32() * n
        low = m >>> 0
      }
    }
    return Math.floor(m / 0x100000000)
  }

  /** Fisher–Yates; returns a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice()
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1)
      const tmp = out[i] as T
      out[i] = out[j] as T
      out[j] = tmp
    }
    return out
  }

  state(): RngState {
    return [this.s[0], this.s[1], this.s[2], this.s[3]]
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0
}

/** Pure helpers over the state, for callers that keep the state themselves. */
export function nextInt(state: RngState, n: number): [number, RngState] {
  const rng = new Rng(state)
  const value = rng.nextInt(n)
  return [value, rng.state()]
}

export function shuffle<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const rng = new Rng(state)
  const out = rng.shuffle(items)
  return [out, rng.state()]
}
