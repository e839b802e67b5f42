import { render } from '@testing-library/react'
import type { FastifyInstance } from 'fastify'
import type { ReactElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { Article, Device, FlatPage, News, NumberSet, Paged, PhoneNumber, Review, SearchSuggestions, Stock, Tariff } from '../../shared/api/types'
import {
  DeviceCard,
  NumberCard,
  NumberSetCard,
  PostCard,
  ReviewCard,
  SearchResultCard,
  TariffCard,
  searchResultOf,
  type SearchResultKind,
} from '../../cards/cards'
import { CardHostsContext } from '../../cards/card-hosts'
import { CARD_HOSTS } from '../../islands/card-hosts'
import { renderTemplate } from '../fixture'
import { makeSandbox } from '../server/helpers'
import { canonical, canonicalHTML } from './card-dom'

/**
 * Parity: for each card kind, the server's partial (templates/partials) and the card
 * component (cards/), given the same entity of the seeded demo database, draw the same
 * DOM. A change to one without the other fails here.
 */
const sandbox = makeSandbox()
let app: FastifyInstance
const HOST = 'http://127.0.0.1:8000'

beforeAll(async () => {
  app = await buildApp({ dbPath: sandbox.dbPath, staticDir: sandbox.staticDir, env: { NODE_ENV: 'test', SEED_NUMBERS: '400' } })
})
afterAll(async () => {
  await app.close()
  sandbox.remove()
})

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ url, headers: { host: '127.0.0.1:8000' } })
  expect(response.statusCode, url).toBe(200)
  return response.json() as T
}
const results = async <T,>(url: string) => (await get<Paged<T>>(url)).results

/** The component's DOM, canonical. */
function drawn(element: ReactElement): string {
  const { container, unmount } = render(<CardHostsContext value={CARD_HOSTS}>{element}</CardHostsContext>)
  container.normalize()
  const text = canonical(container.firstElementChild!)
  unmount()
  return text
}
/** The partial's DOM, canonical. */
const partial = (name: string, context: Record<string, unknown>) => canonicalHTML(renderTemplate(`partials/${name}`, context))

describe('card parity: server partial and card component', () => {
  it('numbers: plain, discounted, price on call, for rent, with tags, sold', async () => {
    const numbers = await results<PhoneNumber>('/api/catalog/numbers/?page_size=100')
    const cases: [string, PhoneNumber][] = [
      ['plain', numbers.find((n) => !n.has_discount && !n.tags.length)!],
      ['discounted', numbers.find((n) => n.has_discount) ?? { ...numbers[0]!, has_discount: true, real_site_price: '99000.00' }],
      ['price on call', { ...numbers[1]!, has_price_on_call: true }],
      ['for rent', numbers.find((n) => Number(n.rent_price) > 0)!],
      ['with tags', numbers.find((n) => n.tags.length > 0)!],
      ['sold', { ...numbers[2]!, archive: true }],
    ]
    for (const [name, number] of cases) {
      expect(number, name).toBeDefined()
      expect(drawn(<NumberCard number={number} />), name).toBe(partial('number-card.html', { number }))
    }
  })

  it('star numbers with their category', async () => {
    for (const number of await results<PhoneNumber>('/api/catalog/star-numbers/?page_size=5')) {
      expect(number.category_title).toBeTruthy()
      expect(drawn(<NumberCard number={number} star />)).toBe(partial('star-number-card.html', { number }))
    }
  })

  it('number sets and super pairs', async () => {
    for (const kind of ['set', 'super_pair']) {
      const sets = await results<NumberSet>(`/api/catalog/number-sets/?kind=${kind}`)
      expect(sets.length).toBeGreaterThan(0)
      expect(drawn(<NumberSetCard set={sets[0]!} />)).toBe(partial('number-set-card.html', { item: sets[0] }))
      // A backend that does not say the kind: the list's kind stands in, on both sides.
      const { kind: _omitted, ...bare } = sets[0]!
      expect(drawn(<NumberSetCard set={bare} kind={kind} />)).toBe(partial('number-set-card.html', { item: bare, set_kind: kind }))
    }
  })

  it('tariffs: with tags and summary, archived', async () => {
    const tariffs = await results<Tariff>('/api/catalog/tariffs/?page_size=50')
    for (const tariff of [tariffs.find((t) => t.tags.length)!, tariffs[0]!, { ...tariffs[1]!, archive: true }]) {
      expect(drawn(<TariffCard tariff={tariff} />)).toBe(partial('tariff-card.html', { tariff }))
    }
  })

  it('devices: with a discount, without, without a picture', async () => {
    const devices = await results<Device>('/api/catalog/devices/?page_size=50')
    const cases = [devices.find((d) => d.has_discount)!, devices.find((d) => !d.has_discount)!, { ...devices[0]!, main_image: null }]
    for (const device of cases) {
      expect(drawn(<DeviceCard device={device} hostUrl={HOST} />)).toBe(partial('device-card.html', { device, host_url: HOST }))
    }
  })

  it('news, articles with authors and stocks', async () => {
    const posts: (News | Article | Stock)[] = [
      ...(await results<News>('/api/news/')).slice(0, 2),
      ...(await results<Article>('/api/authors/articles/')).slice(0, 2),
      ...(await results<Stock>('/api/stocks/')).slice(0, 2),
    ]
    for (const post of posts) {
      expect(drawn(<PostCard post={post} />)).toBe(partial('blog-post-item.html', { post }))
    }
    expect(posts.some((p) => 'authors' in p && p.authors.length > 0)).toBe(true)
  })

  it('reviews with their answers', async () => {
    for (const review of (await results<Review>('/api/load-more-reviews/')).slice(0, 4)) {
      expect(drawn(<ReviewCard review={review} />)).toBe(partial('blog-review-item.html', { review }))
    }
  })

  it('search results of every kind', async () => {
    const found = new Map<SearchResultKind, unknown>()
    const tariff = (await results<Tariff>('/api/catalog/tariffs/'))[0]!
    for (const query of ['мтс', 'номер', 'доставка', '915', 'смартфон', 'роутер', 'о компании', tariff.name]) {
      const heap = await get<SearchSuggestions>(`/api/search/heap/?query=${encodeURIComponent(query)}`)
      for (const kind of [
        'tariffs',
        'numbers',
        'devices',
        'numbers_catalogs',
        'tariffs_catalogs',
        'devices_catalogs',
        'news',
        'articles',
        'flatpages',
      ] as const) {
        const first = (heap[kind] as unknown[] | undefined)?.[0]
        if (first && !found.has(kind)) found.set(kind, first)
      }
    }
    expect([...found.keys()].sort()).toEqual([
      'articles',
      'devices',
      'devices_catalogs',
      'flatpages',
      'news',
      'numbers',
      'numbers_catalogs',
      'tariffs',
      'tariffs_catalogs',
    ])
    for (const [kind, entity] of found) {
      const item = searchResultOf(kind, entity as FlatPage)
      expect(drawn(<SearchResultCard kind={kind} item={entity as FlatPage} />), kind).toBe(partial('search-item.html', { item }))
    }
  })
})
