// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { listOf } from '../../server/catalog/query-values'
import { CookieJar, postJson, serveForTests } from './helpers'

/**
 * Spec §5: a short link joins repeated names with a colon (`provider=mts:beeline`), so the
 * catalogue reads 'a:b' as the list it would get from `provider=a&provider=b`.
 */
const server = serveForTests()

interface ApiPage {
  results: { id: number }[]
  next: number | null
}

async function ids(path: string): Promise<number[]> {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status, path).toBe(200)
  return ((await response.json()) as ApiPage).results.map((r) => r.id)
}

/** The names of the checked checkboxes of a filter group on a page, as `value` attributes. */
function checkedValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<input[^>]*name="${name}" value="([^"]+)"[^>]*checked`, 'g'))].map((m) => m[1] ?? '')
}

const numberLinks = (html: string) => [...html.matchAll(/class="number-card__number" href="([^"]+)"/g)].map((m) => m[1])

describe('colon-joined lists', () => {
  it('splits a value on commas and colons alike', () => {
    expect(listOf('mts:beeline')).toEqual(['mts', 'beeline'])
    expect(listOf(['mts:beeline', 'tele2,megafon'])).toEqual(['mts', 'beeline', 'tele2', 'megafon'])
    expect(listOf(' : ')).toEqual([])
  })

  it.each([
    ['/api/catalog/numbers/', 'provider', ['mts', 'beeline']],
    ['/api/catalog/numbers/', 'category', ['gold', 'silver']],
    ['/api/catalog/tariffs/', 'provider', ['megafon', 'tele2']],
    ['/api/catalog/devices/', 'manufacturer', ['Xiaomi', 'Samsung']],
    ['/api/catalog/devices/', 'device_type', ['Смартфон', 'Модем']],
  ])('%s?%s=a:b lists what repeated names list', async (url, name, values) => {
    const repeated = await ids(`${url}?${values.map((v) => `${name}=${encodeURIComponent(v)}`).join('&')}&page_size=100`)
    const colon = await ids(`${url}?${name}=${encodeURIComponent(values.join(':'))}&page_size=100`)
    expect(repeated.length).toBeGreaterThan(0)
    expect(colon).toEqual(repeated)
  })

  it('a short link with a colon list redirects to the catalogue page showing those filters and cards', async () => {
    const jar = new CookieJar()
    await jar.fetch(`${server.url}/numbers/`)
    const created = await postJson(jar, `${server.url}/api/short-links/`, {
      with_param_url: `${server.url}/numbers/?provider=mts%3Abeeline&price_min=1500`,
    })
    expect(created.status).toBe(201)
    const { short_url } = (await created.json()) as { short_url: string }

    const redirect = await fetch(short_url, { redirect: 'manual' })
    expect(redirect.status).toBe(302)
    const target = redirect.headers.get('location') ?? ''
    expect(target).toBe('/numbers/?provider=mts%3Abeeline&price_min=1500')

    const html = await (await fetch(`${server.url}${target}`)).text()
    expect(checkedValues(html, 'provider')).toEqual(['mts', 'beeline'])
    expect(html).toMatch(/id="filter-price_min" name="price_min" value="1500"/)
    const expected = (await (await fetch(`${server.url}/api/catalog/numbers/?provider=mts&provider=beeline&price_min=1500`)).json()) as {
      results: { absolute_url: string }[]
    }
    expect(expected.results.length).toBeGreaterThan(0)
    expect(numberLinks(html).map((href) => new URL(href!, server.url).pathname)).toEqual(
      expected.results.map((n) => new URL(n.absolute_url, server.url).pathname),
    )
  })

  it('the tariffs page reads a colon provider list too', async () => {
    const html = await (await fetch(`${server.url}/tariffs/?provider=mts:tele2`)).text()
    expect(checkedValues(html, 'provider')).toEqual(['mts', 'tele2'])
  })

  it('the star numbers and number sets APIs read colon lists as comma lists', async () => {
    expect(await ids('/api/catalog/star-numbers/?category=gold:silver')).toEqual(await ids('/api/catalog/star-numbers/?category=gold,silver'))
    expect(await ids('/api/catalog/number-sets/?provider=mts:beeline')).toEqual(await ids('/api/catalog/number-sets/?provider=mts,beeline'))
    expect((await fetch(`${server.url}/api/catalog/star-numbers/?category=gold:tin`)).status).toBe(400)
  })
})
