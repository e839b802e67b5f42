// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OrderResponse, Tariff } from '../../shared/api/types'
import { CookieJar, postJson, serveForTests } from './helpers'
import { PICKUP_ORDER } from '../pickup-order'

const server = serveForTests()

/** Every page of server/routes/site-pages.ts with its h1 and a piece of real content. */
const PAGES: { path: string; h1: string; contains: string[] }[] = [
  { path: '/order/', h1: 'Корзина', contains: ['Корзина пуста', 'href="/numbers/">Выбрать номер', 'data-orders-url="/api/orders/"'] },
  { path: '/customer/signin/', h1: 'Вход в личный кабинет', contains: ['name="phone_number"', 'id="signin-code-step" hidden'] },
  { path: '/search/?query=тариф', h1: 'Поиск по сайту', contains: ['Главная</a> / '] },
  { path: '/news/', h1: 'Новости', contains: ['class="site-list__item site-post" role="listitem"', 'href="/news/?provider=mts"'] },
  { path: '/articles/', h1: 'Статьи', contains: ['Как выбрать красивый номер телефона'] },
  { path: '/stocks/', h1: 'Акции', contains: ['Действует до'] },
  { path: '/reviews/', h1: 'Отзывы покупателей', contains: ['class="site-list__item site-review" role="listitem"', '★'] },
  { path: '/tariffs/compare/', h1: 'Сравнение тарифов', contains: ['Вы ещё не добавили тарифы к сравнению.'] },
  { path: '/tariffs/calculator/', h1: 'Калькулятор тарифов', contains: ['name="sms"', 'class="tariff-card"'] },
  {
    path: '/coverage/',
    h1: 'Карта покрытия',
    contains: [
      'data-island="coverage-map"',
      'data-layers-url="/api/coverage/layers/"',
      'data-base-tile-url="/tiles/base/{z}/{x}/{y}{r}.png"',
      'coverage-map-MAP12345.css',
      'МТС',
    ],
  },
  { path: '/contacts/', h1: 'Контакты', contains: ['id="question-form" method="post" action="/forms/contacts/"'] },
  { path: '/cooperation/', h1: 'Сотрудничество', contains: ['action="/forms/cooperation/"', 'name="text"'] },
  { path: '/feedback/', h1: 'Обратная связь', contains: ['id="feedback_form"', 'id="review_form"', 'action="/forms/review/"'] },
  {
    path: '/sell-number/',
    h1: 'Продать красивый номер',
    contains: ['name="items-0-number"', 'name="items-0-subdomain"', 'action="/forms/sell-number/"'],
  },
]

const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim()

/** Script elements that are neither external nor JSON data: inline code the CSP would block. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/json"/.test(attrs))
}

async function page(jar: CookieJar, path: string) {
  const response = await jar.fetch(`${server.url}${path}`)
  return { status: response.status, html: await response.text() }
}

/** A visitor with the csrftoken cookie and one tariff in the cart. */
async function shopperWithTariff(): Promise<{ jar: CookieJar; tariff: Tariff }> {
  const jar = new CookieJar()
  await jar.fetch(`${server.url}/api/cart/`) // hands out the csrftoken cookie
  const list = (await (await jar.fetch(`${server.url}/api/catalog/tariffs/`)).json()) as { results: Tariff[] }
  const tariff = list.results[0]
  if (!tariff) throw new Error('no tariffs seeded')
  expect((await postJson(jar, `${server.url}/api/cart/items/`, { tariff: tariff.id })).status).toBe(201)
  return { jar, tariff }
}

describe('site pages', () => {
  it('walks every page: 200, its h1, real content, header widgets, no inline script', async () => {
    const jar = new CookieJar()
    for (const { path, h1, contains } of PAGES) {
      const { status, html } = await page(jar, path)
      expect(status, path).toBe(200)
      expect(h1Of(html), path).toBe(h1)
      for (const piece of contains) expect(html, `${path}: ${piece}`).toContain(piece)
      expect(html, path).toContain('data-island="customer-greeting"')
      expect(html, path).toContain('data-island="cart-summary"')
      expect(inlineScripts(html), path).toEqual([])
    }
  })

  it('every form posts with a CSRF field, labels and consent', async () => {
    const jar = new CookieJar()
    for (const path of ['/contacts/', '/cooperation/', '/feedback/', '/sell-number/']) {
      const { html } = await page(jar, path)
      const forms = html.match(/<form [^>]*method="post"/g) ?? []
      expect(forms.length, path).toBeGreaterThan(0)
      expect(html.match(/name="csrfmiddlewaretoken"/g)?.length, path).toBe(forms.length)
      expect(html.match(/name="consent_to_terms"/g)?.length, path).toBe(forms.length)
      for (const [, id] of html.matchAll(/<(?:input|textarea|select) [^>]*id="([^"]+)"/g)) {
        expect(html, `${path}: label for ${id}`).toContain(`for="${id}"`)
      }
    }
  })

  it('lists first pages with a "Показать ещё" link, and ?page=2 renders the next page', async () => {
    const jar = new CookieJar()
    const first = await page(jar, '/news/')
    expect(first.html.match(/class="site-list__item site-post" role="listitem"/g)).toHaveLength(20)
    expect(first.html).toContain('href="/news/?page=2">Показать ещё</a>')
    const second = await page(jar, '/news/?page=2')
    expect(second.status).toBe(200)
    expect(second.html.match(/class="site-list__item site-post" role="listitem"/g)?.length).toBeGreaterThan(0)
    expect((await page(jar, '/news/?page=99')).status).toBe(404)
  })

  it("the calculator without script: its form GETs the page, which draws the values sent and the island's query's results", async () => {
    const jar = new CookieJar()
    const first = await page(jar, '/tariffs/calculator/')
    // The island's first look: its defaults, and their results for the visitor without script.
    expect(first.html).toContain('name="minutes" value="20"')
    expect(first.html).toContain('name="same" value="60" aria-valuetext="60%"')
    expect(first.html).not.toContain('"values"')
    const query = 'minutes=0&same=90&other=30&international=70&sms=0&gb=5&provider=mts&provider=nope&ordering=-price&include_options=true'
    const { status, html } = await page(jar, `/tariffs/calculator/?${query}`)
    expect(status).toBe(200)
    expect(html).toContain('name="minutes" value="0"')
    // The shares sum to 100: abroad is the remainder of the first two (as the island's slider keeps them).
    expect(html).toContain('name="same" value="90"')
    expect(html).toContain('name="other" value="10"')
    expect(html).toContain('name="international" value="0"')
    expect(html).toContain('name="provider" value="mts" checked')
    expect(html).toContain('<option value="-price" selected>')
    // The island starts from the same values (its props), so its mount changes nothing.
    expect(html).toContain('"values":{"minutesPerDay":0,"shares":{"same":90,"other":10,"international":0},"smsPerDay":0,"gb":5')
    const api = (await (
      await jar.fetch(
        `${server.url}/api/tariffs/calculator/?provider=mts&calls=0,0,0&sms=0&gb=5&include_options=true&ordering=-price&limit=10&offset=0`,
      )
    ).json()) as { count: number }
    expect(api.count).toBeGreaterThan(0)
    expect(html).toMatch(new RegExp(`role="status">Найдено ${api.count} тариф(|а|ов) у 1 оператора</p>`))
    expect(html).toContain('class="calculator__options">Безлимитные: ')
  })

  it('filters /news/ by provider', async () => {
    const jar = new CookieJar()
    const { status, html } = await page(jar, '/news/?provider=mts')
    expect(status).toBe(200)
    const items = html.match(/<div class="site-list__item site-post" role="listitem">[\s\S]*?<\/p>\s*<\/div>\s*<\/div>/g) ?? []
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect(item).toContain('МТС')
    expect(html).toContain('href="/news/?provider=mts" aria-current="true"')
    expect(html).not.toContain('Показать ещё')
  })

  it('shows news, article and stock detail pages and 404s unknown slugs', async () => {
    const jar = new CookieJar()
    for (const path of ['/news/', '/articles/', '/stocks/']) {
      const list = await page(jar, path)
      const href = new RegExp(`href="(${path.replace(/\//g, '\\/')}[^"?]+/)"`).exec(list.html)?.[1]
      expect(href, path).toBeDefined()
      const detail = await page(jar, href ?? '')
      expect(detail.status, href).toBe(200)
      expect(detail.html).toContain('class="site-post__content"')
      expect((await page(jar, `${path}net-takoi-stranicy/`)).status).toBe(404)
    }
    expect((await page(jar, '/order/result/999999/')).status).toBe(404)
    expect((await page(jar, '/order/result/abc/')).status).toBe(404)
  })

  it('shows the filled cart on /order/ with its total', async () => {
    const { jar, tariff } = await shopperWithTariff()
    const { html } = await page(jar, '/order/')
    expect(html).not.toContain('Корзина пуста')
    expect(html).toContain(`Тариф «${tariff.name}»`)
    expect(html).toContain('class="site-cart__total"')
    expect(html).toContain('data-item-count="1"')
    expect(html).toContain('name="client_name"')
  })

  it('draws no order form for an empty cart', async () => {
    const { html } = await page(new CookieJar(), '/order/')
    expect(html).toContain('Корзина пуста')
    expect(html).not.toContain('id="order-form"')
    expect(html).not.toContain('data-island="checkout"')
  })

  it('shows an order placed via the API on its result page', async () => {
    const { jar, tariff } = await shopperWithTariff()
    const response = await postJson(jar, `${server.url}/api/orders/`, { ...PICKUP_ORDER, cart: null })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as OrderResponse
    const { status, html } = await page(jar, url)
    expect(status).toBe(200)
    expect(h1Of(html)).toMatch(/^Заказ № \d+ оформлен$/)
    expect(html).toContain(`Тариф «${tariff.name}»`)
    expect(html).toContain('Анна Смирнова')
    expect(html).toContain('Самовывоз')
    expect(html).toContain('Наличными при получении')
    expect(html).toContain('<dt>Телефон</dt><dd>+7 (912) 000-11-22</dd>')
    // A tariff alone: no number to register to a passport.
    expect(html).not.toContain('возьмите его с собой')
    // The page holds the client's name, phones and address: nobody else may read it.
    expect((await page(new CookieJar(), url)).status).toBe(404)
  })

  it('places an order with a plain form post to /order/ and re-renders errors', async () => {
    const { jar } = await shopperWithTariff()
    const post = (fields: Record<string, string>) =>
      jar.fetch(`${server.url}/order/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, csrfmiddlewaretoken: jar.get('csrftoken') ?? '' }).toString(),
      })
    const bad = await post({ client_name: 'Я', delivery_type: '2', payment_type: 'cash' })
    expect(bad.status).toBe(400)
    const badHtml = await bad.text()
    expect(badHtml).toContain('aria-describedby="order-client_name-error"')
    expect(badHtml).toContain('В имени должно быть не менее двух символов.')

    const good = await post({
      client_name: 'Иван Петров',
      client_email: 'ivan@example.com',
      client_phones_1: '+7 (912) 345-67-89',
      delivery_type: '1',
      // The form asks for the city once: it is the courier's too.
      city: 'Казань',
      delivery_address: 'ул. Тверская, д. 1',
      delivery_date_from: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      delivery_time_from: '10:00',
      delivery_date_to: '14:00',
      payment_type: 'card',
      subscribe: 'on',
    })
    expect(good.status).toBe(303)
    const location = good.headers.get('location') ?? ''
    expect(location).toMatch(/^\/order\/result\/\d+\/$/)
    const result = await page(jar, location)
    expect(result.html).toContain('Казань, ул. Тверская, д. 1')
    expect(result.html).toContain('Курьером')
    expect((await page(jar, '/order/')).html).toContain('Корзина пуста')
  })

  it('groups search results, hints at short queries and says when nothing is found', async () => {
    const jar = new CookieJar()
    const found = await page(jar, `/search/?query=${encodeURIComponent('тариф')}`)
    expect(found.html).toContain('id="search-news"')
    expect(found.html).toMatch(/<nav class="site-breadcrumb" aria-label="Раздел: [^"]+"><a href="\/">Главная<\/a> \/ /)
    const more = /href="(\/search\/\?query=[^"]*&amp;group=news&amp;page=2)" data-search-more>Показать ещё</.exec(found.html)?.[1]
    expect(more).toBeDefined()
    const second = await page(jar, (more ?? '').replace(/&amp;/g, '&'))
    expect(second.status).toBe(200)
    expect(second.html).toContain('id="search-news"')
    expect(second.html).not.toContain('id="search-articles"')
    expect((await page(jar, `/search/?query=${encodeURIComponent('тариф')}&group=news&page=50`)).status).toBe(404)
    expect((await page(jar, '/search/?query=ab')).html).toContain('Введите не менее 3 символов.')
    expect((await page(jar, `/search/?query=${encodeURIComponent('ъъъъъ')}`)).html).toContain('Ничего не найдено')
  })

  it('shows compared tariffs in the comparison table', async () => {
    const jar = new CookieJar()
    await jar.fetch(`${server.url}/api/comparison/`) // hands out the csrftoken cookie
    const list = (await (await jar.fetch(`${server.url}/api/catalog/tariffs/`)).json()) as { results: Tariff[] }
    for (const tariff of list.results.slice(0, 2)) {
      expect((await postJson(jar, `${server.url}/api/comparison/add/`, { tariff: tariff.id })).status).toBe(201)
    }
    // Read without the soft hyphens the names, labels and values carry (the `hyphenate` filter).
    const seen = async (path: string) => ({ html: (await page(jar, path)).html.replaceAll('\u00AD', '') })
    const { html } = await seen('/tariffs/compare/')
    expect(html).toContain('Только различающиеся')
    expect((await page(jar, '/tariffs/compare/')).html).toContain('Под\u00ADклю\u00ADче\u00ADние, ₽')
    expect(html).toContain('<th scope="row">Абонентская плата, ₽/мес</th>')
    for (const tariff of list.results.slice(0, 2)) {
      expect(html).toContain(tariff.name)
      // Each with the cards' «В корзину».
      expect(html).toContain(`data-island="cart-button" data-tariff="${tariff.id}"`)
    }
    expect(html).not.toMatch(/<tr[^>]*hidden/)
    // Without script the GET form hides the rows that are all the same; the island does it at once.
    const different = await seen('/tariffs/compare/?only_different=1')
    expect(different.html).toMatch(/name="only_different" value="1" data-compare-only-different checked/)
    expect(different.html).toMatch(/<tr data-same="true" hidden>\s*<th scope="row">Регион<\/th>/)
    expect(different.html).toContain('<tr>\n            <th scope="row">Абонентская плата, ₽/мес</th>')
  })

  it('answers a plain form post from /contacts/ with 303 back and shows the flash', async () => {
    const jar = new CookieJar()
    await page(jar, '/contacts/')
    const response = await jar.fetch(`${server.url}/forms/contacts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${server.url}/contacts/` },
      body: new URLSearchParams({
        name: 'Иван',
        email: 'ivan@example.com',
        number: '+7 (912) 345-67-89',
        question: 'Есть ли доставка в Казань?',
        consent_to_terms: 'on',
        csrfmiddlewaretoken: jar.get('csrftoken') ?? '',
      }).toString(),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/contacts/')
    const { html } = await page(jar, '/contacts/')
    expect(html).toContain('Спасибо! Мы получили вашу заявку.')
  })

  it('signs in without JavaScript: phone step, then the code step', async () => {
    const jar = new CookieJar()
    await page(jar, '/customer/signin/')
    const post = (fields: Record<string, string>) =>
      jar.fetch(`${server.url}/customer/signin/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, csrfmiddlewaretoken: jar.get('csrftoken') ?? '' }).toString(),
      })
    const bad = await post({ step: 'phone', phone_number: '123' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('aria-describedby="signin-phone_number-error"')

    const sent = await post({ step: 'phone', phone_number: '+7 (912) 555-44-33' })
    const html = await sent.text()
    expect(sent.status).toBe(200)
    expect(html).toContain('id="signin-code-form"')
    expect(html).not.toContain('id="signin-code-step" hidden')

    const outbox = (await (await jar.fetch(`${server.url}/api/dev/sms-outbox/?phone_number=%2B79125554433`)).json()) as {
      results: { text: string }[]
    }
    const code = /\d{4,}/.exec(outbox.results[0]?.text ?? '')?.[0] ?? ''
    expect(code).not.toBe('')
    const wrong = await post({ step: 'code', phone_number: '+7 (912) 555-44-33', code: '000000000' })
    expect(wrong.status).toBe(400)
    const confirmed = await post({ step: 'code', phone_number: '+7 (912) 555-44-33', code, next: '/order/' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/order/')
  })
})
