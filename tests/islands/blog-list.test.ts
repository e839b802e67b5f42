import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, holdRequests, loadFixture, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()
/** Spec §9: filter and list debounce. */
const FILTER_DEBOUNCE_MS = 1000
afterEach(() => vi.useRealTimers())

// The test seed: 40 news (two pages of 20), 12 of each provider; reviews on two pages.
/** A list page of the catalogue, mounted; `timers` fakes setTimeout for the 1 s filter debounce. */
async function mount(fixture: string, { timers = false } = {}) {
  const page = await loadFixture(fixture)
  const host = page.hostsOf('blog-list')[0]!.element
  if (timers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const items = () => Array.from(host.querySelectorAll('[data-blog-list] [role="listitem"]'))
  return { page, host, items }
}
const path = (held: { url: URL }) => held.url.pathname + held.url.search

const more = () => screen.getByRole('button', { name: /Показать ещё|Загрузка/ })
const status = () => screen.getByRole('status')
const pill = (name: string) => screen.getByRole('button', { name })
const debounce = () => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)

describe('blog-list: load more', () => {
  it('replaces the link with a button that appends pages without touching loaded items, then hides at the end', async () => {
    const held = holdRequests(server, '/api/news/')
    const { host, items } = await mount('blog-list-news.html')
    expect(host.querySelector('a[data-blog-more]')).not.toBeVisible()
    const first = items()[0]

    more().focus()
    fireEvent.click(more())
    expect(more()).toHaveTextContent('Загрузка')
    expect(more()).toBeDisabled()
    expect(path(await held.arrived(0))).toBe('/api/news/?page=2')
    ;(await held.arrived(0)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(40))
    expect(items()[0]).toBe(first)
    // The last page: the button goes, and the focus that was on it continues at the first new item.
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    expect(screen.getByRole('link', { name: 'МегаФон снизил цены на красивые номера' })).toHaveFocus()
  })

  it('hides the button when the server answers 404 (the page vanished since the list was drawn)', async () => {
    const held = holdRequests(server, '/api/news/')
    const { items } = await mount('blog-list-news.html')
    fireEvent.click(more())
    ;(await held.arrived(0)).answer(HttpResponse.json({ detail: 'Неправильная страница' }, { status: 404 }))
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Показать ещё|Загрузка/ })).toBeNull())
    expect(items()).toHaveLength(20)
    expect(status()).toHaveTextContent('')
  })

  it('gives the label back with a message on failure, and a retry clears the message', async () => {
    const held = holdRequests(server, '/api/news/')
    const { items } = await mount('blog-list-news.html')
    fireEvent.click(more())
    expect(more()).toHaveTextContent('Загрузка')
    ;(await held.arrived(0)).answer(HttpResponse.json({ detail: 'Ошибка сервера' }, { status: 500 }))
    await vi.waitFor(() => expect(more()).toHaveTextContent('Показать ещё'))
    expect(more()).toBeEnabled()
    expect(status()).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    expect(items()).toHaveLength(20)

    fireEvent.click(more())
    ;(await held.arrived(1)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(40))
    expect(status()).toHaveTextContent('')
  })

  it('appends reviews with their stars named «Оценка N из 5»', async () => {
    const held = holdRequests(server, '/api/load-more-reviews/')
    const { items } = await mount('blog-list-reviews.html')
    fireEvent.click(more())
    expect(path(await held.arrived(0))).toBe('/api/load-more-reviews/?page=2')
    ;(await held.arrived(0)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(40))
    const appended = within(items()[20] as HTMLElement)
    expect(appended.getByText('Алексей')).toBeInTheDocument()
    expect(appended.getByRole('img', { name: /^Оценка [1-5] из 5$/ }).textContent).toMatch(/^★+☆*$/)
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
  })

  it("pages an author's articles through the author's data URL", async () => {
    const held = holdRequests(server, '/api/authors/articles/')
    // The seed's authors write one page each: the page is drawn with a next page, answered with the author's articles.
    expect(fixtureHTML('blog-list-author.html')).toContain('data-list-url="/api/authors/articles/?author=1" data-next-page=""')
    const { items } = await mount(fixtureHTML('blog-list-author.html').replace('data-next-page=""', 'data-next-page="2"'))
    expect(screen.queryByRole('navigation', { name: 'Оператор' })).toBeNull()
    const count = items().length
    fireEvent.click(more())
    const page2 = await held.arrived(0)
    expect(path(page2)).toBe('/api/authors/articles/?author=1&page=2')
    const page1 = await referenceResponse(new Request(new URL('/api/authors/articles/?author=1&page=1', location.origin)))
    page2.answer(HttpResponse.json({ ...(await page1.json()), next: null }))
    await vi.waitFor(() => expect(items()).toHaveLength(count * 2))
    const appended = within(items().at(-1) as HTMLElement)
    expect(appended.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/articles/authors/'))).not.toHaveLength(0)
  })

  it('puts the server link back on cleanup', async () => {
    const { page, host } = await mount('blog-list-news.html')
    page.unmount()
    expect(host.querySelector('a[data-blog-more]')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    expect(screen.getByRole('link', { name: 'МТС' })).toBeInTheDocument()
  })
})

describe('blog-list: provider filter', () => {
  it('turns the pills into toggles and reloads 1 s after a change, with the filter in the URL', async () => {
    const held = holdRequests(server, '/api/news/')
    const { items } = await mount('blog-list-news.html', { timers: true })
    expect(pill('Все')).toHaveAttribute('aria-pressed', 'true')
    expect(pill('МТС')).toHaveAttribute('aria-pressed', 'false')

    fireEvent.click(pill('МТС'))
    expect(pill('МТС')).toHaveAttribute('aria-pressed', 'true')
    expect(pill('Все')).toHaveAttribute('aria-pressed', 'false')
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS - 1)
    expect(held).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await held.arrived(0)
    expect(held.map(path)).toEqual(['/api/news/?provider=mts&page=1'])
    expect(location.pathname + location.search).toBe('/news/?provider=mts')
    ;(await held.arrived(0)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(12))
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()

    // Two providers have a second page; it continues the filtered list.
    fireEvent.click(pill('Билайн'))
    await debounce()
    ;(await held.arrived(1)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(20))
    fireEvent.click(more())
    expect(path(await held.arrived(2))).toBe('/api/news/?provider=mts&provider=beeline&page=2')
  })

  it('aborts the stale reload and shows only the newest answer', async () => {
    const held = holdRequests(server, '/api/news/')
    const { items } = await mount('blog-list-news.html', { timers: true })
    fireEvent.click(pill('МТС'))
    await debounce()
    fireEvent.click(pill('Билайн'))
    await debounce()
    await held.arrived(1)
    expect(held.map((h) => h.signal.aborted)).toEqual([true, false])
    expect(path(await held.arrived(1))).toBe('/api/news/?provider=mts&provider=beeline&page=1')
    expect(location.search).toBe('?provider=mts&provider=beeline')

    ;(await held.arrived(1)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(20))
    ;(await held.arrived(0)).release()
    await vi.advanceTimersByTimeAsync(10)
    expect(items()).toHaveLength(20)
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeVisible()
  })

  it('waits for the last of quick changes, and «Все» clears the choice', async () => {
    const held = holdRequests(server, '/api/news/')
    await mount('blog-list-news-filtered.html', { timers: true })
    expect(pill('МТС')).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(pill('Билайн'))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS / 2)
    fireEvent.click(pill('Все'))
    expect(pill('Все')).toHaveAttribute('aria-pressed', 'true')
    expect(pill('МТС')).toHaveAttribute('aria-pressed', 'false')
    await debounce()
    await held.arrived(0)
    expect(held.map(path)).toEqual(['/api/news/?page=1'])
    expect(location.pathname + location.search).toBe('/news/')
  })

  it('toggles a pill with Space like a button, and unpressing the last provider presses «Все»', async () => {
    holdRequests(server, '/api/news/')
    await mount('blog-list-news.html', { timers: true })
    fireEvent.keyDown(pill('МегаФон'), { key: ' ' })
    expect(pill('МегаФон')).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(pill('МегаФон'))
    expect(pill('МегаФон')).toHaveAttribute('aria-pressed', 'false')
    expect(pill('Все')).toHaveAttribute('aria-pressed', 'true')
  })

  it('says «Ничего не найдено» for an empty result and hides the button', async () => {
    const held = holdRequests(server, '/api/news/')
    const { items } = await mount('blog-list-news.html', { timers: true })
    fireEvent.click(pill('МегаФон'))
    await debounce()
    // Every provider of the seed has news: an empty answer is scripted.
    ;(await held.arrived(0)).answer(HttpResponse.json({ results: [], next: null }))
    await vi.waitFor(() => expect(status()).toHaveTextContent(/^Ничего не найдено$/))
    expect(items()).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()

    fireEvent.click(pill('Все'))
    await debounce()
    ;(await held.arrived(1)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(20))
    expect(status()).toHaveTextContent('')
    expect(more()).toBeVisible()
  })

  it('shows the button after a reload finds more pages, also on a page that had no link', async () => {
    const held = holdRequests(server, '/api/news/')
    const { page, host, items } = await mount('blog-list-news-filtered.html', { timers: true })
    expect(items()).toHaveLength(12)
    expect(host.querySelector('a[data-blog-more]')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    fireEvent.click(pill('Билайн'))
    await debounce()
    ;(await held.arrived(0)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(20))
    expect(more()).toBeVisible()
    fireEvent.click(more())
    expect(path(await held.arrived(1))).toBe('/api/news/?provider=mts&provider=beeline&page=2')
    ;(await held.arrived(1)).release()
    await vi.waitFor(() => expect(items()).toHaveLength(22))
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    page.unmount()
    expect(host.querySelector('.site-more')).toBeNull()
  })

  it('clears the list and says so when a reload fails', async () => {
    server.use(http.get('/api/news/', () => HttpResponse.error()))
    const { items } = await mount('blog-list-news.html', { timers: true })
    fireEvent.click(pill('Билайн'))
    await debounce()
    await vi.waitFor(() => expect(status()).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.'))
    expect(items()).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
  })

  it("shows the server's «Ничего не найдено» for an empty first page", async () => {
    await mount('blog-list-news-empty.html')
    expect(status()).toHaveTextContent('Ничего не найдено')
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
  })
})
