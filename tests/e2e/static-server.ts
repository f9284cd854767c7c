import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** The build's entry for the end-to-end tests (tests/e2e/app-entry.ts, vite.config.ts), as a site path. */
function testEntry(dir: string): string {
  const name = readdirSync(join(dir, 'assets')).find((f) => /^e2e-[\w-]+\.js$/.test(f))
  if (name === undefined) throw new Error(`${dir} has no end-to-end entry (assets/e2e-….js): build it again with \`npx vite build\``)
  return `/assets/${name}`
}

/**
 * What the tests are served in place of the file as built: the pages start the app through the tests'
 * entry (their boot script imports it instead of the page's own, `data-entry`), and the service
 * worker precaches that entry too, so that the installed app starts the same way offline. The build
 * itself leaves the tests' entry out of both.
 */
function forTests(file: string, entry: string): string | null {
  if (file.endsWith('.html')) {
    const html = readFileSync(file, 'utf8')
    return html.includes('data-entry="') ? html.replace(/data-entry="[^"]*"/, `data-entry="${entry}"`) : html
  }
  if (file.endsWith(`${sep}sw.js`)) {
    const sw = readFileSync(file, 'utf8')
    if (!sw.includes('precacheAndRoute([')) throw new Error(`${file}: no precache list to add the tests' entry to`)
    return sw.replace('precacheAndRoute([', `precacheAndRoute([{url:${JSON.stringify(entry.slice(1))},revision:null},`)
  }
  return null
}

/**
 * Serves a built site from `dir` on 127.0.0.1 at a free port, started through the tests' entry
 * (`forTests`). A path with no file and no extension gets index.html (client-side routes); a missing
 * asset is a 404, so a broken build shows.
 */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const entry = testEntry(dir)
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    let file = normalize(join(dir, pathname))
    if (file !== dir && !file.startsWith(dir + sep)) {
      response.writeHead(403).end()
      return
    }
    if (!isFile(file)) file = isFile(join(file, 'index.html')) ? join(file, 'index.html') : file
    if (!isFile(file) && extname(pathname) === '') file = join(dir, 'index.html')
    if (!isFile(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    })
    const changed = forTests(file, entry)
    if (changed === null) createReadStream(file).pipe(response)
    else response.end(changed)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
