// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Device, PhoneNumber, Tariff } from '../../shared/api/types'
import { CookieJar, serveForTests } from './helpers'

const server = serveForTests()

const page = (path: string) => server.page(path)
const api = <T>(path: string) => server.list<T>(path)

/** Every capture of `pattern` (with one group) in the html, in order. */
function all(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '')
}

/** The catalogue container's element: its opening tag and everything up to the end of the results section. */
function catalogOf(html: string): { tag: string; body: string } {
  const start = html.indexOf('<div class="catalog" ')
  if (start === -1) throw new Error('no catalogue container')
  const end = html.indexOf('</section>', start)
  return { tag: html.slice(start, html.indexOf('>', start) + 1), body: html.slice(start, end) }
}

const numberLinks = (html: string) => all(catalogOf(html).body, /class="number-card__number" href="([^"]+)"/g)
const tariffLinks = (html: string) => all(catalogOf(html).body, /class="tariff-card__name"><a href="([^"]+)"/g)
const deviceLinks = (html: string) => all(catalogOf(html).body, /class="device-card__name"><a href="([^"]+)"/g)
const decode = (href: string) => href.replace(/&amp;/g, '&')

const LIST_PAGES = [
  { path: '/numbers/', h1: 'Номера телефонов', dataUrl: '/api/catalog/numbers/', card: 'number-card', kind: 'numbers' },
  { path: '/star-numbers/', h1: 'Красивые номера', dataUrl: '/api/catalog/numbers/', card: 'number-card number-card--star', kind: 'star-numbers' },
  { path: '/tariffs/', h1: 'Тарифы сотовой связи', dataUrl: '/api/catalog/tariffs/', card: 'tariff-card', kind: 'tariffs' },
  { path: '/devices/', h1: 'Устройства', dataUrl: '/api/catalog/devices/', card: 'device-card', kind: 'devices' },
]

describe('catalogue list pages', () => {
  it.each(LIST_PAGES)('$path renders its first page, filters and header widgets', async ({ path, h1, dataUrl, card, kind }) => {
    const { status, html } = await page(path)
    const { tag, body } = catalogOf(html)

    expect(status).toBe(200)
    expect(html.match(/<h1[ >]/g)).toHaveLength(1)
    expect(html).toContain(`<h1>${h1}</h1>`)
    expect(body).toContain(`<article class="${card}`)
    expect(body).toMatch(/\d ₽/)
    expect(tag).toContain(`data-catalog-url="${dataUrl}"`)
    // The default page size goes unsaid (spec §7: page_size default 20).
    expect(tag).not.toContain('page-size')
    expect(tag).toMatch(/data-next-page="(2|)"/)
    expect(tag).toContain('data-island="catalog" data-catalog-form="catalog-filters"')
    // JSON mode (spec §7): the island reads the data URL and draws the cards of data-card.
    expect(tag).toContain(`data-card="${kind}"`)
    expect(tag).not.toContain('data-fragment-url')
    expect(html).toContain(`<form class="catalog-filters" id="catalog-filters" data-island="filters" method="get" action="${path}"`)
    expect(html).toContain('data-island="customer-greeting"')
    expect(html).toContain('data-island="cart-summary"')
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Хлебные крошки">')
  })

  it.each(LIST_PAGES)('$path labels every filter control', async ({ path }) => {
    const { html } = await page(path)
    const ids = all(html, /<(?:input|select)[^>]* id="(filter-[^"]+)"/g)

    expect(ids.length).toBeGreaterThan(3)
    for (const id of ids) expect(html).toMatch(new RegExp(`<label class="[^"]+" for="${id}">[^<]+</label>`))
  })

  it('lists exactly the numbers the API answers for the same filters', async () => {
    const query = 'provider=mts&ordering=price'
    const { html } = await page(`/numbers/?${query}`)
    const expected = await api<PhoneNumber>(`/api/catalog/numbers/?${query}`)

    expect(expected.results.length).toBeGreaterThan(0)
    expect(numberLinks(html)).toEqual(expected.results.map((n) => `${n.host_url}${n.absolute_url}`))
    expect(numberLinks(html).every((href) => href.includes('/mts/number/'))).toBe(true)
    // The form shows what is filtered.
    expect(html).toContain('name="provider" value="mts" checked>')
    expect(html).toContain('<option value="price" selected>')
  })

  it('filters numbers by mask, category and rent like the API', async () => {
    for (const query of ['mask=*7*', 'category=bronze,silver&rent=true', 'price_min=2000&price_max=3000']) {
      const { html } = await page(`/numbers/?${query}`)
      const expected = await api<PhoneNumber>(`/api/catalog/numbers/?${query}`)
      expect(numberLinks(html)).toEqual(expected.results.map((n) => `${n.host_url}${n.absolute_url}`))
    }
  })

  it('lists star numbers only, with their category, filtered by category', async () => {
    const all = await page('/star-numbers/')
    const stars = await api<PhoneNumber>('/api/catalog/numbers/?category=bronze,silver,gold,platinum')
    const gold = await page('/star-numbers/?category=gold')
    const goldApi = await api<PhoneNumber>('/api/catalog/numbers/?category=gold')

    expect(numberLinks(all.html)).toEqual(stars.results.map((n) => `${n.host_url}${n.absolute_url}`))
    expect(catalogOf(all.html).tag).toContain('data-extra-category="bronze,silver,gold,platinum"')
    expect(numberLinks(gold.html)).toEqual(goldApi.results.map((n) => `${n.host_url}${n.absolute_url}`))
    expect(catalogOf(gold.html).body).not.toMatch(/badge--(bronze|silver|platinum)/)
    expect(gold.html).toContain('href="/star-numbers/?category=gold" aria-current="page"')
  })

  it('lists exactly the tariffs and devices the API answers for the same filters', async () => {
    const tariffQuery = 'provider=beeline,megafon&ordering=-price'
    const tariffs = await api<Tariff>(`/api/catalog/tariffs/?${tariffQuery}`)
    const deviceQuery = `device_type=${encodeURIComponent('Смартфон')}&ordering=price`
    const devices = await api<Device>(`/api/catalog/devices/?${deviceQuery}`)

    expect(tariffs.results.length).toBeGreaterThan(1)
    expect(tariffLinks((await page(`/tariffs/?${tariffQuery}`)).html)).toEqual(tariffs.results.map((t) => `${t.host_url}${t.absolute_url}`))
    expect(devices.results.length).toBeGreaterThan(0)
    expect(deviceLinks((await page(`/devices/?${deviceQuery}`)).html)).toEqual(devices.results.map((d) => `${server.url}${d.absolute_url}`))
  })

  it("links 'Показать ещё' to the next page, keeping the filters", async () => {
    const first = await page('/numbers/')
    const second = await page('/numbers/?page=2')
    const secondApi = await api<PhoneNumber>('/api/catalog/numbers/?page=2')
    const small = await page('/tariffs/?page_size=2&provider=mts')

    expect(catalogOf(first.html).tag).toContain('data-next-page="2"')
    expect(first.html).toContain(
      '<a class="btn btn-outline-primary catalog__more" href="/numbers/?page=2" rel="next" data-catalog-more>Показать ещё</a>',
    )
    expect(second.status).toBe(200)
    expect(numberLinks(second.html)).toEqual(secondApi.results.map((n) => `${n.host_url}${n.absolute_url}`))
    expect(second.html).toContain('href="/numbers/" rel="prev"')
    const more = /class="btn btn-outline-primary catalog__more" href="([^"]+)"/.exec(small.html)?.[1]
    expect(more && decode(more)).toBe('/tariffs/?page_size=2&provider=mts&page=2')
    expect(catalogOf(small.html).tag).toContain('data-extra-page-size="2"')
  })

  it('has no show-more link on the last page', async () => {
    const { html } = await page('/devices/')

    expect(catalogOf(html).tag).toContain('data-next-page=""')
    expect(html).not.toContain('Показать ещё')
  })

  it("says 'Ничего не нашлось' for an empty result and asks to fix bad filters (status 200)", async () => {
    const empty = await page('/numbers/?price_min=99999999')
    const bad = await page('/numbers/?price_min=abc&mask=qq')
    const badTariffs = await page('/tariffs/?ordering=nope')
    const badDevices = await page('/devices/?discount=maybe')
    const regularOnStars = await page('/star-numbers/?category=regular')
    const pastTheEnd = await page('/numbers/?page=99')

    expect(empty.status).toBe(200)
    expect(empty.html).toContain('<p class="catalog__empty" role="status">Ничего не нашлось</p>')
    for (const { status, html } of [bad, badTariffs, badDevices, regularOnStars]) {
      expect(status).toBe(200)
      expect(html).toContain('Ничего не нашлось. Попробуйте исправить критерии поиска.')
      expect(html).not.toContain('class="number-card')
    }
    expect(bad.html).toContain('value="abc" inputmode="numeric" data-integer-input aria-describedby="filter-price_min-error" aria-invalid="true"')
    expect(bad.html).toContain('Введите корректную маску номера.')
    expect(pastTheEnd.status).toBe(200)
    expect(pastTheEnd.html).toContain('Ничего не нашлось')
  })

  it('?fragment=1 answers only the cards of the page, as the page renders them (the catalogue island appends them)', async () => {
    const full = await page('/numbers/?page=2')
    const fragment = await page('/numbers/?page=2&fragment=1')
    expect(fragment.status).toBe(200)
    expect(fragment.html).not.toContain('<html')
    // One page block, appended whole to the list (partials/catalog-page.html).
    expect(fragment.html).toMatch(/^\s*<div class="catalog-list__page [^"]*" role="none" data-island-group data-next-page="(\d*)">/)
    expect(numberLinks(`<div class="catalog" >${fragment.html}</section>`)).toEqual(numberLinks(full.html))
    expect(decode(full.html)).not.toContain('fragment=1')
    expect((await page('/tariffs/?fragment=1')).html).toContain('<article class="tariff-card')
    expect((await page('/devices/?fragment=1')).html).toContain('<article class="device-card')
    expect((await page('/star-numbers/?fragment=1')).html).toContain('number-card--star')
    expect((await page('/numbers/?mask=qq&fragment=1')).status).toBe(400)
    expect((await page('/numbers/?page=99&fragment=1')).status).toBe(404)
  })
})

describe('card pages', () => {
  it('a number card links to its number page', async () => {
    const [href] = numberLinks((await page('/numbers/')).html)
    const [number] = (await api<PhoneNumber>('/api/catalog/numbers/?page_size=1')).results
    expect(href).toBe(`${server.url}/${number?.provider_object.name}/number/${number?.number_digit}.html`)

    const response = await fetch(href ?? '')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html.match(/<h1[ >]/g)).toHaveLength(1)
    expect(html).toContain(`<h1 class="product-page__title">${number?.number}</h1>`)
    expect(html).toContain(number?.provider_name)
    expect(html).toMatch(/class="product-page__price">\s*[\d ]+ ₽/)
    expect(html).toContain('data-island="cart-summary"')
  })

  it('orders the number with a plain form post and shows the thanks message', async () => {
    const [number] = (await api<PhoneNumber>('/api/catalog/numbers/?page_size=1')).results
    const url = `${server.url}${number?.absolute_url}`
    const jar = new CookieJar()
    const html = await (await jar.fetch(url)).text()

    expect(html).toContain(
      '<form class="number-order__form" method="post" action="/forms/number-order/" id="number-order-form" data-island="request-form" data-kind="number-order">',
    )
    expect(html).toContain(`<input type="hidden" name="number" value="${number?.number}">`)
    expect(html).toMatch(/<input type="hidden" name="csrfmiddlewaretoken" value="[\w-]+">/)
    const posted = await jar.fetch(`${server.url}/forms/number-order/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: url },
      body: new URLSearchParams({
        csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
        number: number?.number ?? '',
        contact_person: 'Анна',
        contact_number: '+7 (916) 123-45-67',
        email: 'anna@example.ru',
        consent_to_terms: 'on',
      }).toString(),
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe(number?.absolute_url)
    expect(await (await jar.fetch(url)).text()).toContain('Спасибо! Мы получили вашу заявку.')
  })

  it('a star number page shows its category and rent price', async () => {
    const [star] = (await api<PhoneNumber>('/api/catalog/numbers/?category=gold&page_size=1')).results
    const { status, html } = await page(star?.absolute_url ?? '')

    expect(status).toBe(200)
    expect(html).toContain('<dd>Золотой</dd>')
    expect(html).toContain('<dt>Аренда</dt>')
    expect(html).toContain('<a href="/star-numbers/">Красивые номера</a>')
  })

  it('a tariff card links to its tariff page', async () => {
    const [href] = tariffLinks((await page('/tariffs/')).html)
    const response = await fetch(href ?? '')
    const html = await response.text()

    expect(href).toBe(`${server.url}/tariffs/mts-bezlimit-plus/`)
    expect(response.status).toBe(200)
    expect(html.match(/<h1[ >]/g)).toHaveLength(1)
    expect(html).toContain('<h1 class="product-page__title">Тариф «Безлимит Плюс»</h1>')
    expect(html).toContain('750 ₽/мес')
    expect(html).toContain('Безлимитные мессенджеры')
  })

  it('a device card links to its device page', async () => {
    const [href] = deviceLinks((await page('/devices/')).html)
    const response = await fetch(href ?? '')
    const html = await response.text()

    expect(href).toBe(`${server.url}/devices/xiaomi-redmi-note-13/`)
    expect(response.status).toBe(200)
    expect(html).toContain('<h1 class="product-page__title">Смартфон Xiaomi Redmi Note 13</h1>')
    expect(html).toContain('18 990 ₽')
    expect(html).toContain('−14%')
  })

  it.each([
    '/mts/number/70000000000.html',
    '/nosuch/number/79156242809.html',
    '/mts/number/abc.html',
    '/mts/number/79156242809',
    '/tariffs/no-such-tariff/',
    '/devices/no-such-device/',
  ])('answers %s with the HTML 404 page', async (path) => {
    const { status, html } = await page(path)

    expect(status).toBe(404)
    expect(html).toContain('Страница не найдена')
  })

  it('answers a number under another provider with 404', async () => {
    const [number] = (await api<PhoneNumber>('/api/catalog/numbers/?provider=mts&page_size=1')).results
    const { status } = await page(`/beeline/number/${number?.number_digit}.html`)

    expect(status).toBe(404)
  })
})

describe('every catalogue page', () => {
  it('has no inline executable script, only JSON data blocks and the module', async () => {
    const [number] = (await api<PhoneNumber>('/api/catalog/numbers/?page_size=1')).results
    const paths = [
      ...LIST_PAGES.map((p) => p.path),
      '/numbers/?price_min=abc',
      number?.absolute_url ?? '',
      '/tariffs/mts-bezlimit-plus/',
      '/devices/xiaomi-redmi-note-13/',
    ]
    for (const path of paths) {
      const { status, html } = await page(path)
      const scripts = html.match(/<script[^>]*>/g) ?? []
      expect(status).toBe(200)
      expect(scripts.every((tag) => tag.includes('type="application/json"') || / src="/.test(tag))).toBe(true)
      expect(html).not.toMatch(/ on[a-z]+="/)
    }
  })
})
