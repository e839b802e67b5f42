// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serveForTests } from './helpers'

const server = serveForTests()

const headerRegion = (html: string) => /data-island="region-selector" data-current="([^"]*)"/.exec(html)?.[1]

describe('regions', () => {
  it('shows Москва by default and the chosen region after its change address', async () => {
    expect(headerRegion(await (await fetch(`${server.url}/`)).text())).toBe('Москва')
    const change = await fetch(`${server.url}/region/kzn/?next=/tariffs/`, { redirect: 'manual' })
    const cookie = change.headers
      .getSetCookie()
      .find((c) => c.startsWith('region='))!
      .split(';')[0]!
    expect([change.status, change.headers.get('location'), cookie]).toEqual([302, '/tariffs/', 'region=kzn'])
    expect(headerRegion(await (await fetch(`${server.url}/tariffs/`, { headers: { cookie } })).text())).toBe('Казань')
    // An unknown slug in the cookie falls back to the default.
    expect(headerRegion(await (await fetch(`${server.url}/`, { headers: { cookie: 'region=atlantis' } })).text())).toBe('Москва')
  })

  it('/regions/ lists every region by first letter with its change address', async () => {
    const html = await (await fetch(`${server.url}/regions/`)).text()
    const list = (await (await fetch(`${server.url}/api/subdomains/`)).json()) as { change_url: string }[]
    expect(html).toContain('<h1>Выберите свой регион</h1>')
    expect(html.match(/class="region-letters__letter"/g)?.length).toBeGreaterThan(5)
    for (const region of list) expect(html).toContain(`href="${region.change_url}"`)
  })

  it('/about/ keeps the region as a plain link (no island hosts)', async () => {
    const html = await (await fetch(`${server.url}/about/`)).text()
    expect(html).toContain('<a class="btn btn-link region-selector__toggle" href="/regions/">')
    expect(html).not.toContain('data-island=')
  })
})

describe('GET /api/search/ (the results page load-more)', () => {
  it('answers one group page as {results, next} of entities, 400 for a bad call, 404 past the end', async () => {
    const q = encodeURIComponent('тариф')
    const first = await server.list<{ title: string; absolute_url: string }>(`/api/search/?query=${q}&group=news&page=1`)
    const second = await server.list<{ title: string; absolute_url: string }>(`/api/search/?query=${q}&group=news&page=2`)
    expect(first.results).toHaveLength(5)
    expect(first.next).toBe(2)
    expect(second.results.length).toBeGreaterThan(0)
    expect(second.results[0]).toMatchObject({ title: expect.stringMatching(/тариф/i), absolute_url: expect.stringMatching(/^\/news\//) })
    expect(new Set([...first.results, ...second.results].map((r) => r.absolute_url)).size).toBe(first.results.length + second.results.length)
    const status = async (path: string) => (await fetch(`${server.url}${path}`)).status
    expect(
      await Promise.all([
        status(`/api/search/?query=ab&group=news&page=2`),
        status(`/api/search/?query=${q}&group=nope&page=2`),
        status(`/api/search/?query=${q}&group=news&page=x`),
        status(`/api/search/?query=${q}&group=news&page=500`),
      ]),
    ).toEqual([400, 400, 400, 404])
  })
})
