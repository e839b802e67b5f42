// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serveForTests } from './helpers'

const server = serveForTests()

const headerRegion = (html: string) => /data-island="region-selector" data-current="([^"]*)"/.exec(html)?.[1]

describe('regions', () => {
  it('shows Москва by default and the chosen region after its change address', async () => {
    expect(headerRegion(await (await fetch(`${server.url}/`)).text())).toBe('Москва')
    const change = await fetch(`${server.url}/region/kzn/?next=/tariffs/`, { redirect: 'manual' })
    const cookie = change.headers.getSetCookie().find((c) => c.startsWith('region='))!.split(';')[0]!
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
