import { isAbortError } from '../../shared/api/errors'
import type { Enhancer } from '../../shared/runtime/island'
import { filterParams } from '../filters/serialize'
import { AUTO_LOAD_SCREENS, AUTO_LOAD_THROTTLE_MS, autoLoadLimit, throttle } from './auto-load'
import { extraParams, withExtras } from './extra'
import { fetchFragment, fragmentUrl, FragmentError, type Fragment } from './fragment'
import type { CatalogProps } from './index'
import { catalogMessages } from './messages'

/** Markup the enhancer expects inside its host (templates-fixtures/pages/catalog/*.html). */
export const LIST_SELECTOR = '[data-catalog-list]'
/** The server's 'Показать ещё' link, replaced by a button while the island runs. */
export const MORE_LINK_SELECTOR = '[data-catalog-more]'
/** The server's message of an empty or invalid list, reused as the live region. */
export const MESSAGE_SELECTOR = '.catalog__empty'
const PREV_LINK_SELECTOR = '.catalog__prev'
/**
 * Marks a page of cards that has the newest ON_SCREEN_PAGES pages after it: static/css/site.css
 * gives it content-visibility: auto, so off screen it costs no layout, hit testing or paint. Not
 * the newest pages: on screen when a page is added, they would cost an extra layout pass; not
 * a :nth-last-child rule: that restyles every page on each append.
 */
export const EARLIER_PAGE_CLASS = 'catalog-list__page--earlier'
const ON_SCREEN_PAGES = 2
/** Spec §9: filter debounce. */
export const FILTER_DEBOUNCE_MS = 1000

const enhanceCatalog: Enhancer<CatalogProps> = (host, props) => {
  const list = host.querySelector<HTMLElement>(LIST_SELECTOR)
  if (!list) {
    console.warn(`[islands] "catalog": needs ${LIST_SELECTOR} inside`, host)
    return () => {}
  }
  const found = props.catalogForm ? document.getElementById(props.catalogForm) : null
  const form = found instanceof HTMLFormElement ? found : null
  if (props.catalogForm && !form) {
    console.warn(`[islands] "catalog": data-catalog-form="${props.catalogForm}" names no form`, host)
  }

  const link = host.querySelector<HTMLAnchorElement>(MORE_LINK_SELECTOR)
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'btn btn-outline-primary catalog__more'
  button.textContent = catalogMessages.more
  if (link) {
    link.hidden = true
    link.after(button)
  } else {
    host.append(button)
  }
  const serverMessage = host.querySelector<HTMLElement>(MESSAGE_SELECTOR)
  const message = serverMessage ?? document.createElement('p')
  if (!serverMessage) {
    message.className = 'catalog__empty'
    message.hidden = true
    list.after(message)
  }
  message.setAttribute('role', 'status')
  message.setAttribute('aria-live', 'polite')

  /** The view's fixed parameters (data-extra-*), sent with every request but kept out of the address. */
  const extras = extraParams(host)
  let nextPage = props.nextPage ?? null
  let loadedPage = nextPage ? nextPage - 1 : 1
  /** The filters of the cards on screen (what a next page continues). */
  let applied = form ? filterParams(form) : new URLSearchParams()
  let controller: AbortController | null = null
  let debounce: ReturnType<typeof setTimeout> | undefined

  const showMessage = (text: string) => {
    message.textContent = text
    message.hidden = text === ''
  }
  const showButton = () => {
    button.hidden = nextPage === null
    button.disabled = false
    button.removeAttribute('aria-busy')
    button.textContent = catalogMessages.more
  }

  /** One request at a time: a newer one aborts the older, and only the newest answer counts. */
  const request = async (page: number, onDone: (fragment: Fragment) => void, onFail: (status: number) => void) => {
    controller?.abort()
    const own = new AbortController()
    controller = own
    let fragment: Fragment
    try {
      fragment = await fetchFragment(fragmentUrl(props.fragmentUrl, withExtras(applied, extras), page), own.signal)
    } catch (error) {
      if (controller !== own || isAbortError(error)) return
      controller = null
      return onFail(error instanceof FragmentError ? error.status : 0)
    }
    if (controller !== own) return
    controller = null
    onDone(fragment)
  }

  const loadMore = () => {
    if (controller || nextPage === null) return
    const page = nextPage
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    button.textContent = catalogMessages.loading
    void request(
      page,
      ({ page: block, nextPage: next }) => {
        // Appending a block of its own: the cards already on screen are not touched, and with
        // each page its own grid the browser lays out only the new one (static/css/site.css),
        // so page 50 costs what page 1 does.
        if (block) list.append(block)
        // The page two behind the newest is off screen by now: it gets content-visibility: auto.
        list.children[list.children.length - 1 - ON_SCREEN_PAGES]?.classList.add(EARLIER_PAGE_CLASS)
        loadedPage = page
        nextPage = block ? next : null
        showButton()
        autoLoad.run()
      },
      (status) => {
        if (status === 404) nextPage = null
        showButton()
      },
    )
  }

  const reload = () => {
    clearTimeout(debounce)
    if (!form) return
    const params = filterParams(form)
    if (params.toString() === applied.toString()) return
    applied = params
    const query = params.toString()
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`)
    host.querySelector<HTMLElement>(PREV_LINK_SELECTOR)?.setAttribute('hidden', '')
    void request(
      1,
      ({ page: block, nextPage: next }) => {
        if (block) list.replaceChildren(block)
        else list.replaceChildren()
        loadedPage = 1
        nextPage = next
        showMessage(block ? '' : catalogMessages.nothing)
        showButton()
        autoLoad.run()
      },
      (status) => {
        list.replaceChildren()
        nextPage = null
        showMessage(status === 400 ? catalogMessages.badFilters : catalogMessages.failed)
        showButton()
      },
    )
  }

  const autoLoad = throttle(() => {
    if (controller || nextPage === null) return
    if (loadedPage >= autoLoadLimit(props.autoLoad, window.innerWidth)) return
    if (list.getBoundingClientRect().bottom - window.innerHeight <= AUTO_LOAD_SCREENS * window.innerHeight) loadMore()
  }, AUTO_LOAD_THROTTLE_MS)

  const onFilterChange = () => {
    clearTimeout(debounce)
    debounce = setTimeout(reload, FILTER_DEBOUNCE_MS)
  }
  const onSubmit = (event: Event) => {
    event.preventDefault()
    reload()
  }

  showButton()
  button.addEventListener('click', loadMore)
  form?.addEventListener('input', onFilterChange)
  form?.addEventListener('change', onFilterChange)
  form?.addEventListener('submit', onSubmit)
  const useAutoLoad = props.autoLoad !== undefined
  if (useAutoLoad) {
    window.addEventListener('scroll', autoLoad.run, { passive: true })
    window.addEventListener('resize', autoLoad.run, { passive: true })
    autoLoad.run()
  }

  return () => {
    clearTimeout(debounce)
    autoLoad.cancel()
    controller?.abort()
    controller = null
    button.removeEventListener('click', loadMore)
    form?.removeEventListener('input', onFilterChange)
    form?.removeEventListener('change', onFilterChange)
    form?.removeEventListener('submit', onSubmit)
    if (useAutoLoad) {
      window.removeEventListener('scroll', autoLoad.run)
      window.removeEventListener('resize', autoLoad.run)
    }
    button.remove()
    if (link) link.hidden = false
    if (!serverMessage) message.remove()
  }
}

export default enhanceCatalog
