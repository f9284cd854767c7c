// Which Chromium the end-to-end tests drive and how it starts: shared by run.mjs's check, the run's
// one browser (global-setup.ts) and the harness (browser.ts). No test hooks here: global setup runs outside a test file.

/** Playwright drives the system browser; it never downloads one. */
export const CHROMIUM = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const
