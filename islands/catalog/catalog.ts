import { isAbortError } from '../../shared/api/errors'
import type { Enhancer } from '../../shared/runtime/island'
import { pageBlocks } from '../../shared/ui/cards/page-blocks'
import { filterParams } from '../filters/serialize'
import { AUTO_LOAD_SCREENS, AUTO_LOAD_THROTTLE_MS, autoLoadLimit, throttle } from './auto-load'
import { extraParams, withExtras } from './extra'
import { fragmentSource } from './fragment'
import { jsonSource } from './json-source'
import type { CatalogProps } from './index'
import { catalogMessages } from './messages'
import { PageError, type PageBlock, type PageSource } from './source'

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
/** The PageError status of an answer that came but held no page (not JSON, no `results`). */
const MALFORMED = 200
/** Spec §9: filter debounce. */
export const FILTER_DEBOUNCE_MS = 1000

/**
 * The host's mode: the spec's JSON data URL (`data-catalog-url` with `data-card`), or the
 * server's HTML fragments (`data-fragment-url`). The JSON mode's card components and React
 * load with its first page (json-source.ts), never in the fragment mode.
 */
function sourceOf(props: CatalogProps, extras: URLSearchParams): PageSource {
  if (props.catalogUrl && props.card) {
    const { catalogUrl, card } = props
    const context = { hostUrl: props.hostUrl ?? location.origin, setKind: extras.get('kind') ?? undefined }
    return jsonSource(catalogUrl, card, context)
  }
  // The contract's oneOf: a host without either mode stays inactive before it gets here.
  return fragmentSource(props.fragmentUrl!)
}

const enhanceCatalog: Enhancer<CatalogProps> = (host, props) => {
  const list = host.querySelector<HTMLElement>(LIST_SELECTOR)
  if (!list) {
    console.warn(`[islands] "catalog": needs ${LIST_SELECTOR} inside`, host)
    return () => {}
  }
  /** The view's fixed parameters (data-extra-*), sent with every request but kept out of the address. */
  const extras = extraParams(host)
  const source = sourceOf(props, extras)
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

  let nextPage = props.nextPage ?? null
  let loadedPage = nextPage ? nextPage - 1 : 1
  /** The filters of the cards on screen (what a next page continues). */
  let applied = form ? filterParams(form) : new URLSearchParams()
  let controller: AbortController | null = null
  let debounce: ReturnType<typeof setTimeout> | undefined
  const blocks = pageBlocks(list)

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
  /**
   * While a page or a reload is on its way: a click on the button would be dropped (one request
   * at a time), so it says so and cannot be pressed.
   */
  const showBusy = () => {
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    button.textContent = catalogMessages.loading
  }

  /** One request at a time: a newer one aborts the older, and only the newest answer counts. */
  const request = async (page: number, onDone: (answer: PageBlock) => void, onFail: (status: number) => void) => {
    controller?.abort()
    const own = new AbortController()
    controller = own
    let answer: PageBlock
    try {
      answer = await source(withExtras(applied, extras), page, own.signal)
    } catch (error) {
      if (controller !== own || isAbortError(error)) return
      controller = null
      if (!(error instanceof PageError)) console.error('[islands] "catalog": page failed', host, error)
      return onFail(error instanceof PageError ? error.status : 0)
    }
    if (controller !== own) return answer.release?.()
    controller = null
    onDone(answer)
  }

  const loadMore = () => {
    if (controller || nextPage === null) return
    const page = nextPage
    showBusy()
    void request(
      page,
      (answer) => {
        const { block, nextPage: next } = answer
        // Appending a block of its own: the cards already on screen are not touched, and with
        // each page its own grid the browser lays out only the new one (static/css/site.css),
        // so page 50 costs what page 1 does.
        blocks.append(answer.block, answer.release)
        // The page two behind the newest is off screen by now: it gets content-visibility: auto.
        list.children[list.children.length - 1 - ON_SCREEN_PAGES]?.classList.add(EARLIER_PAGE_CLASS)
        loadedPage = page
        nextPage = block ? next : null
        showMessage('')
        showButton()
        autoLoad.run()
      },
      (status) => {
        // 404: past the last page, the end of the list. Any other failure keeps the cards on
        // screen and the button, and says so.
        if (status === 404) nextPage = null
        else showMessage(catalogMessages.failed)
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
    showBusy()
    void request(
      1,
      (answer) => {
        const { block, nextPage: next } = answer
        blocks.clear()
        blocks.append(answer.block, answer.release)
        loadedPage = 1
        nextPage = next
        showMessage(block ? '' : catalogMessages.nothing)
        showButton()
        autoLoad.run()
      },
      (status) => {
        // A malformed answer (200 without cards) says nothing of the new filters: the cards on
        // screen stay. Otherwise they would claim to be the new filters' and go.
        if (status !== MALFORMED) blocks.clear()
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
    blocks.release()
    button.remove()
    if (link) link.hidden = false
    if (!serverMessage) message.remove()
  }
}

export default enhanceCatalog
