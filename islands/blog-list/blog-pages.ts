import { api } from '../../browser/api/client'
import { ApiError } from '../../browser/api/errors'
import { requestLane } from '../../browser/api/lane'
import { isPaged, nextPageOf } from '../../browser/api/paging'
import { importChunk } from '../../browser/runtime/preload'
import { pageBlocks } from '../../browser/ui/page-blocks'
import { loadMore, type PageAnswer } from '../../browser/ui/load-more'
import type { BlogKind } from './kinds'
import { BLOG_LIST_MESSAGES as M } from './messages'

/** The list's query parameter of the provider filter (the API's and the page's). */
const PROVIDER_PARAM = 'provider'

/** The cards and React load with the first page the island draws, not with the island. */
const drawing = () => importChunk('blog-list/items', () => import('./items'))

interface BlogPagesParts {
  list: HTMLElement
  kind: BlogKind
  /** The JSON list (spec §7). */
  listUrl: string
  /** The page after the rendered ones; null when the server drew the last. */
  nextPage: number | null
  /** The island's «Показать ещё», and its wrapper when the island made one. */
  button: HTMLButtonElement
  wrapper: HTMLElement | null
  /** Says a text in the list's live region ('' clears it). */
  say: (text: string) => void
  /** The providers of the items the server drew. */
  applied: string[]
}

/**
 * The list's pages: «Показать ещё» appends the next one, `reload` replaces the list with the first
 * page of another provider choice (and puts the choice into the address). Both take turns in one
 * lane: a page of the old filter never lands in the new list.
 */
export function blogPages({ list, kind, listUrl, nextPage, button, wrapper, say, applied: served }: BlogPagesParts) {
  const blocks = pageBlocks(list)
  /** The providers of the items on screen (what a next page continues). */
  let applied = served
  const fetchPage = pageFetcher(listUrl, kind, () => applied)
  const lane = requestLane()
  const pager = loadMore({
    button,
    hideWith: wrapper,
    blocks,
    nextPage,
    fetchPage,
    lane,
    onFailure: 'keep',
    onPage: () => say(''),
    onFailed: () => say(M.failed),
  })

  const reload = (selected: string[]) => {
    if (selected.join(',') === applied.join(',')) return
    applied = selected
    addressProviders(selected)
    list.setAttribute('aria-busy', 'true')
    const settle = () => list.removeAttribute('aria-busy')
    lane.run(
      (signal) => fetchPage(1, signal),
      ({ block, next }) => {
        settle()
        blocks.clear()
        blocks.append(block)
        pager.reset(next)
        say(block ? '' : M.nothing)
      },
      () => {
        // The old items would claim to be the new filter's: clear them and say what happened.
        settle()
        blocks.clear()
        pager.reset(null)
        say(M.failed)
      },
    )
  }

  return {
    reload,
    release() {
      lane.abort()
      list.removeAttribute('aria-busy')
      pager.release()
    },
  }
}

/** A page of the list with the providers on screen; the cards' chunk loads alongside it, not after. */
function pageFetcher(listUrl: string, kind: BlogKind, applied: () => string[]) {
  return async (page: number, signal: AbortSignal): Promise<PageAnswer> => {
    const draw = drawing()
    const body = await api.get<unknown>(listUrl, { query: { [PROVIDER_PARAM]: applied(), page }, signal })
    // A body without a `results` list is a broken answer, not an empty page.
    if (!isPaged(body)) throw new ApiError(200, body)
    const { drawBlogPage } = await draw
    return body.results.length ? { ...drawBlogPage(kind, body.results), next: nextPageOf(body.next) } : { block: null, next: null }
  }
}

/** The page's address with the chosen providers (and no page number), in place of the current entry. */
function addressProviders(selected: string[]): void {
  const params = new URLSearchParams(location.search)
  params.delete(PROVIDER_PARAM)
  params.delete('page')
  for (const slug of selected) params.append(PROVIDER_PARAM, slug)
  const query = params.toString()
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`)
}
