// @vitest-environment node
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Device, NumberSet, PhoneNumber, Tariff } from '../../shared/api/types'
import { serveForTests } from './helpers'

/** The catalogue views of server/routes/catalog-views.ts over the full demo tariffs and devices and 400 numbers. */
const server = serveForTests({ env: { NODE_ENV: 'development', SEED_NUMBERS: '400' } })

const get = (path: string) => server.page(path)
const api = <T>(path: string) => server.list<T>(path)

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '')
/** The opening tags of the catalogue island hosts. */
const hosts = (html: string) => all(html, /(<div class="catalog" [^>]*>)/g)
const numberLinks = (html: string) => all(html, /class="number-card__number" href="[^"]*?(\/[a-z0-9]+\/number\/\d+\.html)"/g)
const tariffLinks = (html: string) => all(html, /class="tariff-card__name"><a href="[^"]*?(\/tariffs\/[^"]+)"/g)
const deviceLinks = (html: string) => all(html, /class="device-card__name"><a href="[^"]*?(\/devices\/[^"]+)"/g)
const numberPath = (n: PhoneNumber) => n.absolute_url

describe('numbers listing', () => {
  it('/numbers/{provider}/ lists that provider’s numbers with the form’s filters, and sends the provider as data-extra-provider', async () => {
    const { status, html } = await get('/numbers/beeline/?rent=true')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Номера Билайн</h1>')
    expect(hosts(html)).toEqual([expect.stringContaining('data-extra-provider="beeline"')])
    expect(hosts(html)[0]).toContain('data-catalog-url="/api/catalog/numbers/"')
    expect(hosts(html)[0]).toContain('data-card="numbers"')
    expect(hosts(html)[0]).toContain('data-auto-load="{&quot;xl&quot;: 2}"')
    expect(html).not.toContain('name="provider"')
    const expected = await api<PhoneNumber>('/api/catalog/numbers/?provider=beeline&rent=true')
    expect(expected.results.length).toBeGreaterThan(0)
    expect(numberLinks(html)).toEqual(expected.results.map(numberPath))
  })

  it('/numbers/{category}/ keeps its category over a category in the query, page after page', async () => {
    const expected = await api<PhoneNumber>('/api/catalog/numbers/?category=gold&page=2&page_size=5')
    const { html } = await get('/numbers/gold/?category=regular&page=2&page_size=5&fragment=1')
    expect(numberLinks(html)).toEqual(expected.results.map(numberPath))
  })

  it('answers 404 for an unknown listing, 400 and 404 for fragments with bad filters or past the end', async () => {
    expect((await get('/numbers/no-such-listing/')).status).toBe(404)
    expect((await get('/numbers/mts/?mask=12g&fragment=1')).status).toBe(400)
    expect((await get('/numbers/mts/?page=999&fragment=1')).status).toBe(404)
    const page = await get('/numbers/mts/?mask=12g')
    expect(page.status).toBe(200)
    expect(page.html).toContain('Ничего не нашлось. Попробуйте исправить критерии поиска.')
  })
})

describe('numbers error page', () => {
  /** A sold number: the catalogue keeps it, archived. */
  function soldNumber(): { slug: string; digits: string } {
    const db = new Database(server.sandbox.dbPath, { readonly: true })
    try {
      return db
        .prepare(
          `SELECT p.slug, n.number_digit AS digits FROM numbers n JOIN providers p ON p.id = n.provider_id
        WHERE n.archive = 1 AND p.slug = 'megafon' ORDER BY n.id LIMIT 1`,
        )
        .get() as { slug: string; digits: string }
    } finally {
      db.close()
    }
  }

  it('answers a sold number with 404, the message and the provider’s numbers; a number on sale keeps its card page', async () => {
    const sold = soldNumber()
    const path = `/${sold.slug}/number/${sold.digits}.html`
    const { status, html } = await get(path)
    expect(status).toBe(404)
    expect(html).toMatch(/<h1>Номер \+7 \(\d{3}\) \d{3}-\d{2}-\d{2} не найден<\/h1>/)
    expect(html).toContain('Этот номер уже продан.')
    expect(hosts(html)[0]).toContain('data-extra-provider="megafon"')
    const expected = await api<PhoneNumber>('/api/catalog/numbers/?provider=megafon')
    expect(numberLinks(html)).toEqual(expected.results.map(numberPath))

    const fragment = await get(`${path}?page=2&fragment=1`)
    expect(fragment.status).toBe(200)
    expect(numberLinks(fragment.html)).toEqual((await api<PhoneNumber>('/api/catalog/numbers/?provider=megafon&page=2')).results.map(numberPath))

    const card = await get(expected.results[0]!.absolute_url)
    expect(card.status).toBe(200)
    expect(card.html).not.toContain('не найден')
  })

  it('leaves addresses that never were a number to the ordinary 404 page', async () => {
    for (const path of ['/nobody/number/79250000000.html', '/megafon/number/79250000000.html', '/megafon/number/abc.html']) {
      const { status, html } = await get(path)
      expect(status).toBe(404)
      expect(html).not.toContain('data-island="catalog"')
    }
  })
})

describe('star numbers index', () => {
  it('shows a list per star category, number sets and super pairs, each its own catalogue with data-extra-section', async () => {
    const { status, html } = await get('/star-numbers/index/?provider=mts')
    expect(status).toBe(200)
    expect(all(html, /<h2 class="catalog-section__title" id="[^"]+">([^<]+)</g)).toEqual([
      'Бронзовые номера',
      'Серебряные номера',
      'Золотые номера',
      'Платиновые номера',
      'Наборы номеров',
      'Супер-пары',
    ])
    expect(hosts(html).map((tag) => /data-extra-section="([^"]+)"/.exec(tag)?.[1])).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'set',
      'super_pair',
    ])
    const gold = await api<PhoneNumber>('/api/catalog/star-numbers/?category=gold&provider=mts')
    const section = await get('/star-numbers/index/?provider=mts&section=gold&fragment=1')
    expect(numberLinks(section.html)).toEqual(gold.results.map(numberPath))
    expect((await get('/star-numbers/index/')).html).toContain('class="number-set-card')
  })

  it('narrows sets by provider and mask, and answers 400 for a bad mask or an unknown section', async () => {
    const sets = await api<NumberSet & { id: number }>('/api/catalog/number-sets/?kind=set&provider=beeline')
    expect(sets.results.length).toBeGreaterThan(0)
    const fragment = await get('/star-numbers/index/?provider=beeline&section=set&fragment=1')
    expect(all(fragment.html, /class="number-card__number" href="[^"]*?(\/[a-z0-9]+\/number\/\d+\.html)"/g)).toEqual(
      sets.results.flatMap((s) => s.numbers.map(numberPath)),
    )
    expect(fragment.html).toContain('Все номера вместе:')
    const tail = sets.results[0]!.numbers[0]!.number_digit.slice(-4)
    const masked = await get(`/star-numbers/index/?section=set&mask=${tail}&fragment=1`)
    const members = all(masked.html, /class="number-card__number" href="[^"]*?\/number\/(\d+)\.html"/g)
    expect(members.length).toBeGreaterThan(0)
    expect(members.every((digits) => digits.endsWith(tail))).toBe(true)
    expect((await get('/star-numbers/index/?section=set&mask=12g&fragment=1')).status).toBe(400)
    expect((await get('/star-numbers/index/?section=nope&fragment=1')).status).toBe(400)
  })
})

describe('tariffs listing and devices landing', () => {
  it('/tariffs/operator/{provider}/ lists the provider’s tariffs with the filters', async () => {
    const { status, html } = await get('/tariffs/operator/tele2/?unlim=true')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Тарифы Tele2</h1>')
    expect(hosts(html)[0]).toContain('data-extra-provider="tele2"')
    const expected = await api<Tariff>('/api/catalog/tariffs/?provider=tele2&unlim=true')
    expect(expected.results.length).toBeGreaterThan(0)
    expect(tariffLinks(html)).toEqual(expected.results.map((t) => t.absolute_url))
    expect((await get('/tariffs/operator/nobody/')).status).toBe(404)
  })

  it('/devices/type/{type}/ lists devices of that type, its manufacturers in the form', async () => {
    const { status, html } = await get('/devices/type/planshety/?ordering=price')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Планшеты</h1>')
    expect(hosts(html)[0]).toContain('data-extra-device-type="Планшет"')
    expect(hosts(html)[0]).not.toContain('data-auto-load')
    const expected = await api<Device>(`/api/catalog/devices/?device_type=${encodeURIComponent('Планшет')}&ordering=price`)
    expect(deviceLinks(html)).toEqual(expected.results.map((d) => d.absolute_url))
    expect((await get('/devices/type/nothing/')).status).toBe(404)
  })
})

describe('JSON mode: each host names a data URL that answers its own list (spec §7)', () => {
  /** The data URL of a host with its data-extra-* parameters, as the catalogue island requests page 1. */
  const dataUrlOf = (tag: string) => {
    const url = new URL(/data-catalog-url="([^"]+)"/.exec(tag)![1]!, 'http://localhost')
    for (const [, name, value] of tag.matchAll(/data-extra-([a-z-]+)="([^"]*)"/g)) {
      if (value) url.searchParams.append(name!.replace(/-/g, '_'), value.replace(/&amp;/g, '&'))
    }
    url.searchParams.set('page', '1')
    return `${url.pathname}${url.search}`
  }
  const linksOf = (card: string, results: unknown[]) =>
    card === 'number-sets'
      ? (results as NumberSet[]).flatMap((set) => set.numbers.map(numberPath))
      : (results as { absolute_url: string }[]).map((item) => item.absolute_url)
  const sections = (html: string) => html.split('<div class="catalog" ').slice(1)
  const pageLinks = (section: string) =>
    all(
      section,
      /(?:class="number-card__number"|class="(?:tariff|device)-card__name"><a) href="[^"]*?(\/[a-z0-9-]+\/(?:number\/\d+\.html|[^"/]+\/))"/g,
    )

  it.each([
    '/numbers/beeline/',
    '/numbers/gold/',
    '/star-numbers/',
    '/star-numbers/index/',
    '/tariffs/operator/mts/',
    '/devices/type/planshety/',
    '/numbers/',
    '/tariffs/',
    '/devices/',
  ])('%s', async (path) => {
    const { html } = await get(path)
    const tags = hosts(html)
    expect(tags.length).toBeGreaterThan(0)
    for (const [i, tag] of tags.entries()) {
      const card = /data-card="([^"]+)"/.exec(tag)![1]!
      const answer = await api<unknown>(dataUrlOf(tag))
      expect(answer.results.length).toBeGreaterThan(0)
      expect(linksOf(card, answer.results)).toEqual(pageLinks(sections(html)[i]!).slice(0, linksOf(card, answer.results).length))
    }
  })
})
