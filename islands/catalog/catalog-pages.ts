import { requestLane, type RequestLane } from '../../browser/api/lane'
import { pageBlocks, type PageBlocks } from '../../browser/ui/page-blocks'
import { loadMore, type PageAnswer } from '../../browser/ui/load-more'
import { CATALOG_MESSAGES as M } from '../../shared/messages'
import { PageError } from './source'

const PREV_LINK_SELECTOR = '.catalog__prev'
/**
 * Marks a page of cards that has the newest ON_SCREEN_PAGES pages after it: static/css/site.css
 * gives it content-visibility: auto, so off screen it costs no layout, hit testing or paint. Not
 * the newest pages: on screen when a page is added, they would cost an extra layout pass; not
 * a :nth-last-child rule: that restyles every page on each append.
 */
const EARLIER_PAGE_CLASS = 'catalog-list__page--earlier'
const ON_SCREEN_PAGES = 2
/** The PageError status of an answer that came but held no page (not JSON, no `results`). */
const MALFORMED = 200

interface CatalogPagesParts {
  host: HTMLElement
  list: HTMLElement
  /** The page after the rendered ones; null when the server drew the last. */
  nextPage: number | null
  /** The filters of the cards the server drew. */
  applied: URLSearchParams
  /** A page of the list with these filters (and the view's extras). */
  fetchPage: (filters: URLSearchParams, page: number, signal: AbortSignal) => Promise<PageAnswer>
  /** The island's «Показать ещё». */
  button: HTMLButtonElement
  /** Says a text in the list's live region ('' hides it). */
  say: (text: string) => void
  /** A page is on the list (a next one, or a reload's first): auto-load may go on. */
  onLoaded: () => void
}

/** What the list shows: the filters of its cards (what a next page continues) and its last page. */
interface ShownList {
  applied: URLSearchParams
  loadedPage: number
}

/**
 * The list's pages: «Показать ещё» appends the next one, `reload` replaces the list with the first
 * page of other filters (and puts them into the address). Both take turns in one lane: a page of
 * the old filters never lands in the new list.
 */
export function catalogPages({ host, list, nextPage, applied, fetchPage: fetchFiltered, button, say, onLoaded }: CatalogPagesParts) {
  const blocks = pageBlocks(list)
  const shown: ShownList = { applied, loadedPage: nextPage ? nextPage - 1 : 1 }
  const statusOf = failureStatus(host)
  const fetchPage = (page: number, signal: AbortSignal) => fetchFiltered(shown.applied, page, signal)

  const lane = requestLane()
  const pager = loadMore({
    button,
    blocks,
    nextPage,
    fetchPage,
    statusOf,
    lane,
    // 404: past the last page, the end of the list. Any other failure keeps the cards on
    // screen and the button, and says so.
    onFailure: 'keep',
    onPage: (_answer, page) => {
      // Each page is a block of its own grid (static/css/site.css), so the browser lays out only
      // the new one and page 50 costs what page 1 does. The page two behind the newest is off
      // screen by now: it gets content-visibility: auto.
      list.children[list.children.length - 1 - ON_SCREEN_PAGES]?.classList.add(EARLIER_PAGE_CLASS)
      shown.loadedPage = page
      say('')
      onLoaded()
    },
    onFailed: () => say(M.failed),
  })

  return {
    reload: filterReload({ host, shown, lane, pager, blocks, fetchPage, statusOf, say, onLoaded }),
    pager,
    /** The last page on the list. */
    loadedPage: () => shown.loadedPage,
    release() {
      lane.abort()
      pager.release()
    },
  }
}

interface FilterReloadParts extends Pick<CatalogPagesParts, 'host' | 'say' | 'onLoaded'> {
  shown: ShownList
  lane: RequestLane
  pager: ReturnType<typeof loadMore>
  blocks: PageBlocks
  fetchPage: (page: number, signal: AbortSignal) => Promise<PageAnswer>
  statusOf: (error: unknown) => number
}

/** Replaces the list with the first page of new filters, which go into the address. */
function filterReload({ host, shown, lane, pager, blocks, fetchPage, statusOf, say, onLoaded }: FilterReloadParts) {
  return (params: URLSearchParams) => {
    if (params.toString() === shown.applied.toString()) return
    shown.applied = params
    const query = params.toString()
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`)
    host.querySelector<HTMLElement>(PREV_LINK_SELECTOR)?.setAttribute('hidden', '')
    // While the reload is on its way a click would be dropped (one request at a time): the button says so.
    pager.showLoading()
    lane.run(
      (signal) => fetchPage(1, signal),
      ({ block, next }) => {
        blocks.clear()
        blocks.append(block)
        shown.loadedPage = 1
        pager.reset(next)
        say(block ? '' : M.nothing)
        onLoaded()
      },
      (error) => {
        const status = statusOf(error)
        // A malformed answer (200 without cards) says nothing of the new filters: the cards on
        // screen stay. Otherwise they would claim to be the new filters' and go.
        if (status !== MALFORMED) blocks.clear()
        pager.reset(null)
        say(status === 400 ? M.badFilters : M.failed)
      },
    )
  }
}

/** The status of a failed page (PageError's); anything else is a defect, reported. */
function failureStatus(host: HTMLElement) {
  return (error: unknown) => {
    if (error instanceof PageError) return error.status
    console.error('[islands] "catalog": page failed', host, error)
    return 0
  }
}
