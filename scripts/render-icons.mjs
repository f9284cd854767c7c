#!/usr/bin/env node
// Renders the app icons (public/icons/*.svg, drawn by hand) to the PNG sizes the web app manifest
// and iOS ask for, with Debian's Chromium through playwright-core. Run it after changing an SVG:
//   node scripts/render-icons.mjs
// The PNGs are committed, so a build needs no browser.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const dir = fileURLToPath(new URL('../public/icons/', import.meta.url))

/** What to draw: the source SVG, the square size in pixels, and the PNG written. */
const targets = [
  // The page's own icon, as a PNG: an SVG icon costs the page an SVG document of its own while it loads.
  { svg: 'gavel.svg', size: 32, png: 'gavel-32.png' },
  { svg: 'gavel.svg', size: 192, png: 'gavel-192.png' },
  { svg: 'gavel.svg', size: 512, png: 'gavel-512.png' },
  // Maskable: full-bleed background, the motif inside the central safe zone (a circle of 40% radius).
  { svg: 'gavel-maskable.svg', size: 512, png: 'gavel-maskable-512.png' },
  // iOS home screen: opaque and square (iOS rounds the corners itself).
  { svg: 'gavel-maskable.svg', size: 180, png: 'apple-touch-icon-180.png' },
]

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const { svg, size, png } of targets) {
    const source = readFileSync(dir + svg).toString('base64')
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<img alt="" width="${size}" height="${size}" style="display:block" src="data:image/svg+xml;base64,${source}">` +
        `</body></html>`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    await page.screenshot({ path: dir + png, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
    console.log(`public/icons/${png}: ${size}×${size} from ${svg}`)
  }
} finally {
  await browser.close()
}
