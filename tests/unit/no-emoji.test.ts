import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The app's own files: what it ships (tests are left out: they may quote any text). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return /\.(tsx?|css|html|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : []
  })
}

describe('the app draws no emoji', () => {
  // A machine with no emoji font (many Linux kiosks and projectors, the CI's Chromium) draws a
  // character shown as an emoji by default, or one asked to be (U+FE0F), as an empty box: icons are SVG.
  it('has no character that needs an emoji font in what it ships', () => {
    const found = sources('src').flatMap((file) => {
      const chars = readFileSync(file, 'utf8').match(/\p{Emoji_Presentation}|\uFE0F/gu) ?? []
      return chars.length === 0 ? [] : [`${file}: ${[...new Set(chars)].join(' ')}`]
    })
    expect(found).toEqual([])
  })
})
