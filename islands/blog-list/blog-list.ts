import { api } from '../../shared/api/client'
import { ApiError, isAbortError } from '../../shared/api/errors'
import { isPaged, nextPageOf } from '../../shared/api/paging'
import type { Enhancer } from '../../shared/runtime/island'
import { pageBlocks } from '../../shared/ui/cards/page-blocks'
import type { BlogListProps } from './index'
import { BLOG_KINDS } from './items'
import { blogListMessages as t } from './messages'
import { enhanceProviderPills, type ProviderPills } from './provider-pills'

/** Markup the enhancer expects inside its host (templates-fixtures/pages/site/post-list.html, reviews.html). */
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

/** A page of the list: its block of cards (null when empty) and the page after it. */
interface Page {
  block: HTMLElement | null
  release?: () => void
  next: number | null
}

/** The cards and React load with the first page the island draws, not with the island. */
const drawing = () => import('./items')

const enhanceBlogList: Enhancer<BlogListProps> = (host, props) => {
  const known = BLOG_KINDS.includes(props.kind)
  const list = host.querySelector<HTMLElement>(LIST_SELECTOR)
  if (!known || !list) {
    console.warn(
      known ? `[islands] "blog-list": needs ${LIST_SELECTOR} inside` : `[islands] "blog-list": unknown data-kind="${props.kind}"`,
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

  let nextPage = props.nextPage ?? null
  let controller: AbortController | null = null
  let debounce: ReturnType<typeof setTimeout> | undefined
  let pills: ProviderPills | null = null
  /** The providers of the items on screen (what a next page continues). */
  let applied: string[] = []

  const showMessage = (text: string) => {
    message.textContent = text
  }
  const showButton = () => {
    button.hidden = nextPage === null
    if (wrapper) wrapper.hidden = nextPage === null
    button.disabled = false
    button.removeAttribute('aria-busy')
    button.textContent = t.more
  }

  /** One request at a time: a newer one aborts the older, and only the newest answer counts. */
  const request = async (page: number, onDone: (page: Page) => void, onFail: (status: number) => void) => {
    controller?.abort()
    const own = new AbortController()
    controller = own
    let answer: Page
    // The cards' chunk loads alongside the page, not after it.
    const draw = drawing()
    try {
      const body = await api.get<unknown>(props.listUrl, { query: { [PROVIDER_PARAM]: applied, page }, signal: own.signal })
      // A body without a `results` list is a broken answer, not an empty page.
      if (!isPaged(body)) throw new ApiError(200, body)
      const { drawBlogPage } = await draw
      if (controller !== own) return
      answer = body.results.length
        ? { ...drawBlogPage(props.kind, body.results), next: nextPageOf(body.next) }
        : { block: null, next: null }
    } catch (error) {
      if (controller !== own || isAbortError(error)) return
      controller = null
      return onFail(error instanceof ApiError ? error.status : 0)
    }
    if (controller !== own) return answer.release?.()
    controller = null
    onDone(answer)
  }

  const loadMore = () => {
    if (controller || nextPage === null) return
    const page = nextPage
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    button.textContent = t.loading
    void request(
      page,
      ({ block, release, next }) => {
        const hadFocus = document.activeElement === button
        // Appending a block of its own: the items on screen are not touched, so page 10 costs what page 2 does.
        blocks.append(block, release)
        nextPage = block ? next : null
        showMessage('')
        showButton()
        // The button the visitor was on is gone at the end: continue from the first new item.
        if (hadFocus && nextPage === null) block?.querySelector<HTMLElement>('a[href]')?.focus()
      },
      (status) => {
        if (status === 404) nextPage = null
        else showMessage(t.failed)
        showButton()
      },
    )
  }

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
    void request(
      1,
      ({ block, release, next }) => {
        settle()
        blocks.clear()
        blocks.append(block, release)
        nextPage = next
        showMessage(block ? '' : t.nothing)
        showButton()
      },
      () => {
        // The old items would claim to be the new filter's: clear them and say what happened.
        settle()
        blocks.clear()
        nextPage = null
        showMessage(t.failed)
        showButton()
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

  showButton()
  button.addEventListener('click', loadMore)

  return () => {
    clearTimeout(debounce)
    controller?.abort()
    controller = null
    list.removeAttribute('aria-busy')
    pills?.release()
    blocks.release()
    button.removeEventListener('click', loadMore)
    button.remove()
    wrapper?.remove()
    if (link) link.hidden = false
    if (!serverMessage) message.remove()
  }
}

export default enhanceBlogList
