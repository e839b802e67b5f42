import { api } from '../../shared/api/client'
import { ApiError, isAbortError } from '../../shared/api/errors'
import type { Paged } from '../../shared/api/types'
import type { Enhancer } from '../../shared/runtime/island'
import type { BlogListProps } from './index'
import { ITEM_BUILDERS } from './items'
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

/** `next` as a page number: the reference server sends one, DRF may send the next page's URL. */
function pageNumber(next: Paged<unknown>['next']): number | null {
  if (typeof next === 'number') return next > 0 ? next : null
  if (!next) return null
  const page = Number(new URL(next, location.href).searchParams.get('page') ?? '')
  return Number.isInteger(page) && page > 0 ? page : null
}

const enhanceBlogList: Enhancer<BlogListProps> = (host, props) => {
  const build = ITEM_BUILDERS[props.kind] as ((item: unknown) => HTMLLIElement) | undefined
  const list = host.querySelector<HTMLElement>(LIST_SELECTOR)
  if (!build || !list) {
    console.warn(
      build ? `[islands] "blog-list": needs ${LIST_SELECTOR} inside` : `[islands] "blog-list": unknown data-kind="${props.kind}"`,
      host,
    )
    return () => {}
  }

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
  const request = async (page: number, onDone: (items: HTMLLIElement[], next: number | null) => void, onFail: (status: number) => void) => {
    controller?.abort()
    const own = new AbortController()
    controller = own
    let body: Paged<unknown>
    try {
      body = await api.get<Paged<unknown>>(props.listUrl, { query: { [PROVIDER_PARAM]: applied, page }, signal: own.signal })
    } catch (error) {
      if (controller !== own || isAbortError(error)) return
      controller = null
      return onFail(error instanceof ApiError ? error.status : 0)
    }
    if (controller !== own) return
    controller = null
    onDone(Array.isArray(body?.results) ? body.results.map(build) : [], pageNumber(body?.next ?? null))
  }

  const loadMore = () => {
    if (controller || nextPage === null) return
    const page = nextPage
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    button.textContent = t.loading
    void request(
      page,
      (items, next) => {
        const hadFocus = document.activeElement === button
        // Appending: the items on screen are not touched, so page 10 costs what page 2 does.
        list.append(...items)
        nextPage = items.length ? next : null
        showMessage('')
        showButton()
        // The button the visitor was on is gone at the end: continue from the first new item.
        if (hadFocus && nextPage === null) items[0]?.querySelector<HTMLElement>('a[href]')?.focus()
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
      (items, next) => {
        settle()
        list.replaceChildren(...items)
        nextPage = next
        showMessage(items.length ? '' : t.nothing)
        showButton()
      },
      () => {
        // The old items would claim to be the new filter's: clear them and say what happened.
        settle()
        list.replaceChildren()
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
    button.removeEventListener('click', loadMore)
    button.remove()
    wrapper?.remove()
    if (link) link.hidden = false
    if (!serverMessage) message.remove()
  }
}

export default enhanceBlogList
