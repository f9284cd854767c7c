// The built index.html's only inline script (scripts/vite-prerender.ts puts it right after #root; the
// Content-Security-Policy allows it by its hash). It runs before the first paint:
//  1. sets the page language, chosen as src/i18n/locale-store.ts chooses it;
//  2. fits Home, drawn at build time in every language (src/prerender.tsx), to this device: its
//     language; no "no saved games yet" when there are some; nothing at all when a game was open,
//     or the page is reloaded on another screen, since the app then shows that instead of Home;
//  3. starts the app (data-entry) once that first screen has been painted, so that the page shows
//     at once and the app's script runs after it rather than in front of it.
// Until the app has started, the drawn Home is inert and hidden from assistive technology; the app
// then hydrates it (takes over the same elements), or draws it anew where it was changed here. Plain JavaScript with no build step: it runs as written.
;(function () {
  var LOCALES = ['en', 'fr', 'es']
  var script = document.currentScript
  var entry = script === null ? null : script.getAttribute('data-entry')

  function read(key) {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  }
  // Only the small settings are read here, each far shorter than this (the storage layer's
  // MAX_SETTING_TEXT); anything longer is damaged, and parsing it would hold up the first paint.
  var MAX_TEXT = 100000
  function readJson(key) {
    var text = read(key)
    if (text === null || text.length > MAX_TEXT) return null
    try {
      return JSON.parse(text)
    } catch {
      return null
    }
  }
  function hasSavedGames() {
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var key = localStorage.key(i)
        if (key !== null && key.indexOf('gavel:game:') === 0) return true
      }
    } catch {
      // No storage: no saved games.
    }
    return false
  }
  // The line under "Same table again" for the kept table, or null when none is kept. The app checks
  // the table in full (src/store/last-table.ts); this asks only what the line needs.
  function sameTableLine(wordsText) {
    var doc = readJson('gavel:last-table')
    var table = doc !== null && typeof doc === 'object' && doc.version === 1 ? doc.table : null
    if (table === null || typeof table !== 'object' || !Array.isArray(table.seats)) return null
    var seats = table.seats
    if (seats.length < 3 || seats.length > 6) return null
    var names = []
    var person = false
    for (var i = 0; i < seats.length; i++) {
      var seat = seats[i]
      if (seat === null || typeof seat !== 'object' || typeof seat.name !== 'string' || seat.name.trim() === '') return null
      if (seat.kind === 'person') person = true
      names.push(seat.name)
    }
    try {
      var words = JSON.parse(wordsText)
      var game = Object.prototype.hasOwnProperty.call(words.games, table.ruleset) ? words.games[table.ruleset] : null
      if (!person || typeof game !== 'string') return null
      var list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names)
      return words.line.replace('{game}', game).replace('{names}', list)
    } catch {
      return null
    }
  }
  function deviceLocale() {
    var wanted = [].concat(navigator.languages || [], navigator.language)
    for (var i = 0; i < wanted.length; i++) {
      var base = typeof wanted[i] === 'string' ? wanted[i].toLowerCase().split('-')[0] : ''
      if (LOCALES.indexOf(base) >= 0) return base
    }
    return 'en'
  }

  var saved = readJson('gavel:locale')
  var locale = saved !== null && typeof saved === 'object' && saved.state ? saved.state.locale : null
  if (LOCALES.indexOf(locale) < 0) locale = deviceLocale()
  document.documentElement.lang = locale

  var shell = document.getElementById('prerendered')
  if (shell !== null) {
    var session = readJson('gavel:session')
    var gameOpen = session !== null && typeof session === 'object' && session.state && typeof session.state.currentId === 'string'
    // A reload of Setup, the finished games or a count returns there (src/app.tsx), not to Home.
    var entryState = history.state !== null && typeof history.state === 'object' ? history.state.gavel : null
    var elsewhere = entryState === 'setup' || entryState === 'history' || entryState === 'pad'
    if (gameOpen || elsewhere) {
      shell.remove()
    } else {
      var copy = document.getElementById('prerendered-' + locale)
      if (copy !== null && shell.getAttribute('lang') !== locale) {
        // Markup written at build time by our own prerender, never from input.
        shell.innerHTML = copy.textContent
        shell.setAttribute('lang', locale)
      }
      // The app lists saved games once it runs; until then it must not say there are none. Home
      // is then no longer what the app first draws, so the app draws it anew (src/main.tsx).
      // "Same table again" (src/store/last-table.ts): shown now, in its place, when a table is kept.
      var slot = shell.querySelector('[data-same-table]')
      var line = slot === null ? null : sameTableLine(slot.getAttribute('data-same-table'))
      if (slot !== null && line !== null) {
        slot.lastElementChild.textContent = line
        slot.removeAttribute('hidden')
        slot.removeAttribute('data-same-table')
        shell.setAttribute('data-stale', '')
      }
      var none = shell.querySelector('#no-saved-games')
      if (none !== null && hasSavedGames()) {
        none.remove()
        shell.setAttribute('data-stale', '')
      }
    }
  }
  var copies = document.querySelectorAll('script[id^="prerendered-"]')
  for (var c = 0; c < copies.length; c++) copies[c].remove()

  if (entry === null) return
  var started = false
  function failed() {
    var words = {
      en: 'Gavel could not start. Check the connection, then reload the page.',
      fr: 'Gavel n’a pas pu démarrer. Vérifiez la connexion, puis rechargez la page.',
      es: 'Gavel no ha podido arrancar. Comprueba la conexión y vuelve a cargar la página.',
    }
    var note = document.createElement('p')
    note.setAttribute('role', 'alert')
    note.className = 'boot-failed'
    note.textContent = words[locale]
    document.body.prepend(note)
  }
  function start() {
    if (started) return
    started = true
    import(entry).catch(failed)
  }
  // Start once Home has been shown, on its first contentful paint, so that the app's script runs
  // after that paint rather than in front of it. With nothing to show (a game was open, or this is
  // not the built page), or a hidden page that paints nothing, start at once; a browser that does
  // not report paints starts after three seconds.
  if (shell === null || !shell.isConnected || document.visibilityState === 'hidden') return start()
  try {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return start()
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(start, 0)
    }).observe({ type: 'paint', buffered: true })
  } catch {
    return start()
  }
  setTimeout(start, 3000)
})()
