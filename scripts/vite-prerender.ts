// Home in the built index.html, so that the first screen paints from the HTML and CSS alone, before
// the app's script (most of it React) has arrived and run:
//  - #root holds Home in English, drawn by src/prerender.tsx, inert and hidden from assistive
//    technology until the app has hydrated it (src/main.tsx); a data block in each other language
//    (<script type="text/html">, which the browser keeps as text instead of parsing it) holds it;
//  - src/boot/boot-script.js, inlined after #root, fits it to the device before the first paint
//    (language, saved games, a game that was open) and starts the app after that paint;
//  - the app's entry is no <script type="module">, which the browser may fetch and run ahead of
//    the first paint: the boot script imports it once Home has been painted. On a slow connection
//    the script (most of the first page's bytes) then does not share the bandwidth with the
//    stylesheet that the first paint waits for; after the first visit it comes from the service
//    worker's cache.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'
import { LOCALES, type Locale } from '../src/i18n/locales.ts'
import type { prerenderHome } from '../src/prerender.tsx'

const BOOT_SCRIPT = fileURLToPath(new URL('../src/boot/boot-script.js', import.meta.url))
const PRERENDER = fileURLToPath(new URL('../src/prerender.tsx', import.meta.url))

/**
 * An inline <script>: a script or a data block. Its text may not hold "<script" or "</script": the
 * first would let a "<!--" in it swallow the closing tag, the second would close it early.
 */
function inlineScript(source: string, attributes: string): string {
  if (/<\/?script/i.test(source)) throw new Error('gavel-prerender: an inline script may not contain "<script" or "</script"')
  return `<script ${attributes}>${source}</script>`
}

/**
 * index.html with Home drawn into #root (`homes`: the HTML per language) and the entry module started
 * by the boot script. Throws if the page is not shaped as expected, so a change cannot slip by.
 */
export function withPrerenderedHome(html: string, homes: Readonly<Record<Locale, string>>, bootScript: string): string {
  // Vite may also write a tag for a chunk the entry imports (Rolldown's runtime helpers, split off
  // since the entry waits for its messages: scripts/vite-locale-split.ts); the entry imports it anyway.
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
  const tags = [...html.matchAll(entryTag)]
  const entry = tags.find((tag) => /\/index-[^/]*\.js$/.test(tag[1] ?? '')) ?? tags.at(-1)
  if (entry === undefined) throw new Error('gavel-prerender: index.html has no module entry script')
  const root = '<div id="root"></div>'
  if (!html.includes(root)) throw new Error('gavel-prerender: index.html has no empty #root')
  const [first, ...others] = LOCALES
  const shell = `<div id="root"><div id="prerendered" lang="${first}" inert aria-hidden="true">${homes[first]}</div></div>`
  const copies = others.map((locale) => inlineScript(homes[locale], `type="text/html" id="prerendered-${locale}"`)).join('')
  const boot = inlineScript(bootScript.trim(), `data-entry="${entry[1]}"`)
  return html.replace(entryTag, '').replace(root, `${shell}\n    ${copies}\n    ${boot}`)
}

/**
 * Home in `locale`, from a fresh copy of the app's modules (each tsImport has its own) on a device
 * whose only language is `locale`: the locale store starts in it, as a server render needs.
 */
async function renderHome(locale: Locale): Promise<string> {
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'navigator')
  Object.defineProperty(globalThis, 'navigator', { value: { languages: [locale], language: locale }, configurable: true })
  try {
    const fresh = (await tsImport(PRERENDER, import.meta.url)) as { prerenderHome: typeof prerenderHome }
    return fresh.prerenderHome(locale)
  } finally {
    if (previous === undefined) Reflect.deleteProperty(globalThis, 'navigator')
    else Object.defineProperty(globalThis, 'navigator', previous)
  }
}

export function gavelPrerender(): Plugin {
  return {
    name: 'gavel-prerender',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the entry's <script> tag, before the CSP hashes the inline scripts.
      order: 'post',
      async handler(html, ctx) {
        // Only the app's own page: phones.html (a table with phones) draws no Home.
        if (!ctx.filename.endsWith('index.html')) return html
        const homes = {} as Record<Locale, string>
        for (const locale of LOCALES) homes[locale] = await renderHome(locale)
        return withPrerenderedHome(html, homes, readFileSync(BOOT_SCRIPT, 'utf8'))
      },
    },
  }
}
