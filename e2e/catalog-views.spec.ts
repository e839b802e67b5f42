import { expect, test } from './fixtures'
import { allResults, CATALOG_VIEWS, cardsOf, catalogueAfterAutoLoad, doStep, moreButtonOf, openView, type CatalogView } from './catalog-views'
import { startServer, type RunningServer } from './server'

/**
 * Every catalogue view of spec §2 against the real server, the island in its JSON mode, driven
 * by the table in e2e/catalog-views.ts: filter → debounced reload → the data URL's results; load more to the
 * end; the 400, failure and empty messages (spec §8); auto-load-more up to its maximum at
 * 1280 px (spec §4). The server seeds 1200 numbers and the full tariffs and devices, so every
 * filter of the table leaves 2–3 pages.
 */
let store: RunningServer
test.beforeAll(async () => {
  store = await startServer({ env: { NODE_ENV: 'development', SEED_NUMBERS: '1200' } })
})
test.afterAll(async () => store?.stop())

const MESSAGES = {
  badFilters: 'Ничего не нашлось. Попробуйте исправить критерии поиска.',
  failed: 'Произошла ошибка. Попробуйте исправить критерии поиска.',
  nothing: 'Ничего не нашлось',
}
const PAGE_SIZE = 20
/** The views' JSON data URLs (spec §7), which the catalogue island reads in its JSON mode, the demo's. */
const DATA_URLS = '/api/catalog/'

const withQuery = (view: CatalogView, query: Record<string, string>) => ({ ...view.api.fixed(store.dbPath), ...query })

for (const view of CATALOG_VIEWS) {
  test.describe(view.name, () => {
    test.describe('below xl', () => {
      test.use({ viewport: { width: 1000, height: 800 } })

      test('a filter reloads the cards after the debounce with the server’s results, and load more goes to the end', async ({ page }) => {
        const host = await openView(page, store.url + view.path(store.dbPath), view)
        const expected = await allResults(page, store.url, view, withQuery(view, view.filter.query))
        expect(expected.length, 'the filter leaves 2–3 pages').toBeGreaterThan(PAGE_SIZE)
        expect(expected.length).toBeLessThanOrEqual(3 * PAGE_SIZE)

        const reloaded = page.waitForResponse((r) => {
          const url = new URL(r.url())
          return url.pathname.startsWith(DATA_URLS) && url.searchParams.get('page') === '1'
        })
        // Taken before the last change, so the wait measured is never shorter than the debounce.
        let changedAt = Date.now()
        for (const step of view.filter.steps) {
          changedAt = Date.now()
          await doStep(page, step)
        }
        const answer = await reloaded
        expect(Date.now() - changedAt, 'debounced by 1 s').toBeGreaterThanOrEqual(900)
        const sent = new URL(answer.url()).searchParams
        for (const [name, value] of Object.entries(view.filter.query)) expect(sent.getAll(name)).toContain(value)
        const address = new URL(page.url()).searchParams
        for (const [name, value] of Object.entries(view.filter.query)) expect(address.getAll(name)).toContain(value)

        // The answer drawn: the button is no longer busy (the first page may look like the old one).
        const settled = host.locator('button.catalog__more:not([aria-busy])')
        await expect(settled).toHaveCount(1)
        const texts = host.locator(`[data-catalog-list] ${view.cardText}`)
        await expect(texts).toHaveText(expected.slice(0, PAGE_SIZE))
        while (await moreButtonOf(host).isVisible()) {
          const before = await cardsOf(host).count()
          await moreButtonOf(host).click()
          await expect(cardsOf(host)).not.toHaveCount(before)
          // Settled: the button is back to its label, or hidden at the end.
          await expect(settled).toHaveCount(1)
        }
        await expect(texts).toHaveText(expected)
        await expect(moreButtonOf(host)).toBeHidden()
      })

      test('shows the 400, empty and failure messages', async ({ page }) => {
        const host = await openView(page, store.url + view.path(store.dbPath), view)
        // The server's message element or the island's, both the list's live region (role status).
        const message = host.locator('.catalog__empty')

        await doStep(page, view.bad)
        await expect(message).toHaveText(MESSAGES.badFilters, { timeout: 10_000 })
        await expect(message).toHaveAttribute('role', 'status')
        await expect(cardsOf(host)).toHaveCount(0)
        await expect(moreButtonOf(host)).toBeHidden()

        await doStep(page, { fill: view.bad.fill, value: '' })
        await doStep(page, view.empty)
        await expect(message).toHaveText(MESSAGES.nothing, { timeout: 10_000 })
        await expect(cardsOf(host)).toHaveCount(0)

        await page.route(
          (url) => url.pathname.startsWith(DATA_URLS),
          (route) => route.fulfill({ status: 500, contentType: 'text/html', body: 'Внутренняя ошибка сервера.' }),
        )
        await doStep(page, { fill: view.empty.fill, value: '' })
        await expect(message).toHaveText(MESSAGES.failed, { timeout: 10_000 })
        await expect(cardsOf(host)).toHaveCount(0)
      })
    })

    test.describe('at 1280 px', () => {
      test.use({ viewport: { width: 1280, height: 720 } })

      test(`auto-load-more stops at ${view.autoLoadAtXl || 'the first'} page${view.autoLoadAtXl > 1 ? 's' : ''}`, async ({ page }) => {
        // The page's timers on a clock the test can pause (catalogueAfterAutoLoad); it runs in real time until then.
        await page.clock.install()
        const host = await openView(page, store.url + view.path(store.dbPath), view)
        const pages = Math.max(view.autoLoadAtXl, 1)
        // Scrolled to the bottom again and again, the list grows page by page up to the maximum.
        await expect
          .poll(
            async () => {
              await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
              return cardsOf(host).count()
            },
            { timeout: 15_000, intervals: [300] },
          )
          .toBe(pages * PAGE_SIZE)
        // One more throttle window at the bottom of the page: nothing more arrives by itself.
        expect(await catalogueAfterAutoLoad(page, host)).toEqual({ cards: pages * PAGE_SIZE, button: 'Показать ещё' })
        await expect(moreButtonOf(host)).toBeVisible()
        await moreButtonOf(host).click()
        await expect.poll(() => cardsOf(host).count()).toBeGreaterThan(pages * PAGE_SIZE)
      })
    })
  })
}

test.describe('star numbers index', () => {
  test.use({ viewport: { width: 1000, height: 800 } })

  test('one filter form reloads every section, number sets and super pairs included', async ({ page }) => {
    const view = CATALOG_VIEWS.find((v) => v.name.startsWith('star numbers index'))!
    await openView(page, `${store.url}/star-numbers/index/`, view)
    const firstPage = async (query: string) => {
      const response = await page.request.get(`${store.url}${query}`)
      const body = (await response.json()) as { results: ({ number: string } | { numbers: { number: string }[] })[] }
      return body.results.flatMap((r) => ('numbers' in r ? r.numbers.map((n) => n.number) : [r.number]))
    }
    const sections = [
      ...['bronze', 'silver', 'gold', 'platinum'].map((c) => ({ id: c, api: `/api/catalog/star-numbers/?category=${c}&provider=megafon` })),
      { id: 'set', api: '/api/catalog/number-sets/?kind=set&provider=megafon' },
      { id: 'super_pair', api: '/api/catalog/number-sets/?kind=super_pair&provider=megafon' },
    ]
    const expected = await Promise.all(sections.map((s) => firstPage(s.api)))
    expect(expected.filter((numbers) => numbers.length > 0).length, 'some sections keep numbers, some are left empty').toBeGreaterThan(1)
    expect(expected.some((numbers) => numbers.length === 0)).toBe(true)

    await doStep(page, { check: 'МегаФон' })
    for (const [i, section] of sections.entries()) {
      const host = page.locator(`#catalog-${section.id}`)
      if (expected[i]!.length) {
        await expect(host.locator('[data-catalog-list] .number-card__number')).toHaveText(expected[i]!, { timeout: 10_000 })
      } else {
        await expect(host.locator('.catalog__empty')).toHaveText(MESSAGES.nothing, { timeout: 10_000 })
        await expect(cardsOf(host)).toHaveCount(0)
      }
    }
  })
})
