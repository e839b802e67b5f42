// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { contentSecurityPolicy } from '../../server/http/security-headers'
import { FAKE_BUILD, serveForTests } from './helpers'

/** STATIC_URL_PREFIX: the build linked from a CDN, each script with the manifest's integrity (docs/django.md «Integrity»). */
const server = serveForTests({ env: { NODE_ENV: 'test', STATIC_URL_PREFIX: 'https://cdn.example/dist' } })
const LOADER_INTEGRITY = FAKE_BUILD.manifest['islands/loader.ts'].integrity

describe('STATIC_URL_PREFIX → the build from another origin', () => {
  it('links the stylesheets and the loader there, the loader with its integrity', async () => {
    const { html } = await server.page('/')
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example/dist/site-WXYZ5678.css">')
    expect(html).toContain(`<script type="module" src="https://cdn.example/dist/loader-ABCD1234.js" integrity="${LOADER_INTEGRITY}"></script>`)
  })

  it('hints the scripts there, each with the integrity the manifest has for it, in the head and in the Link header', async () => {
    const response = await fetch(`${server.url}/`)
    const html = await response.text()
    expect(html).toContain(
      '<link rel="modulepreload" href="https://cdn.example/dist/chunks/chunk-SHARED01.js" integrity="sha256-c2hhcmVk" fetchpriority="low">',
    )
    // A file the manifest has no integrity for is hinted without one.
    expect(html).toContain('<link rel="modulepreload" href="https://cdn.example/dist/chunks/layout-LAY00001.js" fetchpriority="low">')
    const link = response.headers.get('link') ?? ''
    expect(link).toContain(`<https://cdn.example/dist/loader-ABCD1234.js>; rel=modulepreload; fetchpriority=low; integrity="${LOADER_INTEGRITY}"`)
    expect(link).toContain('<https://cdn.example/dist/chunks/chunk-SHARED01.js>; rel=modulepreload; fetchpriority=low; integrity="sha256-c2hhcmVk"')
  })

  it("allows the CDN's origin for scripts, stylesheets, images and the runtime's look at its own file", async () => {
    const policy = (await fetch(`${server.url}/`)).headers.get('content-security-policy')
    expect(policy).toBe(contentSecurityPolicy('https://cdn.example'))
    expect(policy).toContain("script-src 'self' https://cdn.example;")
    expect(policy).toContain("connect-src 'self' https://cdn.example;")
    expect(contentSecurityPolicy()).not.toContain('connect-src')
  })

  it('is read with a trailing slash; a setting that is neither a path nor an http(s) URL stops the start', () => {
    expect(loadConfig({}).staticUrlPrefix).toBe('/static/dist/')
    expect(loadConfig({ STATIC_URL_PREFIX: '/assets/dist' }).staticUrlPrefix).toBe('/assets/dist/')
    expect(loadConfig({ STATIC_URL_PREFIX: 'https://cdn.example/dist/' }).staticUrlPrefix).toBe('https://cdn.example/dist/')
    for (const bad of ['cdn.example/dist/', 'ftp://cdn.example/', 'https://']) {
      expect(() => loadConfig({ STATIC_URL_PREFIX: bad }), bad).toThrow(`Setting STATIC_URL_PREFIX must be`)
    }
  })
})
