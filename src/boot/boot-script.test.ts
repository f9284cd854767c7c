import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '../storage/session-pointer.ts'
import { closeGame, newGame } from '../game/game-actions.ts'
import { LOCALE_STORAGE_KEY, deviceLocale, useLocale } from '../i18n/locale-store.ts'
import source from './boot-script.js?raw'
import { formatList } from '../i18n/list-format.ts'
import { prerenderHome } from '../prerender.tsx'
import { LAST_TABLE_KEY, rememberTable } from '../store/last-table.ts'
import { TABLE_INFO_IDS } from '../table-info/table-info.ts'

/** Home as the build draws it: English in #root, French and Spanish in data blocks. */
function drawnPage() {
  const home = (words: string) =>
    `<main><h1>Gavel</h1><p>${words}</p><section><h2>Saved</h2><p id="no-saved-games">${words}: none</p></section></main>`
  document.body.innerHTML =
    `<div id="root"><div id="prerendered" lang="en" inert aria-hidden="true">${home('Auctions')}</div></div>` +
    `<script type="text/html" id="prerendered-fr">${home('Enchères')}</script>` +
    `<script type="text/html" id="prerendered-es">${home('Subastas')}</script>`
}

/**
 * What the app leaves in storage, written by the app's own stores, so that the boot script is held
 * to the keys and shapes they really use.
 */
const saved = {
  locale: (locale: 'en' | 'fr' | 'es') => useLocale.getState().setLocale(locale),
  /** A game started and still open: `open` false closes it, leaving it saved. */
  game: (open: boolean) => {
    expect(newGame({ ruleset: 'for-sale', players: ['Ann', 'Ben', 'Cy'], startPlayer: 0 })).toBeNull()
    if (!open) closeGame()
  },
}

/** Runs the boot script as the built page does; `entry`: its data-entry, if any. */
function boot(entry: string | null = null) {
  const script = document.createElement('script')
  if (entry !== null) script.setAttribute('data-entry', entry)
  const current = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
  try {
    new Function(source)()
  } finally {
    current.mockRestore()
  }
}

const shell = () => document.getElementById('prerendered')
const languages = (list: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list)
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? '')
}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.lang = 'en'
  drawnPage()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the boot script fits the drawn Home to the device before the first paint', () => {
  it('chooses the language as the app does: the saved choice, else the first the device speaks', () => {
    for (const list of [['fr-CA', 'en'], ['de-DE', 'es-MX'], ['de', 'nl'], ['EN-gb'], [], ['es']]) {
      drawnPage()
      languages(list)
      boot()
      expect(document.documentElement.lang, list.join()).toBe(deviceLocale())
    }
    drawnPage()
    languages(['fr-FR'])
    saved.locale('es')
    boot()
    expect(document.documentElement.lang).toBe('es')
    // A saved value that is not a language Gavel speaks is ignored.
    drawnPage()
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ state: { locale: 'xx' }, version: 1 }))
    boot()
    expect(document.documentElement.lang).toBe('fr')
  })

  it('shows Home in that language and drops the other copies', () => {
    languages(['fr-FR'])
    boot()
    expect(shell()?.getAttribute('lang')).toBe('fr')
    expect(shell()?.textContent).toContain('Enchères')
    expect(shell()?.hasAttribute('inert')).toBe(true)
    expect(document.querySelectorAll('script[type="text/html"]')).toHaveLength(0)
    // Unchanged, it can be hydrated as it is.
    expect(shell()?.hasAttribute('data-stale')).toBe(false)
  })

  it('does not say there are no saved games when there are, and marks Home as changed', () => {
    languages(['en'])
    saved.game(false)
    boot()
    expect(document.getElementById('no-saved-games')).toBeNull()
    expect(shell()?.hasAttribute('data-stale')).toBe(true)
  })

  it('shows nothing when a game was open: the app reopens it instead of Home', () => {
    saved.game(true)
    boot()
    expect(shell()).toBeNull()
    expect(document.getElementById('root')?.children).toHaveLength(0)
  })

  it('shows nothing when the page is reloaded on Setup, the finished games or a count: the app returns there', () => {
    for (const gavel of ['setup', 'history', 'pad']) {
      drawnPage()
      history.replaceState({ gavel }, '')
      boot()
      expect(shell()).toBeNull()
    }
    drawnPage()
    history.replaceState({ gavel: 'home' }, '')
    boot()
    expect(shell()).not.toBeNull()
    history.replaceState(null, '')
  })

  it('shows "Same table again" in its place when a table is kept, with the line the app writes', () => {
    // Home as the build really draws it (src/prerender.tsx), with its hidden "Same table again".
    const drawn = () => {
      document.body.innerHTML = `<div id="root"><div id="prerendered" lang="en" inert aria-hidden="true">${prerenderHome('en')}</div></div>`
    }
    const sameTable = () => [...(shell()?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.startsWith('Same table again'))
    languages(['en'])
    drawn()
    boot()
    expect(sameTable()?.hidden).toBe(true)
    expect(shell()?.hasAttribute('data-stale')).toBe(false)

    rememberTable({
      ruleset: 'for-sale-gryphon',
      seats: [
        { typed: 'Ann', name: 'Ann', kind: 'person' },
        { typed: 'Ben', name: 'Ben', kind: 'person' },
        { typed: '', name: 'Mia', kind: 'normal' },
      ],
      startPlayer: null,
      secretMoney: true,
      tableInfo: TABLE_INFO_IDS[0],
      learners: false,
    })
    drawn()
    boot()
    expect(sameTable()?.hidden).toBe(false)
    expect(sameTable()?.textContent).toBe(`Same table againFor Sale (Gryphon) with ${formatList('en', ['Ann', 'Ben', 'Mia'])}`)
    // Home changed: the app draws it anew, with its own button in the same place.
    expect(shell()?.hasAttribute('data-stale')).toBe(true)

    // What the line needs is checked: a kept table without a person is no table.
    localStorage.setItem(LAST_TABLE_KEY, JSON.stringify({ version: 1, table: { ruleset: 'sold', seats: [{ name: 'A', kind: 'easy' }, { name: 'B', kind: 'easy' }, { name: 'C', kind: 'easy' }] } }))
    drawn()
    boot()
    expect(sameTable()?.hidden).toBe(true)
  })

  it('copes with unreadable storage', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, '{not json')
    localStorage.setItem(SESSION_KEY, 'nope')
    languages(['es'])
    boot()
    expect(document.documentElement.lang).toBe('es')
    expect(shell()?.textContent).toContain('Subastas')
  })
})

describe('the boot script starts the app', () => {
  /** A PerformanceObserver that reports paints when told to. */
  function paintObserver() {
    const callbacks: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)[] = []
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (typeof callbacks)[number]) {
          callbacks.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([])
    return (name: string) => {
      for (const callback of callbacks) callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect() {} })
    }
  }

  it('once Home has been painted, and says so in the page language if the app cannot load', async () => {
    vi.useFakeTimers()
    try {
      languages(['fr'])
      const paint = paintObserver()
      boot('/assets/missing-entry.js')
      await vi.advanceTimersByTimeAsync(100)
      paint('first-paint')
      await vi.advanceTimersByTimeAsync(100)
      expect(document.querySelector('[role="alert"]')).toBeNull()

      paint('first-contentful-paint')
      await vi.advanceTimersByTimeAsync(10)
      vi.useRealTimers()
      // This test's "app" does not exist: the import fails and the page says what to do.
      await vi.waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'Gavel n’a pas pu démarrer. Vérifiez la connexion, puis rechargez la page.',
      ))
    } finally {
      vi.useRealTimers()
    }
  })

  it('at once when there is nothing to paint first', async () => {
    paintObserver()
    saved.game(true)
    boot('/assets/missing-entry.js')
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull())
  })

  it('after three seconds in a browser that never reports a paint', async () => {
    vi.useFakeTimers()
    try {
      paintObserver()
      boot('/assets/missing-entry.js')
      await vi.advanceTimersByTimeAsync(2900)
      expect(document.querySelector('[role="alert"]')).toBeNull()
      await vi.advanceTimersByTimeAsync(200)
      vi.useRealTimers()
      await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull())
    } finally {
      vi.useRealTimers()
    }
  })
})
