import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../browser/api/errors'
import { requestLane } from '../../browser/api/lane'
import { pageBlocks } from '../../browser/ui/page-blocks'
import { loadMore, type LoadMoreOptions, type PageAnswer } from '../../browser/ui/load-more'

/**
 * The one «Показать ещё» of the catalogue, the blog lists and the search results (spec §4).
 * Each island's test covers it with its real markup and API; these pin the shared rules where
 * every island's differences are parameters.
 */

/** A request the test answers when it wants: the page asked, its signal, and how to settle it. */
interface Held {
  page: number
  signal: AbortSignal
  resolve: (answer: PageAnswer) => void
  reject: (error: unknown) => void
}

/** A list section with its button; `fetchPage` holds each request for the test to answer. */
function section(name: string) {
  const wrapper = document.createElement('section')
  wrapper.setAttribute('aria-label', name)
  const list = document.createElement('div')
  list.setAttribute('role', 'list')
  const more = document.createElement('p')
  const button = document.createElement('button')
  button.type = 'button'
  more.append(button)
  wrapper.append(list, more)
  document.body.append(wrapper)
  const held: Held[] = []
  const fetchPage = (page: number, signal: AbortSignal) => new Promise<PageAnswer>((resolve, reject) => held.push({ page, signal, resolve, reject }))
  return { wrapper, list, more, button, held, fetchPage, blocks: pageBlocks(list) }
}

/** A drawn page of `count` linked items; its release is recorded. */
function page(count: number, next: number | null): PageAnswer {
  const block = document.createElement('ul')
  block.setAttribute('role', 'none')
  for (let i = 1; i <= count; i += 1) {
    const item = document.createElement('li')
    item.setAttribute('role', 'listitem')
    item.innerHTML = `<a href="/item/${i}/">Пункт ${i}</a>`
    block.append(item)
  }
  return { block: count ? block : null, next }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const items = (list: HTMLElement) => within(list).queryAllByRole('listitem')

function mount(options: Partial<LoadMoreOptions<PageAnswer>> & { name?: string } = {}) {
  const s = section(options.name ?? 'Новости')
  const pager = loadMore({ button: s.button, hideWith: s.more, blocks: s.blocks, nextPage: 2, fetchPage: s.fetchPage, onFailure: 'keep', ...options })
  return { ...s, pager }
}

afterEach(() => document.body.replaceChildren())

describe('loadMore: the button of a paged list', () => {
  it('reads «Показать ещё», then «Загрузка» and cannot be pressed while its page loads, and appends it', async () => {
    const { button, held, list, pager } = mount()
    expect(button).toHaveTextContent('Показать ещё')
    expect(button).toBeEnabled()

    fireEvent.click(button)
    expect(button).toHaveTextContent('Загрузка')
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    fireEvent.click(button)
    pager.more()
    expect(held.map((h) => h.page)).toEqual([2])

    held[0]!.resolve(page(3, 3))
    await waitFor(() => expect(items(list)).toHaveLength(3))
    expect(button).toHaveTextContent('Показать ещё')
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
    expect(pager.next).toBe(3)
  })

  it('hides with its wrapper at the end: no next page, an empty page, or 404; the focus goes on to the first new link', async () => {
    const { button, held, more } = mount()
    button.focus()
    fireEvent.click(button)
    held[0]!.resolve(page(2, null))
    await waitFor(() => expect(button).not.toBeVisible())
    expect(more).not.toBeVisible()
    expect(screen.getAllByRole('link', { name: 'Пункт 1' })[0]).toHaveFocus()

    const empty = mount({ name: 'Статьи' })
    fireEvent.click(empty.button)
    empty.held[0]!.resolve(page(0, 3))
    await waitFor(() => expect(empty.button).not.toBeVisible())

    const gone = mount({ name: 'Акции' })
    const told: number[] = []
    const failing = mount({ name: 'Отзывы', onFailed: (status) => told.push(status) })
    fireEvent.click(gone.button)
    gone.held[0]!.reject(new ApiError(404, { detail: 'Неправильная страница' }))
    await waitFor(() => expect(gone.button).not.toBeVisible())
    fireEvent.click(failing.button)
    failing.held[0]!.reject(new ApiError(404, {}))
    await waitFor(() => expect(failing.button).not.toBeVisible())
    expect(told).toEqual([])
  })

  it("after another failure gives the label back and says the status ('keep'), or hides ('end')", async () => {
    const told: number[] = []
    const kept = mount({ onFailed: (status) => told.push(status) })
    fireEvent.click(kept.button)
    kept.held[0]!.reject(new ApiError(500, 'oops'))
    await waitFor(() => expect(kept.button).toHaveTextContent('Показать ещё'))
    expect(kept.button).toBeVisible()
    expect(kept.pager.next).toBe(2)
    expect(told).toEqual([500])

    const ended = mount({ name: 'Тарифы', onFailure: 'end', statusOf: () => 0 })
    fireEvent.click(ended.button)
    ended.held[0]!.reject(new TypeError('Failed to fetch'))
    await waitFor(() => expect(ended.button).not.toBeVisible())
    expect(ended.pager.next).toBeNull()
  })

  it('runs one request at a time on a shared lane: the other buttons are aria-disabled meanwhile, and stay focusable', async () => {
    const lane = requestLane()
    const news = mount({ lane, blockWith: 'aria-disabled' })
    const tariffs = mount({ name: 'Тарифы', lane, blockWith: 'aria-disabled' })
    expect(news.button).toHaveAttribute('aria-disabled', 'false')

    fireEvent.click(tariffs.button)
    expect(tariffs.button).toHaveTextContent('Загрузка')
    expect(tariffs.button).toHaveAttribute('aria-disabled', 'true')
    expect(news.button).toHaveAttribute('aria-disabled', 'true')
    expect(news.button).toHaveTextContent('Показать ещё')
    expect(news.button).toBeEnabled()
    fireEvent.click(news.button)
    expect(news.held).toEqual([])

    tariffs.held[0]!.resolve(page(1, 3))
    await waitFor(() => expect(news.button).toHaveAttribute('aria-disabled', 'false'))
    fireEvent.click(news.button)
    expect(news.held.map((h) => h.page)).toEqual([2])
  })

  it("takes turns with the island's own request: a reload replaces a page on its way, which is aborted and never shown", async () => {
    const lane = requestLane()
    const { button, held, list, blocks, pager } = mount({ lane })
    fireEvent.click(button)

    pager.showLoading()
    const reload: Held[] = []
    lane.run(
      (signal) => new Promise<PageAnswer>((resolve, reject) => reload.push({ page: 1, signal, resolve, reject })),
      (answer) => {
        blocks.clear()
        blocks.append(answer.block)
        pager.reset(answer.next)
      },
      () => pager.reset(null),
    )
    expect(held[0]!.signal.aborted).toBe(true)
    expect(button).toHaveTextContent('Загрузка')
    // The replaced page still comes (a fetch that ignored the abort): nobody shows it.
    held[0]!.resolve(page(5, 3))
    reload[0]!.resolve(page(2, 2))
    await waitFor(() => expect(items(list)).toHaveLength(2))
    expect(button).toHaveTextContent('Показать ещё')
    expect(pager.next).toBe(2)
  })

  it('unhooks its button on release', async () => {
    const { button, held, pager } = mount()
    pager.release()
    fireEvent.click(button)
    await settle()
    expect(held).toEqual([])
  })
})
