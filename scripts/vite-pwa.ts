// The installable, offline app: the web app manifest and the service worker (vite-plugin-pwa,
// Workbox's generateSW). The worker precaches every file of the build, the lazy chunks too, so a
// device that has opened Gavel once can play with no network. A new version waits: the app offers it
// between games (src/device/service-worker.ts), so it is never applied in the middle of one.
import { VitePWA } from 'vite-plugin-pwa'

/** The page's colour (index.html's theme-color, Tailwind's slate-900 behind every screen). */
export const THEME_COLOR = '#0f172a'

export function gavelPwa() {
  return VitePWA({
    registerType: 'prompt',
    // Registered from the app, after the first paint (src/device/service-worker.ts).
    injectRegister: false,
    includeAssets: ['icons/*.svg', 'icons/*.png'],
    manifest: {
      id: '/',
      name: 'Gavel',
      short_name: 'Gavel',
      description: 'For Sale and Sold! on one shared screen: pass the device round the table.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
      categories: ['games', 'entertainment'],
      icons: [
        { src: '/icons/gavel-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/gavel-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/gavel-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/gavel.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json,txt,woff2}'],
      // The end-to-end tests' entry (vite.config.ts) is no part of the app: their server adds it.
      globIgnores: ['**/node_modules/**/*', 'assets/e2e-*.js'],
      navigateFallback: 'index.html',
      // A table with phones' pages come from the table server (phones.html), never the app's page.
      navigateFallbackDenylist: [/^\/(?:table|join)(?:\/|$)/, /^\/api\//],
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once (it then works offline without a reload);
      // a later version waits until the app says so (skipWaiting stays off).
      clientsClaim: true,
      skipWaiting: false,
    },
  })
}
