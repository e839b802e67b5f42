// @vitest-environment node
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, CoverageLayer, News, Paged, Review, SearchSuggestions, Stock, Subdomain } from '../../shared/api/types'
import { makeSandbox, startServer, type RunningServer } from './helpers'

const sandbox = makeSandbox()
let server: RunningServer
let db: Database.Database

beforeAll(async () => {
  server = await startServer(sandbox, { seed: { numbers: 300 } })
  db = new Database(sandbox.dbPath, { readonly: true })
})
afterAll(async () => {
  db.close()
  await server.close()
  sandbox.remove()
})

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
const json = async <T>(path: string): Promise<T> => {
  const response = await get(path)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** Follows `next` from page 1 to the end, as load-more does; returns every item. */
async function loadAll<T>(path: string): Promise<T[]> {
  const items: T[] = []
  const joiner = path.includes('?') ? '&' : '?'
  let pages = 0
  for (let page: number | null = 1; page !== null; pages++) {
    const body: Paged<T> = await json<Paged<T>>(`${path}${joiner}page=${page}`)
    items.push(...body.results)
    if (body.next !== null) expect(body.results.length).toBeGreaterThan(0)
    page = body.next as number | null
  }
  expect(pages).toBeGreaterThan(0)
  return items
}

/** Post slugs of a kind, newest first, optionally only those linked to the providers. */
function postSlugs(kind: string, providers: string[] = [], authorId?: number): string[] {
  const byProvider = providers.length
    ? `AND id IN (SELECT pp.post_id FROM post_providers pp JOIN providers pr ON pr.id = pp.provider_id
         WHERE pr.slug IN (${providers.map(() => '?').join(',')}))`
    : ''
  const byAuthor = authorId === undefined ? '' : 'AND id IN (SELECT article_id FROM article_authors WHERE author_id = ?)'
  const params: (string | number)[] = [kind, ...providers, ...(authorId === undefined ? [] : [authorId])]
  return (
    db.prepare(`SELECT slug FROM posts WHERE kind = ? ${byProvider} ${byAuthor} ORDER BY date_publish DESC, id DESC`).all(...params) as {
      slug: string
    }[]
  ).map((r) => r.slug)
}

describe('blog lists', () => {
  it('answers the first page of news with 20 items and a next page', async () => {
    const body = await json<Paged<News>>('/api/news/')
    expect(body.results).toHaveLength(20)
    expect(body.next).toBe(2)
    const first = body.results[0]!
    expect(first).toMatchObject({
      slug: postSlugs('news')[0],
      absolute_url: `/news/${first.slug}/`,
      date_publish_display: '20 ноября 2026',
    })
    expect(first.intro_display).toMatch(/^<p>.+<\/p>$/)
    expect(first.content_display).toContain('</p><p>')
    expect(first.providers.length).toBeGreaterThan(0)
    const withImage = body.results.find((n) => n.main_image !== null)!
    expect(withImage.main_image).toMatch(/^\/static\/img\/news\/.+\.svg$/)
    expect(withImage.main_image_variants?.small).toMatch(/-small\.svg$/)
    // The demo pictures exist: every variant the API names is served.
    for (const url of [withImage.main_image!, ...Object.values(withImage.main_image_variants ?? {})]) {
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(200)
    }
    expect(body.results.some((n) => n.main_image === null)).toBe(true)
  })

  it('escapes text in the generated HTML', async () => {
    const all = await loadAll<News>('/api/news/?page_size=100')
    const cheap = all.find((n) => n.title.includes('<'))!
    expect(cheap.intro_display).toContain('&lt; 300 ₽')
    expect(cheap.intro_display).not.toContain('< 300')
  })

  it('loads every news item through next, the last page having next null', async () => {
    const all = await loadAll<News>('/api/news/?page_size=7')
    expect(all.map((n) => n.slug)).toEqual(postSlugs('news'))
    expect(all.length).toBeGreaterThanOrEqual(40)
    const lastPage = Math.ceil(all.length / 7)
    expect((await json<Paged<News>>(`/api/news/?page_size=7&page=${lastPage}`)).next).toBeNull()
    expect((await get(`/api/news/?page_size=7&page=${lastPage + 1}`)).status).toBe(404)
  })

  it('filters news, articles and stocks by provider slugs exactly as the links say', async () => {
    for (const [url, kind] of [
      ['/api/news/', 'news'],
      ['/api/authors/articles/', 'article'],
      ['/api/stocks/', 'stock'],
    ] as const) {
      const expected = postSlugs(kind, ['mts', 'tele2'])
      expect(expected.length).toBeGreaterThan(0)
      expect(expected.length).toBeLessThan(postSlugs(kind).length)
      const got = await loadAll<News>(`${url}?provider=mts,tele2&page_size=5`)
      expect(got.map((n) => n.slug)).toEqual(expected)
      for (const item of got) {
        const names = (item.providers as { name: string }[]).map((p) => p.name)
        expect(names.some((name) => name === 'mts' || name === 'tele2')).toBe(true)
      }
    }
    // Repeated parameters and provider ids work too.
    const repeated = await loadAll<News>('/api/news/?provider=beeline&provider=3')
    expect(repeated.map((n) => n.slug)).toEqual(postSlugs('news', ['beeline', 'megafon']))
  })

  it('lists articles with authors and filters them by author', async () => {
    const articles = await loadAll<Article>('/api/authors/articles/')
    expect(articles.map((a) => a.slug)).toEqual(postSlugs('article'))
    expect(articles.length).toBeGreaterThanOrEqual(30)
    expect(articles[0]!.absolute_url).toBe(`/articles/${articles[0]!.slug}/`)
    expect(articles.every((a) => a.authors.length >= 1 && a.authors[0]!.full_name.length > 0)).toBe(true)
    expect(articles.some((a) => a.authors.length === 2)).toBe(true)

    const author = db.prepare('SELECT id, full_name FROM authors ORDER BY id LIMIT 1 OFFSET 1').get() as { id: number; full_name: string }
    const byAuthor = await loadAll<Article>(`/api/authors/articles/?author=${author.id}`)
    expect(byAuthor.map((a) => a.slug)).toEqual(postSlugs('article', [], author.id))
    expect(byAuthor.every((a) => a.authors.some((x) => x.full_name === author.full_name))).toBe(true)
  })

  it('lists stocks with their end date', async () => {
    const stocks = await loadAll<Stock>('/api/stocks/')
    expect(stocks.length).toBeGreaterThanOrEqual(15)
    expect(stocks[0]).toMatchObject({ absolute_url: `/stocks/${stocks[0]!.slug}/`, date_finish_display: '19 января 2027' })
    expect(stocks.every((s) => /^\d{1,2} [а-я]+ \d{4}$/.test(s.date_finish_display))).toBe(true)
  })

  it('answers 400 with field errors for bad filters and pages', async () => {
    const bad = await get('/api/news/?provider=mts,yota&page=abc')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      provider: ['Выберите корректный вариант. yota нет среди допустимых значений.'],
      page: ['Введите целое число больше нуля.'],
    })
    const author = await get('/api/authors/articles/?author=x')
    expect(author.status).toBe(400)
    expect(Object.keys((await author.json()) as object)).toEqual(['author'])
    expect((await get('/api/authors/articles/?author=999')).status).toBe(400)
    expect((await get('/api/stocks/?page_size=0')).status).toBe(400)
    expect((await get('/api/load-more-reviews/?page=-1')).status).toBe(400)
  })

  it('answers 404 for a page past the last one', async () => {
    expect((await get('/api/stocks/?page=100')).status).toBe(404)
    expect((await get('/api/authors/articles/?page=3')).status).toBe(404)
  })
})

describe('an empty database', () => {
  const empty = makeSandbox()
  let bare: RunningServer
  beforeAll(async () => {
    bare = await startServer(empty, { seed: false })
  })
  afterAll(async () => {
    await bare.close()
    empty.remove()
  })

  it('answers an empty first page with no next, 404 past it, and empty lists', async () => {
    for (const url of ['/api/news/', '/api/authors/articles/', '/api/stocks/', '/api/load-more-reviews/']) {
      const first = await fetch(`${bare.url}${url}`)
      expect(await first.json()).toEqual({ results: [], next: null })
      expect((await fetch(`${bare.url}${url}?page=2`)).status).toBe(404)
    }
    expect(await (await fetch(`${bare.url}/api/subdomains/`)).json()).toEqual([])
    expect(await (await fetch(`${bare.url}/api/coverage/layers/`)).json()).toEqual([])
    expect(((await (await fetch(`${bare.url}/api/search/heap/?query=мтс`)).json()) as SearchSuggestions).total).toBe(0)
  })
})

describe('GET /api/load-more-reviews/', () => {
  it('pages through every review, newest first, with answers', async () => {
    const first = await json<Paged<Review>>('/api/load-more-reviews/')
    expect(first.results).toHaveLength(20)
    expect(first.next).toBe(2)
    const all = await loadAll<Review>('/api/load-more-reviews/')
    const count = (db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE parent_id IS NULL').get() as { n: number }).n
    expect(all).toHaveLength(count)
    expect(count).toBeGreaterThanOrEqual(40)
    for (const review of all) {
      expect(review.rate).toBeGreaterThanOrEqual(1)
      expect(review.rate).toBeLessThanOrEqual(5)
      expect(review.empty_rate).toBe(5 - review.rate)
      expect(review.avatar_image).toBeNull()
    }
    expect(all[0]!.active_from_display).toBe('20 ноября 2026')
    const answered = all.find((r) => r.answers.length > 0)!
    expect(answered.answers[0]).toMatchObject({ name: 'Магазин номеров', answers: [] })
    expect(answered.answers[0]!.content.length).toBeGreaterThan(0)
    expect(all.some((r) => r.answers.length === 2)).toBe(true)
    expect((await get(`/api/load-more-reviews/?page=${Math.ceil(count / 20) + 1}`)).status).toBe(404)
  })
})

describe('GET /api/search/heap/', () => {
  const heap = (query: string) => json<SearchSuggestions>(`/api/search/heap/?query=${encodeURIComponent(query)}`)
  const shown = (s: SearchSuggestions) =>
    s.numbers.length +
    s.articles.length +
    s.news.length +
    s.flatpages.length +
    s.tariffs.length +
    (s.devices?.length ?? 0) +
    s.tariffs_catalogs.length +
    s.numbers_catalogs.length +
    s.devices_catalogs.length

  it('answers empty groups and total 0 under 3 characters', async () => {
    for (const query of ['', 'мт', ' 9 ', '91']) {
      const body = await heap(query)
      expect(body.total).toBe(0)
      expect(shown(body)).toBe(0)
      expect(body).toMatchObject({ numbers: [], news: [], articles: [], flatpages: [], tariffs: [], numbers_catalogs: [] })
    }
  })

  it('groups catalogue pages, news and tariffs, case-insensitively, at most 5 each', async () => {
    const body = await heap('мтс')
    expect(body.numbers_catalogs).toEqual([expect.objectContaining({ title: 'Номера МТС', absolute_url: '/numbers/mts/', provider_name: 'МТС' })])
    expect(body.tariffs_catalogs.map((c) => c.absolute_url)).toEqual(['/tariffs/mts/'])
    expect(body.devices_catalogs).toEqual([])
    expect(body.news.length).toBe(5)
    expect(body.news.every((n) => n.title.includes('МТС'))).toBe(true)
    const newsMatches = (db.prepare("SELECT title FROM posts WHERE kind = 'news'").all() as { title: string }[]).filter((r) =>
      r.title.toLowerCase().includes('мтс'),
    ).length
    expect(newsMatches).toBeGreaterThan(5)
    expect(body.total).toBeGreaterThanOrEqual(newsMatches + 2)
    expect(body.total).toBeGreaterThan(shown(body))

    const tariffs = await heap('БЕЗЛИМИТ')
    expect(tariffs.tariffs.map((t) => t.name)).toContain('Безлимит Плюс')
    expect(tariffs.tariffs[0]!.absolute_url).toMatch(/^\/tariffs\//)

    const pages = await heap('Доставк')
    expect(pages.flatpages).toEqual([{ title: 'Доставка и оплата', absolute_url: '/delivery/' }])
    const devices = await heap('смартф')
    expect(devices.devices_catalogs.map((c) => c.title)).toEqual(['Смартфоны'])
    const articles = await heap('eSIM')
    expect(articles.articles.map((a) => a.slug)).toContain('chto-takoe-esim')
    expect(articles.articles[0]!.authors.length).toBeGreaterThan(0)
  })

  it('finds numbers by the digits of the query and counts every match in total', async () => {
    const rows = db.prepare('SELECT id, number_digit FROM numbers WHERE archive = 0 ORDER BY id').all() as { id: number; number_digit: string }[]
    const digits = rows[3]!.number_digit.slice(1, 5)
    const matching = rows.filter((r) => r.number_digit.includes(digits))
    const body = await heap(`${digits.slice(0, 3)}-${digits.slice(3)}`)
    expect(body.numbers.map((n) => n.id)).toEqual(matching.slice(0, 5).map((r) => r.id))
    expect(body.numbers[0]!.number_digit).toContain(digits)
    // A whole formatted number finds exactly that number.
    const exact = await heap(body.numbers[0]!.number)
    expect(exact.numbers.map((n) => n.id)).toEqual([body.numbers[0]!.id])

    const code = await heap('916')
    const all916 = rows.filter((r) => r.number_digit.includes('916')).length
    expect(all916).toBeGreaterThan(5)
    expect(code.numbers).toHaveLength(5)
    expect(code.total).toBe(all916 + shown(code) - code.numbers.length)
  })

  it('answers all groups empty for a query that matches nothing', async () => {
    const body = await heap('зззззз')
    expect(body.total).toBe(0)
    expect(shown(body)).toBe(0)
  })
})

describe('regions', () => {
  it('lists ~80 sub-sites alphabetically with their change addresses', async () => {
    const list = await json<Subdomain[]>('/api/subdomains/')
    expect(list.length).toBeGreaterThanOrEqual(80)
    const names = list.map((s) => s.display_name)
    expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare))
    expect(new Set(names).size).toBe(names.length)
    const moscow = list.find((s) => s.display_name === 'Москва')!
    expect(moscow).toEqual({ id: 1, display_name: 'Москва', change_url: '/region/msk/' })
    expect(list.find((s) => s.display_name === 'Орёл')!.change_url).toBe('/region/orel/')
  })

  it('sets the region cookie and redirects back to a same-site referer', async () => {
    const back = await get('/region/spb/', { headers: { referer: `${server.url}/tariffs/?provider=mts` } })
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/tariffs/?provider=mts')
    expect(back.headers.getSetCookie().some((c) => /^region=spb;/.test(c) && /Path=\//.test(c))).toBe(true)

    const foreign = await get('/region/kzn/', { headers: { referer: 'https://evil.example/page/' } })
    expect(foreign.status).toBe(302)
    expect(foreign.headers.get('location')).toBe('/')
    const none = await get('/region/ekb/')
    expect(none.headers.get('location')).toBe('/')
  })

  it('answers 404 for an unknown region without setting the cookie', async () => {
    const response = await get('/region/atlantis/')
    expect(response.status).toBe(404)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('region='))).toBe(false)
  })
})

describe('GET /api/coverage/layers/', () => {
  it('answers one tile layer per provider', async () => {
    const layers = await json<CoverageLayer[]>('/api/coverage/layers/')
    expect(layers.map((l) => l.display_name)).toEqual(['МТС', 'Билайн', 'МегаФон', 'Tele2'])
    expect(layers[0]).toEqual({
      display_name: 'МТС',
      color: '#e30611',
      tile_url_template: '/tiles/coverage/mts/{z}/{x}/{y}{r}.png',
      enabled_by_default: true,
      min_zoom: 3,
      max_zoom: 18,
    })
    expect(layers.filter((l) => l.enabled_by_default)).toHaveLength(1)
  })
})
