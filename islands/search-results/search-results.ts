import { api } from '../../browser/api/client'
import { requestLane } from '../../browser/api/lane'
import { nextPageOf } from '../../browser/api/paging'
import type { Paged } from '../../shared/api/types'
import { importChunk } from '../../browser/runtime/preload'
import { pageBlocks } from '../../browser/ui/page-blocks'
import { SEARCH_GROUPS, type SearchResultKind, type SearchResultKinds } from '../../shared/api/search-result'
import { loadMore } from '../../browser/ui/load-more'
import type { SearchResultsProps } from './index'

/** The cards and React load with the first page the island draws, not with the island. */
const drawing = () => importChunk('search-results/draw', () => import('./draw'))

/**
 * Turns each group's link into a «Показать ещё» button (browser/ui/load-more.ts). A click asks
 * `moreUrl?<the search form>&group=<kind>&page=<next>` (page starts at 2, spec §9). The groups
 * share one lane: while a request runs every button of the page is busy (aria-disabled, so the
 * focus stays), and a failed load-more hides its button (spec §8); the results on screen stay.
 */
export default function enhanceSearchResults(host: HTMLElement, { moreUrl, form }: SearchResultsProps): () => void {
  const searchForm = document.getElementById(form)
  const lane = requestLane()
  const cleanups: (() => void)[] = []

  /** A page of a group, asked with the search form's fields, drawn with the card components. */
  const fetchPage = (kind: SearchResultKind) => async (page: number, signal: AbortSignal) => {
    const params = new URLSearchParams()
    if (searchForm instanceof HTMLFormElement) {
      for (const [name, value] of new FormData(searchForm)) if (typeof value === 'string') params.append(name, value)
    }
    params.set('group', kind)
    params.set('page', String(page))
    const draw = drawing()
    const body = await api.get<Paged<SearchResultKinds[typeof kind]>>(`${moreUrl}?${params.toString()}`, { signal })
    const { drawResultsPage } = await draw
    return { ...drawResultsPage(kind, body.results), next: nextPageOf(body.next) }
  }

  for (const section of host.querySelectorAll<HTMLElement>('[data-search-group]')) {
    const kind = SEARCH_GROUPS.find((g) => g.id === section.dataset.searchGroup)?.id
    const link = section.querySelector<HTMLAnchorElement>('a[data-search-more]')
    const list = section.querySelector<HTMLElement>('[data-search-list]')
    const next = Number(section.dataset.nextPage)
    if (!kind || !link || !list || !Number.isInteger(next) || next < 2) continue
    const button = document.createElement('button')
    button.type = 'button'
    button.className = link.className
    link.replaceWith(button)
    const blocks = pageBlocks(list)
    const pager = loadMore({
      button,
      hideWith: button.closest<HTMLElement>('.site-more'),
      blocks,
      nextPage: next,
      fetchPage: fetchPage(kind),
      onFailure: 'end',
      lane,
      blockWith: 'aria-disabled',
    })
    cleanups.push(() => {
      pager.release()
      button.replaceWith(link)
    })
  }

  return () => {
    lane.abort()
    cleanups.forEach((cleanup) => cleanup())
  }
}
