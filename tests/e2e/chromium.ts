// Which Chromium the end-to-end tests drive and how it starts: shared by run.mjs's check, the run's
// one browser (global-setup.ts) and the harness (browser.ts). No test hooks here: global setup runs outside a test file.

/** Playwright drives the system browser; it never downloads one. */
export const CHROMIUM = '/usr/bin/chromium'

/**
 * The features Playwright itself turns off (playwright-core's `--disable-features`). Chromium keeps only
 * the last `--disable-features` it is given, so ours must repeat them; global setup checks that the
 * browser it started was given every one of Playwright's (`missingDisabledFeatures`), so an upgrade
 * of Playwright that adds one fails loudly instead of turning it back on.
 */
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chrome's own window furniture that headless Chromium still builds for every window, so for every
 * browser context a test opens: the address bar's popups, each a WebUI page in a renderer process of
 * its own, made in advance. Nothing a test looks at, and on two shared cores those renderers cost
 * more CPU than the app's own pages do.
 */
const BROWSER_UI_DISABLED = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI']

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED, ...BROWSER_UI_DISABLED].join(',')}`,
] as const

/**
 * The features that the browser's first `--disable-features` (Playwright's own) turns off and its
 * last (the one Chromium keeps) does not, from the browser process's command line as started.
 */
export function missingDisabledFeatures(commandLine: readonly string[]): string[] {
  const lists = commandLine.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','))
  const kept = new Set(lists.at(-1) ?? [])
  return (lists[0] ?? []).filter((feature) => feature !== '' && !kept.has(feature))
}
