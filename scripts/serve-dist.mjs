// A built app served as a real host serves it, for the scripts that time it in Chromium (perf.mjs,
// tap-trace.mjs): gzip for what compresses, long-lived cache for hashed assets, index.html for any
// path without an extension, nothing outside `dir`.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { createGzip } from 'node:zlib'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg'])

/** Serves `dir` on a free local port: resolves to its address and a way to close it. */
export function serveDist(dir) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    let file = normalize(join(dir, pathname))
    if (file !== dir && !file.startsWith(dir + sep)) return void response.writeHead(403).end()
    const isFile = (f) => existsSync(f) && statSync(f).isFile()
    if (!isFile(file)) file = extname(pathname) === '' ? join(dir, 'index.html') : ''
    if (file === '') return void response.writeHead(404).end('not found')
    const ext = extname(file)
    const headers = {
      'content-type': types[ext] ?? 'application/octet-stream',
      // Hashed file names never change; the page and the worker are checked on every load.
      'cache-control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    const gzip = compressible.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    if (gzip) headers['content-encoding'] = 'gzip'
    response.writeHead(200, headers)
    const stream = createReadStream(file)
    if (gzip) stream.pipe(createGzip()).pipe(response)
    else stream.pipe(response)
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolvePromise({
        url: `http://127.0.0.1:${port}/`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
