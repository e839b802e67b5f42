import { fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, holdRequests, loadFixture, referenceResponse, useReferenceServer, type HeldRequest } from 'storefront-islands/testing'

const server = useReferenceServer()
/** Spec §9: filter and list debounce. */
const FILTER_DEBOUNCE_MS = 1000
/** The class of a page block with two newer pages after it: static/css/site.css lets the browser skip it off screen. */
const EARLIER_PAGE_CLASS = 'catalog-list__page--earlier'
afterEach(() => vi.useRealTimers())

// The test seed: 28 numbers on sale, 20 a page (page 2 holds 8, the last), 7 of each provider.
const FIRST_OF_PAGE_2 = '+7 (909) 145-62-13'

/**
 * The catalogue island's two modes over the same numbers page: how the page marks the host,
 * where a page request goes, and answers with status 200 that hold no page.
 */
interface Mode {
  name: 'json' | 'fragment'
  /** The page with its host in this mode. */
  html: (fixture?: string) => string
  /** Where page requests go (an msw path: the query is not part of it). */
  path: (pagePath: string) => string
  /** What the mode adds after `page=N` in the query. */
  suffix: string
  malformed: string[]
  /** A real answer with its `next` changed: pages the test seed does not have. */
  withNext: (answer: Response, next: number | null) => Promise<Response>
}

const MODES: Mode[] = [
  {
    name: 'json',
    html: (fixture = 'catalog-numbers.html') => fixtureHTML(fixture),
    path: () => '/api/catalog/numbers/',
    suffix: '',
    malformed: ['<html>Bad gateway</html>', '{"detail": "ok"}', '{"results": "nope"}'],
    withNext: async (answer, next) => HttpResponse.json({ ...((await answer.json()) as object), next }),
  },
  {
    name: 'fragment',
    // The host of a backend that renders its cards (docs/django.md «Catalogue hosts»): the page itself answers `&fragment=1`.
    html: (fixture = 'catalog-numbers.html') => {
      const page = new URL(/^Page: (\S+)$/m.exec(fixtureHTML(fixture))![1]!, location.origin).pathname
      return fixtureHTML(fixture)
        .replace(' data-catalog-url="/api/catalog/numbers/"', '')
        .replace(/ data-card="[a-z-]+"/, ` data-fragment-url="${page}"`)
    },
    path: (pagePath) => pagePath,
    suffix: '&fragment=1',
    malformed: ['<p>Технические работы</p>'],
    withNext: async (answer, next) =>
      new HttpResponse((await answer.text()).replace(/data-next-page="[^"]*"/, `data-next-page="${next ?? ''}"`), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  },
]

describe.each(MODES)('catalog in $name mode', (mode) => {
  /** The numbers catalogue (or another catalogue fixture) in this mode, mounted; requests to its data path held. */
  async function mount(fixture?: string, edit: (html: string) => string = (html) => html) {
    const pagePath = new URL(/^Page: (\S+)$/m.exec(fixtureHTML(fixture ?? 'catalog-numbers.html'))![1]!, location.origin).pathname
    const held = holdRequests(server, mode.path(pagePath))
    const page = await loadFixture(edit(mode.html(fixture)))
    const host = page.hostsOf('catalog')[0]!.element
    const cards = () => Array.from(host.querySelectorAll('[data-catalog-list] .catalog-list__page > [role="listitem"]'))
    return { page, host, held, cards }
  }
  /** Fakes setTimeout (the 1 s filter debounce) from now on. */
  const debounced = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const more = () => screen.getByRole('button', { name: /Показать ещё|Загрузка/ })
  const catalog = () => document.querySelector<HTMLElement>('[data-island="catalog"]')!
  /** The catalogue's live region (the short-link generator of the page has its own). */
  const status = () => within(catalog()).getByRole('status')
  /** The cards a list holds for assistive technology (listitems of its page blocks, not of the cards' tag lists). */
  const cardsIn = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('role') === 'none')
  /** The lists of the catalogue, not the tag lists of its cards («Метки»). */
  const lists = (host: HTMLElement) =>
    within(host)
      .getAllByRole('list')
      .filter((list) => list.getAttribute('aria-label') !== 'Метки')
  const query = (held: HeldRequest) => held.url.search
  const release = async (held: HeldRequest, next?: number | null) =>
    next === undefined ? held.release() : held.answer(await mode.withNext(await referenceResponse(held.request), next))
  const answer = (held: HeldRequest, status: number, body: string) =>
    held.answer(new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } }))

  describe('catalog: load more', () => {
    it('replaces the link with a button that appends the next page without re-rendering loaded cards, then hides at the end', async () => {
      const { host, cards, held } = await mount()
      expect(host.querySelector('a[data-catalog-more]')).not.toBeVisible()
      const first = cards()[0]

      fireEvent.click(more())
      expect(more()).toHaveTextContent('Загрузка')
      expect(more()).toBeDisabled()
      const page2 = await held.arrived(0)
      expect(page2.url.pathname).toBe(mode.path('/numbers/'))
      expect(query(page2)).toBe(`?page=2${mode.suffix}`)
      page2.release()
      // In 'json' mode the first page drawn imports the cards' modules, which vitest compiles on
      // first use: seconds on a busy machine, past waitFor's default second.
      await vi.waitFor(() => expect(cards()).toHaveLength(28), { timeout: 15_000 })
      expect(cards()[0]).toBe(first)
      expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    })

    it('appends each page as a block of its own, and assistive technology gets one list of every loaded card', async () => {
      const { host, held } = await mount()
      const [list] = lists(host) as [HTMLElement]
      const firstPage = list.firstElementChild
      expect(cardsIn(list)).toHaveLength(20)

      // Three pages: page 2 answered with a next page, page 3 with page 2's cards again.
      fireEvent.click(more())
      await release(await held.arrived(0), 3)
      await vi.waitFor(() => expect(cardsIn(list)).toHaveLength(28))
      // Still one list: the page blocks are presentational (role="none"), not lists of 20.
      expect(lists(host)).toEqual([list])
      expect(list.children).toHaveLength(2)
      expect(list.firstElementChild).toBe(firstPage)
      expect(cardsIn(list)[20]).toHaveTextContent(FIRST_OF_PAGE_2)
      expect(list.lastElementChild).not.toHaveAttribute('data-next-page')

      // Page 1 now has two newer pages after it: off screen, the browser may skip it (site.css).
      fireEvent.click(more())
      const page3 = await held.arrived(1)
      expect(page3.url.searchParams.get('page')).toBe('3')
      page3.answer(await mode.withNext(await referenceResponse(new Request(page3.url.href.replace('page=3', 'page=2'))), null))
      await vi.waitFor(() => expect(cardsIn(list)).toHaveLength(36))
      expect(Array.from(list.children, (block) => block.classList.contains(EARLIER_PAGE_CLASS))).toEqual([true, false, false])
    })

    it('hides the button when the server answers 404 (the page vanished since the list was drawn)', async () => {
      const { held } = await mount()
      fireEvent.click(more())
      answer(await held.arrived(0), 404, '')
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Показать ещё|Загрузка/ })).toBeNull())
    })

    it('returns the button to its label on failure', async () => {
      const { cards, held } = await mount()
      fireEvent.click(more())
      answer(await held.arrived(0), 500, 'oops')
      await vi.waitFor(() => expect(more()).toHaveTextContent('Показать ещё'))
      expect(more()).toBeEnabled()
      expect(cards()).toHaveLength(20)
    })
  })

  describe('catalog: a malformed answer (bad input)', () => {
    it('says Произошла ошибка and keeps the cards on screen, on load more and on a filter reload', async () => {
      for (const body of mode.malformed) {
        const { cards, held } = await mount()
        debounced()
        fireEvent.click(more())
        ;(await held.arrived(0)).answer(new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } }))
        await vi.waitFor(() => expect(status()).toHaveTextContent('Произошла ошибка. Попробуйте исправить критерии поиска.'))
        expect(cards()).toHaveLength(20)
        expect(more()).toHaveTextContent('Показать ещё')

        fireEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
        await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
        ;(await held.arrived(1)).answer(new HttpResponse(body, { status: 200 }))
        await vi.advanceTimersByTimeAsync(10)
        await vi.waitFor(() => expect(status()).toHaveTextContent('Произошла ошибка. Попробуйте исправить критерии поиска.'))
        expect(cards()).toHaveLength(20)
        vi.useRealTimers()
      }
    })
  })

  describe('catalog: filters', () => {
    it('reloads 1 s after a filter change, puts the filters into the URL and replaces the cards', async () => {
      const { cards, held } = await mount()
      debounced()
      fireEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS - 1)
      expect(held).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(1)
      const reload = await held.arrived(0)
      expect(query(reload)).toBe(`?provider=beeline&page=1${mode.suffix}`)
      expect(location.pathname + location.search).toBe('/numbers/?provider=beeline')
      reload.release()
      await vi.waitFor(() => expect(cards()).toHaveLength(7))
      expect(cards().every((card) => card.textContent!.includes('Билайн'))).toBe(true)
      expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    })

    it('keeps «Показать ещё» busy while a filter reload is on its way, then continues the new filters', async () => {
      const { cards, held } = await mount()
      debounced()
      fireEvent.change(screen.getByRole('combobox', { name: 'Сортировка' }), { target: { value: 'price' } })
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      // A click now would be dropped (one request at a time), so the button cannot take it.
      expect(more()).toHaveTextContent('Загрузка')
      expect(more()).toBeDisabled()
      ;(await held.arrived(0)).release()
      await vi.waitFor(() => expect(more()).toBeEnabled())
      expect(more()).toHaveTextContent('Показать ещё')

      fireEvent.click(more())
      const page2 = await held.arrived(1)
      expect(query(page2)).toBe(`?ordering=price&page=2${mode.suffix}`)
      page2.release()
      await vi.waitFor(() => expect(cards()).toHaveLength(28))
    })

    it('sends price filters without their thousands separators', async () => {
      const { held } = await mount()
      debounced()
      fireEvent.input(screen.getByLabelText('Цена от, ₽'), { target: { value: '1\u00A0500' } })
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      expect((await held.arrived(0)).url.searchParams.get('price_min')).toBe('1500')
    })

    it.each([
      [400, 'Ничего не нашлось. Попробуйте исправить критерии поиска.'],
      [500, 'Произошла ошибка. Попробуйте исправить критерии поиска.'],
      [0, 'Произошла ошибка. Попробуйте исправить критерии поиска.'],
    ])('answers HTTP %i with its message in the live region', async (code, text) => {
      const { cards, held } = await mount()
      debounced()
      fireEvent.input(screen.getByLabelText('Маска номера'), { target: { value: 'g' } })
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      const reload = await held.arrived(0)
      // 400: the reference server's own answer to a bad mask.
      if (code === 400) reload.release()
      else if (code === 500) answer(reload, 500, 'oops')
      else reload.answer(HttpResponse.error())
      await vi.waitFor(() => expect(status()).toHaveTextContent(text))
      expect(status()).toHaveAttribute('aria-live', 'polite')
      expect(cards()).toHaveLength(0)
    })

    it('says Ничего не нашлось for an empty result, and clears it once cards come back', async () => {
      const { cards, held } = await mount()
      debounced()
      const mask = screen.getByLabelText('Маска номера')
      fireEvent.input(mask, { target: { value: '0000000000' } })
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      ;(await held.arrived(0)).release()
      await vi.waitFor(() => expect(status()).toHaveTextContent(/^Ничего не нашлось$/))
      fireEvent.input(mask, { target: { value: '' } })
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      ;(await held.arrived(1)).release()
      await vi.waitFor(() => expect(cards()).toHaveLength(20))
      expect(within(catalog()).queryByRole('status')).toBeNull()
      expect(more()).toBeVisible()
    })

    it('shows only the newest answer when an older one arrives later', async () => {
      const { cards, held } = await mount()
      debounced()
      fireEvent.click(screen.getByRole('checkbox', { name: 'МТС' }))
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      fireEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      const [older, newer] = [await held.arrived(0), await held.arrived(1)]
      expect(older.signal.aborted).toBe(true)
      newer.release()
      await vi.waitFor(() => expect(cards()).toHaveLength(14))
      older.release()
      await vi.advanceTimersByTimeAsync(10)
      expect(cards()).toHaveLength(14)
      expect(cards().every((card) => /МТС|Билайн/.test(card.textContent!))).toBe(true)
    })
  })

  describe('catalog: auto-load-more and cleanup', () => {
    // Auto-load from the smallest width (happy-dom's window is 1024 px, below the page's xl).
    const autoLoad = (pages: number) => (html: string) => {
      expect(html).toContain('data-auto-load="{&quot;xl&quot;: 2}"')
      return html.replace('data-auto-load="{&quot;xl&quot;: 2}"', `data-auto-load="{&quot;xs&quot;: ${pages}}"`)
    }

    it('auto-loads while the list bottom is near, up to the page limit of the width', async () => {
      // happy-dom lays nothing out: the list bottom is always within reach.
      const { cards, held } = await mount(undefined, autoLoad(2))
      const page2 = await held.arrived(0)
      expect(page2.url.searchParams.get('page')).toBe('2')
      // A page 3 exists (the test seed has two): the limit, not the end, stops the auto-load.
      await release(page2, 3)
      await vi.waitFor(() => expect(cards()).toHaveLength(28))
      debounced()
      fireEvent.scroll(window)
      await vi.advanceTimersByTimeAsync(2000)
      fireEvent.scroll(window)
      expect(held).toHaveLength(1)
      expect(more()).toBeVisible()
    })

    it('does not auto-load below the breakpoint of data-auto-load', async () => {
      const { held } = await mount() // {"xl": 2} and happy-dom's 1024 px window
      fireEvent.scroll(window)
      expect(held).toHaveLength(0)
    })

    it('releases listeners, timers and requests, and gives the server link back', async () => {
      const { page, host, held } = await mount(undefined, autoLoad(3))
      const page2 = await held.arrived(0)
      debounced()
      fireEvent.click(screen.getByRole('checkbox', { name: 'МТС' }))
      page.unmount()
      expect(page2.signal.aborted).toBe(true)
      await vi.advanceTimersByTimeAsync(5000)
      fireEvent.scroll(window)
      expect(held).toHaveLength(1)
      expect(host.querySelector('button')).toBeNull()
      expect(host.querySelector('a[data-catalog-more]')).toBeVisible()
    })
  })

  describe('catalog: data-extra-* parameters (spec §7)', () => {
    it('sends the listing’s fixed category with load more and with filter reloads, but keeps it out of the address', async () => {
      const { host, held } = await mount('catalog-numbers-regular.html')
      expect(host).toHaveAttribute('data-extra-category', 'regular')
      expect(screen.queryByRole('checkbox', { name: 'Золотой' })).toBeNull()

      fireEvent.click(more())
      const page2 = await held.arrived(0)
      expect(page2.url.pathname).toBe(mode.path('/numbers/regular/'))
      expect(query(page2)).toBe(`?category=regular&page=2${mode.suffix}`)
      page2.release()
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Загрузка/ })).toBeNull())

      debounced()
      fireEvent.click(screen.getByRole('checkbox', { name: 'Можно взять в аренду', hidden: true }))
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      expect(query(await held.arrived(1))).toBe(`?rent=true&category=regular&page=1${mode.suffix}`)
      expect(location.pathname + location.search).toBe('/numbers/regular/?rent=true')
    })

    it('sends the provider of a provider listing with filter reloads', async () => {
      const { host, held } = await mount('catalog-numbers-mts.html')
      expect(host).toHaveAttribute('data-extra-provider', 'mts')
      expect(screen.queryByRole('checkbox', { name: 'МТС' })).toBeNull()
      debounced()
      fireEvent.click(screen.getByRole('checkbox', { name: 'Можно взять в аренду', hidden: true }))
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      const reload = await held.arrived(0)
      expect(query(reload)).toBe(`?rent=true&provider=mts&page=1${mode.suffix}`)
      reload.release()
      // The reference server's rentable numbers of МТС.
      await vi.waitFor(() => expect(host.querySelectorAll('[data-catalog-list] .catalog-list__page > [role="listitem"]')).toHaveLength(2))
    })

    it('lets a filter of the same name narrow the extra (star numbers: all star categories until one is chosen)', async () => {
      const { held } = await mount('catalog-star-numbers.html')
      debounced()
      fireEvent.click(screen.getByRole('checkbox', { name: 'Можно взять в аренду', hidden: true }))
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      expect((await held.arrived(0)).url.searchParams.getAll('category')).toEqual(['bronze,silver,gold,platinum'])

      fireEvent.click(screen.getByRole('checkbox', { name: 'Золотой', hidden: true }))
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      expect((await held.arrived(1)).url.searchParams.getAll('category')).toEqual(['gold'])
    })
  })
})
