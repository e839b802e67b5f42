import { api } from '../../shared/api/client'
import { ApiError } from '../../shared/api/errors'
import { requestLane } from '../../shared/api/lane'
import { isPaged, nextPageOf } from '../../shared/api/paging'
import type { Enhancer } from '../../shared/runtime/island'
import { importChunk } from '../../shared/runtime/preload'
import { pageBlocks } from '../../shared/ui/page-blocks'
import { loadMore, type PageAnswer } from '../../shared/ui/load-more'
import type { BlogListProps } from './index'
import { isBlogKind } from './kinds'
import { BLOG_LIST_MESSAGES as M } from './messages'
import { enhanceProviderPills, type ProviderPills } from './provider-pills'

/** Markup the enhancer expects inside its host (templates/pages/site/post-list.html, reviews.html). */
export const LIST_SELECTOR = '[data-blog-list]'
/** The server's «Показать ещё» link, replaced by a button while the island runs. */
export const MORE_LINK_SELECTOR = '[data-blog-more]'
/** The live region for «Ничего не найдено» and failures. */
export const MESSAGE_SELECTOR = '[data-blog-message]'
export const FILTER_SELECTOR = '[data-blog-filter]'
/** Spec §9: filter and list debounce. */
export const FILTER_DEBOUNCE_MS = 1000
/** The list's query parameter of the provider filter (the API's and the page's). */
const PROVIDER_PARAM = 'provider'

/** The cards and React load with the first page the island draws, not with the island. */
const drawing = () => importChunk('blog-list/items', () => import('./items'))

const enhanceBlogList: Enhancer<BlogListProps> = (host, props) => {
  const { kind } = props
  const list = host.querySelector<HTMLElement>(LIST_SELECTOR)
  if (!isBlogKind(kind) || !list) {
    console.warn(
      isBlogKind(kind) ? `[islands] "blog-list": needs ${LIST_SELECTOR} inside` : `[islands] "blog-list": unknown data-kind="${kind}"`,
      host,
    )
    return () => {}
  }
  const blocks = pageBlocks(list)

  const link = host.querySelector<HTMLAnchorElement>(MORE_LINK_SELECTOR)
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'btn btn-outline-primary blog-list__more'
  // Without the server's link (its last page), the button gets the same wrapper for the same look.
  const wrapper = link ? null : Object.assign(document.createElement('p'), { className: 'site-more' })
  const serverMessage = host.querySelector<HTMLElement>(MESSAGE_SELECTOR)
  const message = serverMessage ?? Object.assign(document.createElement('p'), { className: 'site-empty blog-list__message' })
  if (!serverMessage) list.after(message)
  message.setAttribute('role', 'status')
  message.setAttribute('aria-live', 'polite')
  if (link) {
    link.hidden = true
    link.after(button)
  } else {
    wrapper!.append(button)
    message.after(wrapper!)
  }

  let debounce: ReturnType<typeof setTimeout> | undefined
  let pills: ProviderPills | null = null
  /** The providers of the items on screen (what a next page continues). */
  let applied: string[] = []

  const showMessage = (text: string) => {
    message.textContent = text
  }

  /** A page of the list with the providers on screen; the cards' chunk loads alongside it, not after. */
  const fetchPage = async (page: number, signal: AbortSignal): Promise<PageAnswer> => {
    const draw = drawing()
    const body = await api.get<unknown>(props.listUrl, { query: { [PROVIDER_PARAM]: applied, page }, signal })
    // A body without a `results` list is a broken answer, not an empty page.
    if (!isPaged(body)) throw new ApiError(200, body)
    const { drawBlogPage } = await draw
    return body.results.length ? { ...drawBlogPage(kind, body.results), next: nextPageOf(body.next) } : { block: null, next: null }
  }

  /** Filter reloads and «Показать ещё» take turns: a page of the old filter never lands in the new list. */
  const lane = requestLane()
  const pager = loadMore({
    button,
    hideWith: wrapper,
    blocks,
    nextPage: props.nextPage ?? null,
    fetchPage,
    lane,
    onFailure: 'keep',
    onPage: () => showMessage(''),
    onFailed: () => showMessage(M.failed),
  })

  const reload = (selected: string[]) => {
    clearTimeout(debounce)
    if (selected.join(',') === applied.join(',')) return
    applied = selected
    const params = new URLSearchParams(location.search)
    params.delete(PROVIDER_PARAM)
    params.delete('page')
    for (const slug of selected) params.append(PROVIDER_PARAM, slug)
    const query = params.toString()
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`)
    list.setAttribute('aria-busy', 'true')
    const settle = () => list.removeAttribute('aria-busy')
    lane.run(
      (signal) => fetchPage(1, signal),
      ({ block, next }) => {
        settle()
        blocks.clear()
        blocks.append(block)
        pager.reset(next)
        showMessage(block ? '' : M.nothing)
      },
      () => {
        // The old items would claim to be the new filter's: clear them and say what happened.
        settle()
        blocks.clear()
        pager.reset(null)
        showMessage(M.failed)
      },
    )
  }

  const nav = host.querySelector<HTMLElement>(FILTER_SELECTOR)
  if (nav) {
    pills = enhanceProviderPills(nav, (selected) => {
      clearTimeout(debounce)
      debounce = setTimeout(() => reload(selected), FILTER_DEBOUNCE_MS)
    })
    applied = pills.selected()
  }

  return () => {
    clearTimeout(debounce)
    lane.abort()
    list.removeAttribute('aria-busy')
    pills?.release()
    pager.release()
    button.remove()
    wrapper?.remove()
    if (link) link.hidden = false
    if (!serverMessage) message.remove()
  }
}

export default enhanceBlogList
