import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import contract, { type CatalogProps } from '../../islands/catalog'
import enhanceCatalog, { EARLIER_PAGE_CLASS, FILTER_DEBOUNCE_MS } from '../../islands/catalog/catalog'
import { parseProps } from '../../shared/runtime/schema'
import { MODES, numberItem, pageOfNumbers, renderNumbersPage, renderNumbersView, type Mode } from './catalog-page'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  history.replaceState(null, '', '/')
})

type Answer = { status?: number; body: string }
interface Call {
  url: URL
  signal: AbortSignal
  answer: (a: Answer) => void
}

/** fetch replaced by a queue of calls the test answers one by one, in any order. */
function stubFetch() {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url: new URL(input, location.href),
          signal: init.signal!,
          answer: ({ status = 200, body }) => resolve(new Response(body, { status, headers: { 'Content-Type': 'text/html' } })),
        })
      }),
    ),
  )
  return calls
}

function mount(mode: Mode, options: Parameters<typeof renderNumbersPage>[0] = {}, override: Partial<CatalogProps> = {}) {
  history.replaceState(null, '', '/numbers/')
  renderNumbersPage({ ...options, mode })
  const host = document.querySelector<HTMLElement>('[data-island="catalog"]')!
  const parsed = parseProps(host, contract.schema)
  if (!('props' in parsed)) throw new Error('bad props')
  const props = { ...(parsed.props as CatalogProps), ...override }
  const release = enhanceCatalog(host, props)
  const cards = () => Array.from(host.querySelectorAll('[data-catalog-list] .catalog-list__page > [role="listitem"]'))
  return { host, release, cards }
}

const more = () => screen.getByRole('button', { name: /Показать ещё|Загрузка/ })
const numbersOn = (page: number) => pageOfNumbers(page)

describe.each(MODES)('catalog in $name mode', (mode) => {
describe('catalog: load more', () => {
  it('replaces the link with a button that appends the next pages without re-rendering loaded cards, then hides at the end', async () => {
    const calls = stubFetch()
    const { host, cards, release } = mount(mode)
    expect(host.querySelector('a[data-catalog-more]')).not.toBeVisible()
    const first = cards()[0]

    fireEvent.click(more())
    expect(more()).toHaveTextContent('Загрузка')
    expect(more()).toBeDisabled()
    expect(calls[0]!.url.pathname).toBe(mode.dataPath('/numbers/'))
    expect(calls[0]!.url.search).toBe(`?page=2${mode.suffix}`)
    calls[0]!.answer({ body: mode.body({ items: numbersOn(2), nextPage: 3, page: 2 }) })
    await waitFor(() => expect(cards()).toHaveLength(40))
    expect(cards()[0]).toBe(first)
    expect(more()).toHaveTextContent('Показать ещё')

    fireEvent.click(more())
    expect(calls[1]!.url.searchParams.get('page')).toBe('3')
    calls[1]!.answer({ body: mode.body({ items: [numberItem(41)], nextPage: null, page: 3 }) })
    await waitFor(() => expect(cards()).toHaveLength(41))
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    release()
  })

  it('appends each page as a block of its own, and assistive technology gets one list of every loaded card', async () => {
    const calls = stubFetch()
    const { host, release } = mount(mode)
    const list = within(host).getByRole('list')
    const firstPage = list.firstElementChild
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)

    fireEvent.click(more())
    calls[0]!.answer({ body: mode.body({ items: numbersOn(2), nextPage: 3, page: 2 }) })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40))
    // Still one list: the page blocks are presentational (role="none"), not lists of 20.
    expect(within(host).getAllByRole('list')).toEqual([list])
    expect(list.children).toHaveLength(2)
    expect(list.firstElementChild).toBe(firstPage)
    expect(within(list).getAllByRole('listitem')[20]).toHaveTextContent('+7 9000000021')
    expect(list.lastElementChild).not.toHaveAttribute('data-next-page')

    // Page 1 now has two newer pages after it: off screen, the browser may skip it (site.css).
    fireEvent.click(more())
    calls[1]!.answer({ body: mode.body({ items: numbersOn(3), nextPage: 4, page: 3 }) })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60))
    expect(Array.from(list.children, (block) => block.classList.contains(EARLIER_PAGE_CLASS))).toEqual([true, false, false])
    release()
  })

  it('hides the button when the server answers 404', async () => {
    const calls = stubFetch()
    const { release } = mount(mode)
    fireEvent.click(more())
    calls[0]!.answer({ status: 404, body: '' })
    await waitFor(() => expect(screen.queryByRole('button', { name: /Показать ещё|Загрузка/ })).toBeNull())
    release()
  })

  it('returns the button to its label on failure', async () => {
    const calls = stubFetch()
    const { cards, release } = mount(mode)
    fireEvent.click(more())
    calls[0]!.answer({ status: 500, body: 'oops' })
    await waitFor(() => expect(more()).toHaveTextContent('Показать ещё'))
    expect(more()).toBeEnabled()
    expect(cards()).toHaveLength(20)
    release()
  })
})

describe('catalog: a malformed answer (bad input)', () => {
  it('says Произошла ошибка and keeps the cards on screen, on load more and on a filter reload', async () => {
    vi.useFakeTimers()
    for (const body of mode.malformed) {
      const calls = stubFetch()
      const { cards, release } = mount(mode)
      fireEvent.click(more())
      calls[0]!.answer({ body })
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Произошла ошибка. Попробуйте исправить критерии поиска.'))
      expect(cards()).toHaveLength(20)
      expect(more()).toHaveTextContent('Показать ещё')

      fireEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
      await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
      calls[1]!.answer({ body })
      await vi.advanceTimersByTimeAsync(10)
      expect(cards()).toHaveLength(20)
      expect(screen.getByRole('status')).toHaveTextContent('Произошла ошибка. Попробуйте исправить критерии поиска.')
      release()
    }
  })
})

describe('catalog: filters', () => {
  it('reloads 1 s after a filter change, puts the filters into the URL and replaces the cards', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    const { cards, release } = mount(mode)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS - 1)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.search).toBe(`?provider=beeline&page=1${mode.suffix}`)
    expect(location.pathname + location.search).toBe('/numbers/?provider=beeline')
    calls[0]!.answer({ body: mode.body({ items: [numberItem(500, 'beeline')], nextPage: null }) })
    await vi.waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('Билайн')
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    release()
  })

  it('keeps «Показать ещё» busy while a filter reload is on its way, then continues the new filters', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    const { cards, release } = mount(mode)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    // A click now would be dropped (one request at a time), so the button cannot take it.
    expect(more()).toHaveTextContent('Загрузка')
    expect(more()).toBeDisabled()
    calls[0]!.answer({ body: mode.body({ items: numbersOn(1), nextPage: 2 }) })
    await vi.waitFor(() => expect(more()).toBeEnabled())
    expect(more()).toHaveTextContent('Показать ещё')

    fireEvent.click(more())
    expect(calls[1]!.url.search).toBe(`?provider=beeline&page=2${mode.suffix}`)
    calls[1]!.answer({ body: mode.body({ items: numbersOn(2), nextPage: null, page: 2 }) })
    await vi.waitFor(() => expect(cards()).toHaveLength(40))
    release()
  })

  it('sends price filters without their thousands separators', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    const { release } = mount(mode)
    const price = screen.getByLabelText('Цена от, ₽')
    fireEvent.input(price, { target: { value: '1\u00A0500' } })
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    expect(calls[0]!.url.searchParams.get('price_min')).toBe('1500')
    release()
  })

  it.each([
    [400, 'Ничего не нашлось. Попробуйте исправить критерии поиска.'],
    [500, 'Произошла ошибка. Попробуйте исправить критерии поиска.'],
    [0, 'Произошла ошибка. Попробуйте исправить критерии поиска.'],
  ])('answers HTTP %i with its message in the live region', async (status, text) => {
    vi.useFakeTimers()
    const calls = stubFetch()
    if (status === 0) vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    const { cards, release } = mount(mode)
    fireEvent.input(screen.getByLabelText('Маска номера'), { target: { value: 'g' } })
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    if (status) calls[0]!.answer({ status, body: mode.body({ items: [], nextPage: null }) })
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text))
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite')
    expect(cards()).toHaveLength(0)
    release()
  })

  it('says Ничего не нашлось for an empty result, and clears it once cards come back', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    const { cards, release } = mount(mode)
    fireEvent.click(screen.getByRole('checkbox', { name: 'МегаФон' }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    calls[0]!.answer({ body: mode.body({ items: [], nextPage: null }) })
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Ничего не нашлось$/))
    fireEvent.click(screen.getByRole('checkbox', { name: 'МегаФон' }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    calls[1]!.answer({ body: mode.body({ items: numbersOn(1), nextPage: 2 }) })
    await vi.waitFor(() => expect(cards()).toHaveLength(20))
    expect(screen.queryByRole('status')).toBeNull()
    expect(more()).toBeVisible()
    release()
  })

  it('shows only the newest answer when an older one arrives later', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    const { cards, release } = mount(mode)
    fireEvent.click(screen.getByRole('checkbox', { name: 'МТС' }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    expect(calls).toHaveLength(2)
    expect(calls[0]!.signal.aborted).toBe(true)
    calls[1]!.answer({ body: mode.body({ items: [numberItem(2, 'beeline')], nextPage: null }) })
    await vi.waitFor(() => expect(cards()).toHaveLength(1))
    calls[0]!.answer({ body: mode.body({ items: numbersOn(1), nextPage: 2 }) })
    await vi.advanceTimersByTimeAsync(10)
    expect(cards()).toHaveLength(1)
    expect(cards()[0]).toHaveTextContent('Билайн')
    release()
  })
})

describe('catalog: auto-load-more and cleanup', () => {
  it('auto-loads while the list bottom is near, up to the page limit of the width', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    // happy-dom lays nothing out: the list bottom is always within reach.
    const { cards, release } = mount(mode, {}, { autoLoad: { 0: 2 } })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.searchParams.get('page')).toBe('2')
    calls[0]!.answer({ body: mode.body({ items: numbersOn(2), nextPage: 3, page: 2 }) })
    await vi.waitFor(() => expect(cards()).toHaveLength(40))
    fireEvent.scroll(window)
    await vi.advanceTimersByTimeAsync(2000)
    fireEvent.scroll(window)
    expect(calls).toHaveLength(1)
    expect(more()).toBeVisible()
    release()
  })

  it('does not auto-load below the breakpoint of data-auto-load', () => {
    const calls = stubFetch()
    const { release } = mount(mode) // {"1200": 2} and happy-dom's 1024 px window
    fireEvent.scroll(window)
    expect(calls).toHaveLength(0)
    release()
  })

  it('releases listeners, timers and requests, and gives the server link back', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    const { host, release } = mount(mode, {}, { autoLoad: { 0: 3 } })
    expect(calls).toHaveLength(1)
    fireEvent.click(screen.getByRole('checkbox', { name: 'МТС' }))
    release()
    expect(calls[0]!.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(5000)
    fireEvent.scroll(window)
    expect(calls).toHaveLength(1)
    expect(host.querySelector('button')).toBeNull()
    expect(host.querySelector('a[data-catalog-more]')).toBeVisible()
  })
})

describe('catalog: data-extra-* parameters (spec §7)', () => {
  function mountView(view: Parameters<typeof renderNumbersView>[0], path: string) {
    history.replaceState(null, '', path)
    renderNumbersView(view, { mode })
    const host = document.querySelector<HTMLElement>('[data-island="catalog"]')!
    const parsed = parseProps(host, contract.schema)
    if (!('props' in parsed)) throw new Error('bad props')
    return { host, release: enhanceCatalog(host, parsed.props as CatalogProps) }
  }

  it('sends the listing’s fixed provider with load more and with filter reloads, but keeps it out of the address', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    const { host, release } = mountView({ listing: { provider: 'mts' } }, '/numbers/mts/')
    expect(host).toHaveAttribute('data-extra-provider', 'mts')
    expect(screen.queryByRole('checkbox', { name: 'МТС' })).toBeNull()

    fireEvent.click(more())
    expect(calls[0]!.url.pathname).toBe(mode.dataPath('/numbers/mts/'))
    expect(calls[0]!.url.search).toBe(`?provider=mts&page=2${mode.suffix}`)
    calls[0]!.answer({ body: mode.body({ items: numbersOn(2), nextPage: 3, page: 2 }) })
    await vi.waitFor(() => expect(more()).toHaveTextContent('Показать ещё'))

    fireEvent.click(screen.getByRole('checkbox', { name: 'Можно взять в аренду' }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    expect(calls[1]!.url.search).toBe(`?rent=true&provider=mts&page=1${mode.suffix}`)
    expect(location.pathname + location.search).toBe('/numbers/mts/?rent=true')
    release()
  })

  it('lets a filter of the same name narrow the extra (star numbers: all star categories until one is chosen)', async () => {
    vi.useFakeTimers()
    const calls = stubFetch()
    const { release } = mountView({ starNumbers: true }, '/star-numbers/')
    // In the closed advanced block (the filters island, which opens it, is not mounted here).
    fireEvent.click(screen.getByRole('checkbox', { name: 'Можно взять в аренду', hidden: true }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    expect(calls[0]!.url.searchParams.getAll('category')).toEqual(['bronze,silver,gold,platinum'])

    fireEvent.click(screen.getByRole('checkbox', { name: 'Золотой' }))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    expect(calls[1]!.url.searchParams.getAll('category')).toEqual(['gold'])
    release()
  })
})
})
