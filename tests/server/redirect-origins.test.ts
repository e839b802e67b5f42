// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { serveForTests } from './helpers'

const server = serveForTests({ env: { NODE_ENV: 'test', REDIRECT_ORIGINS: 'https://pay.example, https://Bank.example:443/' } })

/** The site-config block of a page, as the islands read it. */
const siteConfigOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>

describe('REDIRECT_ORIGINS → the site config’s redirect_origins (shared/api/redirect.ts allows them)', () => {
  it('writes the origins into every page’s site-config block', async () => {
    const { html } = await server.page('/')
    expect(siteConfigOf(html).redirect_origins).toEqual(['https://pay.example', 'https://bank.example'])
  })

  it('is empty by default and stops the start on anything but an http(s) origin', () => {
    expect(loadConfig({}).redirectOrigins).toEqual([])
    for (const bad of ['pay.example', 'https://pay.example/pay/', 'javascript:alert(1)', 'https://pay.example/?a=1']) {
      expect(() => loadConfig({ REDIRECT_ORIGINS: bad }), bad).toThrow(
        `Setting REDIRECT_ORIGINS must list http(s) origins such as https://pay.example, got "${bad}"`,
      )
    }
  })
})
