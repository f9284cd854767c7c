// The Content-Security-Policy of the built app: nothing from anywhere but its own origin.
// A <meta> tag (a static host may not let us set headers), added at build time only: the dev
// server injects inline scripts of its own. Inline scripts left in the built index.html are
// allowed by their SHA-256 hash, worked out here from the final HTML, so the policy cannot go stale.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** Script types a browser runs; any other `type` makes a <script> a data block, never run. */
const RUNNABLE = /^(?:|text\/javascript|module)$/i

/** The policy for `html`: every inline <script> in it allowed by hash, nothing else inline. */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => RUNNABLE.test(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes ?? '')?.[1] ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

export function gavelCsp(): Plugin {
  return {
    name: 'gavel-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}" />`
        // Right after the charset, ahead of every script and style it governs.
        const charset = /<meta\s+charset=[^>]*>/i
        return charset.test(html) ? html.replace(charset, (tag) => `${tag}\n    ${meta}`) : html.replace(/<head>/i, `<head>\n    ${meta}`)
      },
    },
  }
}
