import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createSuitablePages, type SuitableList, type SuitablePages } from '../../browser/stores/suitable-pages'
import { apiRequest, logRequests, useReferenceServer } from '../../testing'
import { recordStates } from './record'

// The store against the reference server (testing kit): the test seed's МТС number 5 suits
// МТС's three tariffs; device 4 (a router) suits the tariffs with internet.
const server = useReferenceServer()
beforeEach(() => apiRequest('GET', '/api/cart/'))
const NUMBER = { list: 'number-tariffs', id: 5 } as const
const ROUTER = { list: 'device-tariffs', id: 4 } as const

/** Every state the store goes through while `work` runs, one line each. */
const record = <L extends SuitableList>(pages: SuitablePages<L>, work: () => unknown) =>
  recordStates(
    pages.$pages,
    ({ owner, extra, next, hasNext, loading, failed }) =>
      `${owner} [${extra.map((entry) => ('name' in entry ? entry.name : entry.number)).join(', ')}] next=${next} hasNext=${hasNext}${loading ? ' loading' : ''}${failed ? ' failed' : ''}`,
    work,
  )

describe('suitable pages store (spec §4, §7)', () => {
  it('loads page after page of the first page’s size until the server says there is no next', async () => {
    const pages = createSuitablePages<'number-tariffs'>()
    const sent = logRequests(server)
    const states = await record(pages, async () => {
      await pages.loadMore(NUMBER, 1)
      await pages.loadMore(NUMBER, 1)
    })
    expect(states).toEqual([
      'number-tariffs/5 [] next=2 hasNext=null loading',
      'number-tariffs/5 [Мой разговор] next=3 hasNext=true',
      'number-tariffs/5 [Мой разговор] next=3 hasNext=true loading',
      'number-tariffs/5 [Мой разговор, Для планшета] next=4 hasNext=false',
    ])
    expect(sent).toEqual(['GET /api/numbers/suitable-tariffs/5/?page=2&page_size=1', 'GET /api/numbers/suitable-tariffs/5/?page=3&page_size=1'])
  })

  it('takes a 404 past the last page as the end of the list, and asks once however often it is pressed', async () => {
    const pages = createSuitablePages<'number-tariffs'>()
    const sent = logRequests(server)
    const states = await record(pages, () => Promise.all([pages.loadMore(NUMBER, 3), pages.loadMore(NUMBER, 3)]))
    expect(states).toEqual(['number-tariffs/5 [] next=2 hasNext=null loading', 'number-tariffs/5 [] next=2 hasNext=false'])
    expect(sent).toEqual(['GET /api/numbers/suitable-tariffs/5/?page=2&page_size=3'])
  })

  it('says a failure and loads the same page on the next press', async () => {
    const pages = createSuitablePages<'number-tariffs'>()
    server.use(http.get('/api/numbers/suitable-tariffs/5/', () => HttpResponse.json({}, { status: 500 }), { once: true }))
    const states = await record(pages, async () => {
      await pages.loadMore(NUMBER, 1)
      await pages.loadMore(NUMBER, 1)
    })
    expect(states).toEqual([
      'number-tariffs/5 [] next=2 hasNext=null loading',
      'number-tariffs/5 [] next=2 hasNext=null failed',
      'number-tariffs/5 [] next=2 hasNext=null loading',
      'number-tariffs/5 [Мой разговор] next=3 hasNext=true',
    ])
  })

  it('starts over for a new owner (the line lost its number: its device’s tariffs now)', async () => {
    const pages = createSuitablePages<'number-tariffs' | 'device-tariffs'>()
    const sent = logRequests(server)
    const states = await record(pages, async () => {
      await pages.loadMore(NUMBER, 1)
      await pages.loadMore(ROUTER, 20)
    })
    expect(states.map((state) => state.replace(/\[[^\]]*\]/, '[…]'))).toEqual([
      'number-tariffs/5 […] next=2 hasNext=null loading',
      'number-tariffs/5 […] next=3 hasNext=true',
      'device-tariffs/4 […] next=2 hasNext=null loading',
      'device-tariffs/4 […] next=2 hasNext=false',
    ])
    expect(sent).toEqual(['GET /api/numbers/suitable-tariffs/5/?page=2&page_size=1', 'GET /api/device-suitable-tariffs/4/?page=2&page_size=20'])
  })
})
