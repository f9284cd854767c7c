import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../scripts/vite-csp.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('the Content-Security-Policy of the built page', () => {
  it('allows only its own origin, and nothing inline but the scripts it was built with', () => {
    const inline = '\n      document.documentElement.lang = "fr"\n    '
    const html = `<head><script>${inline}</script><script type="module" src="/assets/index.js"></script></head>`
    const policy = contentSecurityPolicy(html)
    const directives = new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'", sha(inline)])
    for (const name of ['style-src', 'img-src', 'font-src', 'connect-src', 'worker-src', 'manifest-src']) {
      expect(directives.get(name), name).toEqual(["'self'"])
    }
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(policy).not.toMatch(/unsafe|https?:|data:|blob:|\*/)
  })

  it('changes its hash when the inline script changes, so an edited script is never left unhashed', () => {
    const a = contentSecurityPolicy('<script>var a = 1</script>')
    const b = contentSecurityPolicy('<script>var a = 2</script>')
    expect(a).not.toBe(b)
    expect(contentSecurityPolicy('<script src="/x.js"></script>')).toContain("script-src 'self';")
  })

  it('hashes the scripts that run, not data blocks that carry markup', () => {
    const policy = contentSecurityPolicy('<script type="text/html" id="t"><main>Accueil</main></script><script data-entry="/a.js">go()</script>')
    expect(policy).toContain(`script-src 'self' ${sha('go()')};`)
    expect(policy).not.toContain(sha('<main>Accueil</main>'))
  })
})
