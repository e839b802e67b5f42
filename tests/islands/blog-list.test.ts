import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import contract, { type BlogListProps } from '../../islands/blog-list'
import enhanceBlogList, { FILTER_DEBOUNCE_MS } from '../../islands/blog-list/blog-list'
import { parseProps } from '../../shared/runtime/schema'
import { json, stubFetch } from '../api/fetch-stub'
import { post, postsOn, renderPostList, renderReviews, review } from './blog-list-page'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  history.replaceState(null, '', '/')
})

interface Call {
  url: URL
  signal: AbortSignal | null | undefined
  answer: (status: number, body?: unknown) => void
}

/** The shared fetch stub, each request held until the test answers it (in any order). */
function heldFetch(): Call[] {
  const calls: Call[] = []
  stubFetch(
    (request, init) =>
      new Promise<Response>((resolve) => {
        calls.push({ url: new URL(request.url, location.href), signal: init.signal, answer: (status, body) => resolve(json(status, body)) })
      }),
  )
  return calls
}

function mount(path: string) {
  const host = document.querySelector<HTMLElement>('[data-island="blog-list"]')!
  history.replaceState(null, '', path)
  const parsed = parseProps(host, contract.schema)
  if (!('props' in parsed)) throw new Error('bad props')
  const release = enhanceBlogList(host, parsed.props as BlogListProps)
  const items = () => Array.from(host.querySelectorAll('[data-blog-list] [role="listitem"]'))
  return { host, release, items }
}

const more = () => screen.getByRole('button', { name: /Показать ещё|Загрузка/ })
const status = () => screen.getByRole('status')
const pill = (name: string) => screen.getByRole('button', { name })

describe('blog-list: load more', () => {
  it('replaces the link with a button that appends pages without touching loaded items, then hides at the end', async () => {
    const calls = heldFetch()
    renderPostList()
    const { host, items, release } = mount('/news/')
    expect(host.querySelector('a[data-blog-more]')).not.toBeVisible()
    const first = items()[0]

    fireEvent.click(more())
    expect(more()).toHaveTextContent('Загрузка')
    expect(more()).toBeDisabled()
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/news/?page=2')
    calls[0]!.answer(200, { results: postsOn(2), next: 3 })
    await vi.waitFor(() => expect(items()).toHaveLength(40))
    expect(items()[0]).toBe(first)
    expect(screen.getByRole('link', { name: 'Новость номер 40' })).toHaveAttribute('href', '/news/post-40/')
    expect(more()).toHaveTextContent('Показать ещё')
    expect(more()).toBeEnabled()

    more().focus()
    fireEvent.click(more())
    expect(calls[1]!.url.searchParams.get('page')).toBe('3')
    calls[1]!.answer(200, { results: [post(41)], next: null })
    await vi.waitFor(() => expect(items()).toHaveLength(41))
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    // Focus was on the button that went away: it continues at the first new item.
    expect(screen.getByRole('link', { name: 'Новость номер 41' })).toHaveFocus()
    release()
  })

  it('hides the button when the server answers 404', async () => {
    const calls = heldFetch()
    renderPostList()
    const { items, release } = mount('/news/')
    fireEvent.click(more())
    calls[0]!.answer(404, { detail: 'Неправильная страница' })
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Показать ещё|Загрузка/ })).toBeNull())
    expect(items()).toHaveLength(20)
    expect(status()).toHaveTextContent('')
    release()
  })

  it('gives the label back with a message on failure, and a retry clears the message', async () => {
    const calls = heldFetch()
    renderPostList()
    const { items, release } = mount('/news/')
    fireEvent.click(more())
    expect(more()).toHaveTextContent('Загрузка')
    calls[0]!.answer(500, { detail: 'Ошибка сервера' })
    await vi.waitFor(() => expect(more()).toHaveTextContent('Показать ещё'))
    expect(more()).toBeEnabled()
    expect(status()).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    expect(items()).toHaveLength(20)

    fireEvent.click(more())
    calls[1]!.answer(200, { results: postsOn(2), next: null })
    await vi.waitFor(() => expect(items()).toHaveLength(40))
    expect(status()).toHaveTextContent('')
    release()
  })

  it('appends reviews with their stars named «Оценка N из 5»', async () => {
    const calls = heldFetch()
    renderReviews([review(1, 5), review(2, 4)])
    const { items, release } = mount('/reviews/')
    fireEvent.click(more())
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/load-more-reviews/?page=2')
    calls[0]!.answer(200, { results: [review(3, 2, 0)], next: null })
    await vi.waitFor(() => expect(items()).toHaveLength(3))
    expect(screen.getByRole('img', { name: 'Оценка 2 из 5' })).toHaveTextContent('★★☆☆☆')
    expect(within(items()[2] as HTMLElement).getByText('Покупатель 3')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    release()
  })

  it("pages an author's articles through the author's data URL", async () => {
    const calls = heldFetch()
    renderPostList({ kind: 'article', posts: postsOn(1, 'article'), author: { id: 3, full_name: 'Екатерина Волкова' } })
    const { items, release } = mount('/articles/authors/3/')
    expect(screen.queryByRole('navigation', { name: 'Оператор' })).toBeNull()
    fireEvent.click(more())
    expect(calls[0]!.url.pathname).toBe('/api/authors/articles/')
    expect(calls[0]!.url.search).toBe('?author=3&page=2')
    calls[0]!.answer(200, { results: [post(21, 'article')], next: null })
    await vi.waitFor(() => expect(items()).toHaveLength(21))
    expect(within(items()[20] as HTMLElement).getByRole('link', { name: 'Дмитрий Козлов' })).toHaveAttribute('href', '/articles/authors/2/')
    release()
  })

  it('puts the server link back on cleanup', () => {
    heldFetch()
    renderPostList()
    const { host, release } = mount('/news/')
    release()
    expect(host.querySelector('a[data-blog-more]')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    expect(screen.getByRole('link', { name: 'МТС' })).toBeInTheDocument()
  })
})

describe('blog-list: provider filter', () => {
  it('turns the pills into toggles and reloads 1 s after a change, with the filter in the URL', async () => {
    vi.useFakeTimers()
    const calls = heldFetch()
    renderPostList()
    const { items, release } = mount('/news/')
    expect(pill('Все')).toHaveAttribute('aria-pressed', 'true')
    expect(pill('МТС')).toHaveAttribute('aria-pressed', 'false')

    fireEvent.click(pill('МТС'))
    expect(pill('МТС')).toHaveAttribute('aria-pressed', 'true')
    expect(pill('Все')).toHaveAttribute('aria-pressed', 'false')
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS - 1)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/news/?provider=mts&page=1')
    expect(location.pathname + location.search).toBe('/news/?provider=mts')
    calls[0]!.answer(200, { results: [post(101), post(102)], next: 2 })
    await vi.waitFor(() => expect(items()).toHaveLength(2))
    expect(more()).toBeVisible()

    // The next page continues the filtered list.
    fireEvent.click(more())
    expect(calls[1]!.url.search).toBe('?provider=mts&page=2')
    release()
  })

  it('aborts the stale reload and shows only the newest answer', async () => {
    vi.useFakeTimers()
    const calls = heldFetch()
    renderPostList()
    const { items, release } = mount('/news/')
    fireEvent.click(pill('МТС'))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    fireEvent.click(pill('Билайн'))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    expect(calls).toHaveLength(2)
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(calls[1]!.signal?.aborted).toBe(false)
    expect(calls[1]!.url.search).toBe('?provider=mts&provider=beeline&page=1')
    expect(location.search).toBe('?provider=mts&provider=beeline')

    calls[1]!.answer(200, { results: [post(201, 'news', ['beeline'])], next: null })
    await vi.waitFor(() => expect(items()).toHaveLength(1))
    calls[0]!.answer(200, { results: postsOn(1), next: 2 })
    await vi.advanceTimersByTimeAsync(10)
    expect(items()).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Новость номер 201' })).toBeInTheDocument()
    release()
  })

  it('waits for the last of quick changes, and «Все» clears the choice', async () => {
    vi.useFakeTimers()
    const calls = heldFetch()
    renderPostList({ selected: ['mts'] })
    const { release } = mount('/news/?provider=mts&page=1')
    expect(pill('МТС')).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(pill('Билайн'))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS / 2)
    fireEvent.click(pill('Все'))
    expect(pill('Все')).toHaveAttribute('aria-pressed', 'true')
    expect(pill('МТС')).toHaveAttribute('aria-pressed', 'false')
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.search).toBe('?page=1')
    expect(location.pathname + location.search).toBe('/news/')
    release()
  })

  it('toggles a pill with Space like a button, and unpressing the last provider presses «Все»', async () => {
    vi.useFakeTimers()
    heldFetch()
    renderPostList()
    const { release } = mount('/news/')
    fireEvent.keyDown(pill('МегаФон'), { key: ' ' })
    expect(pill('МегаФон')).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(pill('МегаФон'))
    expect(pill('МегаФон')).toHaveAttribute('aria-pressed', 'false')
    expect(pill('Все')).toHaveAttribute('aria-pressed', 'true')
    release()
  })

  it('says «Ничего не найдено» for an empty result and hides the button', async () => {
    vi.useFakeTimers()
    const calls = heldFetch()
    renderPostList()
    const { items, release } = mount('/news/')
    fireEvent.click(pill('МегаФон'))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    calls[0]!.answer(200, { results: [], next: null })
    await vi.waitFor(() => expect(status()).toHaveTextContent(/^Ничего не найдено$/))
    expect(items()).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()

    fireEvent.click(pill('Все'))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    calls[1]!.answer(200, { results: postsOn(1), next: 2 })
    await vi.waitFor(() => expect(items()).toHaveLength(20))
    expect(status()).toHaveTextContent('')
    expect(more()).toBeVisible()
    release()
  })

  it('shows the button after a reload finds more pages, also on a page that had no link', async () => {
    vi.useFakeTimers()
    const calls = heldFetch()
    renderPostList({ posts: postsOn(1).slice(0, 12), nextPage: null, selected: ['mts'] })
    const { host, items, release } = mount('/news/?provider=mts')
    expect(host.querySelector('a[data-blog-more]')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    fireEvent.click(pill('Билайн'))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    calls[0]!.answer(200, { results: postsOn(1), next: 2 })
    await vi.waitFor(() => expect(items()).toHaveLength(20))
    expect(more()).toBeVisible()
    fireEvent.click(more())
    expect(calls[1]!.url.search).toBe('?provider=mts&provider=beeline&page=2')
    calls[1]!.answer(200, { results: postsOn(2).slice(0, 4), next: null })
    await vi.waitFor(() => expect(items()).toHaveLength(24))
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    release()
    expect(host.querySelector('.site-more')).toBeNull()
  })

  it('clears the list and says so when a reload fails', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    renderPostList()
    const { items, release } = mount('/news/')
    fireEvent.click(pill('Билайн'))
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS)
    await vi.waitFor(() => expect(status()).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.'))
    expect(items()).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    release()
  })

  it('shows the server\'s «Ничего не найдено» for an empty first page', () => {
    heldFetch()
    renderPostList({ posts: [], nextPage: null, selected: ['megafon'] })
    const { release } = mount('/news/?provider=megafon')
    expect(status()).toHaveTextContent('Ничего не найдено')
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull()
    release()
  })
})
