// The built index.html's only inline script (scripts/vite-prerender.ts puts it right after #root; the
// Content-Security-Policy allows it by its hash). It runs before the first paint:
//  1. sets the page language, chosen as src/store/locale-store.ts chooses it;
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
  function readJson(key) {
    try {
      return JSON.parse(read(key) || 'null')
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
