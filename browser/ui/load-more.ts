import { ApiError } from '../api/errors'
import { requestLane, type RequestLane } from '../api/lane'
import { listen } from '../dom/listen'
import type { PageBlocks } from './page-blocks'
import { COMMON_MESSAGES as M } from '../../shared/messages'

/**
 * The one «Показать ещё» of the lists that grow by pages: the catalogue views, the blog lists
 * and the search results (spec §4 «Catalogue view», «Search load-more»). It keeps the list's
 * next page and its button's states:
 *
 * - «Показать ещё», pressable; «Загрузка» and not pressable while its page loads;
 * - one request at a time: while any request of its lane runs (another list's page on the
 *   search page, a filter reload) it cannot be pressed either;
 * - hidden at the end: no next page, an empty page, or 404 (the page vanished since the list
 *   was drawn); after any other failure the island chooses: the button returns (the catalogue
 *   and the blog lists say what happened) or hides (the search results, spec §8).
 *
 * Where the focus was on the button when the list ended, it moves to the first new link, so
 * a keyboard user goes on reading instead of landing on the page's start. No React here: the
 * catalogue's HTML-fragment mode uses it without loading React.
 */

/** A page as the island's fetch draws it. */
export interface PageAnswer {
  /** The page's block of cards, or null when it holds none (the end of the list). */
  block: HTMLElement | null
  /** The page after it; null at the end. */
  next: number | null
}

export interface LoadMoreOptions<A extends PageAnswer> {
  /** The island's button, placed where the server's link was. */
  button: HTMLButtonElement
  /** What hides with the button at the end (its wrapper), if anything. */
  hideWith?: HTMLElement | null
  /** The list the pages go into. */
  blocks: PageBlocks
  /** The page after the rendered ones; null when the server drew the last. */
  nextPage: number | null
  /** Fetches and draws a page; rejects on failure (see `statusOf`). */
  fetchPage: (page: number, signal: AbortSignal) => Promise<A>
  /** The HTTP status of a failure, 0 without a response; ApiError's by default. */
  statusOf?: (error: unknown) => number
  /** After a failure other than 404: 'keep' gives the label back, 'end' hides the button. */
  onFailure: 'keep' | 'end'
  /** Told once a page is on the list (to clear a message, mark older pages, load on). */
  onPage?: (answer: A, page: number) => void
  /** Told after a failure other than 404 (to say so). */
  onFailed?: (status: number) => void
  /** The lane of the requests that take turns with this list's; its own lane by default. */
  lane?: RequestLane
  /**
   * How the button refuses a press while busy: `disabled`, or `aria-disabled`, which keeps it
   * in the tab order and under the focus (the search results' several buttons).
   */
  blockWith?: 'disabled' | 'aria-disabled'
}

interface LoadMore {
  /** The page the button asks next; null at the end of the list. */
  readonly next: number | null
  /** Whether a request of the lane runs (nothing else may start). */
  readonly busy: boolean
  /** Loads the next page, unless a request runs or the list has ended (the button's click). */
  more(): void
  /** «Загрузка» on the button while the island's own request runs (a filter reload). */
  showLoading(): void
  /** After the island replaced the list: its next page, and the button for it. */
  reset(next: number | null): void
  /** Unhooks the button (the island's cleanup; the lane is the island's to abort). */
  release(): void
}

const apiStatus = (error: unknown) => (error instanceof ApiError ? error.status : 0)

export function loadMore<A extends PageAnswer>(options: LoadMoreOptions<A>): LoadMore {
  const { button, hideWith, blocks, fetchPage, onFailure, onPage, onFailed, statusOf = apiStatus, blockWith = 'disabled' } = options
  const lane = options.lane ?? requestLane()
  let next = options.nextPage
  let loading = false

  const render = () => {
    const ended = next === null
    button.hidden = ended
    if (hideWith) hideWith.hidden = ended
    const blocked = loading || lane.busy
    if (blockWith === 'disabled') button.disabled = blocked
    else button.setAttribute('aria-disabled', String(blocked))
    if (loading) button.setAttribute('aria-busy', 'true')
    else button.removeAttribute('aria-busy')
    button.textContent = loading ? M.loading : M.more
  }

  const settle = (page: number | null) => {
    next = page
    loading = false
    render()
  }

  const more = () => {
    if (lane.busy || next === null) return
    const page = next
    loading = true
    render()
    lane.run(
      (signal) => fetchPage(page, signal),
      (answer) => {
        const hadFocus = document.activeElement === button
        blocks.append(answer.block)
        // An empty page is the end, whatever its `next` says.
        settle(answer.block ? answer.next : null)
        onPage?.(answer, page)
        if (hadFocus && next === null) answer.block?.querySelector<HTMLElement>('a[href]')?.focus()
      },
      (error) => {
        const status = statusOf(error)
        settle(status === 404 || onFailure === 'end' ? null : next)
        if (status !== 404) onFailed?.(status)
      },
    )
  }

  const unsubscribe = lane.subscribe(render)
  const unlisten = listen(button, { click: more })
  render()

  return {
    get next() {
      return next
    },
    get busy() {
      return lane.busy
    },
    more,
    showLoading() {
      loading = true
      render()
    },
    reset: settle,
    release() {
      unsubscribe()
      unlisten()
    },
  }
}
