import { api } from '../../shared/api/client'
import type { Paged } from '../../shared/api/types'
import { drawPageBlock, pageBlocks, SearchResultCard, type PageBlocks } from '../../shared/ui/cards'
import { SEARCH_GROUPS, type SearchResultKind, type SearchResultKinds } from '../../shared/ui/cards/search-result'
import { COMMON_MESSAGES } from '../../shared/ui/messages'
import type { SearchResultsProps } from './index'

interface Group {
  kind: SearchResultKind
  button: HTMLButtonElement
  blocks: PageBlocks
  next: number | null
}

/**
 * Turns each group's link into a «Показать ещё» button. A click asks
 * `moreUrl?<the search form>&group=<kind>&page=<next>` (page starts at 2, spec §9); while a
 * request runs every button of the page is busy (aria-disabled), so only one runs at a time.
 */
export default function enhanceSearchResults(host: HTMLElement, { moreUrl, form }: SearchResultsProps): () => void {
  const searchForm = document.getElementById(form)
  const groups: Group[] = []
  let busy = false
  let controller: AbortController | null = null
  const cleanups: (() => void)[] = []

  const setBusy = (value: boolean) => {
    busy = value
    for (const group of groups) group.button.setAttribute('aria-disabled', String(value))
  }

  async function loadMore(group: Group): Promise<void> {
    if (busy || group.next === null) return
    setBusy(true)
    group.button.textContent = COMMON_MESSAGES.loading
    controller = new AbortController()
    const params = new URLSearchParams()
    if (searchForm instanceof HTMLFormElement) {
      for (const [name, value] of new FormData(searchForm)) if (typeof value === 'string') params.append(name, value)
    }
    params.set('group', group.kind)
    params.set('page', String(group.next))
    try {
      const page = await api.get<Paged<SearchResultKinds[typeof group.kind]>>(`${moreUrl}?${params.toString()}`, { signal: controller.signal })
      const cards = page.results.map((item, index) => <SearchResultCard key={index} kind={group.kind} item={item} />)
      const { block, release } = drawPageBlock('site-list__page', cards)
      group.blocks.append(block, release)
      group.next = typeof page.next === 'number' ? page.next : null
    } catch {
      // Spec §8: a failed load-more hides its button; the results on screen stay.
      group.next = null
    } finally {
      controller = null
      group.button.textContent = COMMON_MESSAGES.more
      group.button.closest<HTMLElement>('.site-more')!.hidden = group.next === null
      setBusy(false)
    }
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
    button.textContent = COMMON_MESSAGES.more
    button.setAttribute('aria-disabled', 'false')
    const group: Group = { kind, button, blocks: pageBlocks(list), next }
    const onClick = () => void loadMore(group)
    button.addEventListener('click', onClick)
    link.replaceWith(button)
    groups.push(group)
    cleanups.push(() => {
      button.removeEventListener('click', onClick)
      group.blocks.release()
      button.replaceWith(link)
    })
  }

  return () => {
    controller?.abort()
    cleanups.forEach((cleanup) => cleanup())
  }
}
