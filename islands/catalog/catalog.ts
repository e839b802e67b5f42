import { requestLane } from '../../shared/api/lane'
import { listen } from '../../shared/dom/listen'
import { afterPageSettled } from '../../shared/runtime/settled'
import { FILTER_SHEET_MODAL } from '../../shared/stores/filter-sheet'
import { $modal } from '../../shared/stores/modal'
import type { Enhancer } from '../../shared/runtime/island'
import { pageBlocks } from '../../shared/ui/page-blocks'
import { loadMore } from '../../shared/ui/load-more'
import { filterParams } from '../filters/serialize'
import { AUTO_LOAD_SCREENS, AUTO_LOAD_THROTTLE_MS, autoLoadLimit, throttle } from './auto-load'
import { extraParams, withExtras } from './extra'
import { fragmentSource } from './fragment'
import { jsonSource } from './json-source'
import type { CatalogProps } from './index'
import { CATALOG_MESSAGES as M } from '../../shared/ui/messages'
import { PageError, type PageSource } from './source'

/** Markup the enhancer expects inside its host (templates/pages/catalog/*.html). */
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
  const more = placeMoreButton(host)
  const message = liveMessage(host, list)

  let loadedPage = props.nextPage ? props.nextPage - 1 : 1
  /** The filters of the cards on screen (what a next page continues). */
  let applied = form ? filterParams(form) : new URLSearchParams()
  const blocks = pageBlocks(list)

  /** The status of a failed page (PageError's); anything else is a defect, reported. */
  const statusOf = (error: unknown) => {
    if (error instanceof PageError) return error.status
    console.error('[islands] "catalog": page failed', host, error)
    return 0
  }
  /** A page with the filters on screen and the view's extras. */
  const fetchPage = (page: number, signal: AbortSignal) => source(withExtras(applied, extras), page, signal)

  /** Filter reloads and «Показать ещё» take turns: a page of the old filters never lands in the new list. */
  const lane = requestLane()
  const pager = loadMore({
    button: more.button,
    blocks,
    nextPage: props.nextPage ?? null,
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
      loadedPage = page
      message.show('')
      autoLoad.run()
    },
    onFailed: () => message.show(M.failed),
  })

  const reload = (params: URLSearchParams) => {
    if (params.toString() === applied.toString()) return
    applied = params
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
        loadedPage = 1
        pager.reset(next)
        message.show(block ? '' : M.nothing)
        autoLoad.run()
      },
      (error) => {
        const status = statusOf(error)
        // A malformed answer (200 without cards) says nothing of the new filters: the cards on
        // screen stay. Otherwise they would claim to be the new filters' and go.
        if (status !== MALFORMED) blocks.clear()
        pager.reset(null)
        message.show(status === 400 ? M.badFilters : M.failed)
      },
    )
  }

  const autoLoad = throttle(() => {
    if (pager.busy || pager.next === null) return
    if (loadedPage >= autoLoadLimit(props.autoLoad, window.innerWidth)) return
    if (list.getBoundingClientRect().bottom - window.innerHeight <= AUTO_LOAD_SCREENS * window.innerHeight) pager.more()
  }, AUTO_LOAD_THROTTLE_MS)

  const releaseFilters = form ? watchFilters(form, reload) : () => {}
  const releaseAutoLoad = props.autoLoad !== undefined ? listen(window, { scroll: autoLoad.run, resize: autoLoad.run }, { passive: true }) : () => {}
  // A list whose end shows at once (a wide screen) gets its next page once the page has settled:
  // it lies below the first screen, and its cards bring React, which the first load does without.
  const stopSettling = props.autoLoad !== undefined ? afterPageSettled(autoLoad.run) : () => {}

  return () => {
    releaseFilters()
    autoLoad.cancel()
    stopSettling()
    lane.abort()
    pager.release()
    releaseAutoLoad()
    more.release()
    message.release()
  }
}

/** The island's «Показать ещё» button, in place of the server's link (hidden meanwhile) or at the host's end. */
function placeMoreButton(host: HTMLElement): { button: HTMLButtonElement; release(): void } {
  const link = host.querySelector<HTMLAnchorElement>(MORE_LINK_SELECTOR)
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'btn btn-outline-primary catalog__more'
  if (link) {
    link.hidden = true
    link.after(button)
  } else {
    host.append(button)
  }
  return {
    button,
    release() {
      button.remove()
      if (link) link.hidden = false
    },
  }
}

/** The list's live region: the server's message of an empty or invalid list, or a new one after the list. */
function liveMessage(host: HTMLElement, list: HTMLElement): { show(text: string): void; release(): void } {
  const serverMessage = host.querySelector<HTMLElement>(MESSAGE_SELECTOR)
  const message = serverMessage ?? document.createElement('p')
  if (!serverMessage) {
    message.className = 'catalog__empty'
    message.hidden = true
    list.after(message)
  }
  message.setAttribute('role', 'status')
  message.setAttribute('aria-live', 'polite')
  return {
    show(text) {
      message.textContent = text
      message.hidden = text === ''
    },
    release() {
      if (!serverMessage) message.remove()
    },
  }
}

/**
 * The filter form's edits reload the list with its filters after FILTER_DEBOUNCE_MS of quiet, its
 * submit at once. In the phone's filter sheet (islands/filter-sheet) an edit is a pending choice:
 * only the submit («Показать …») applies it.
 */
function watchFilters(form: HTMLFormElement, reload: (params: URLSearchParams) => void): () => void {
  let debounce: ReturnType<typeof setTimeout> | undefined
  const now = () => {
    clearTimeout(debounce)
    reload(filterParams(form))
  }
  const onEdit = () => {
    clearTimeout(debounce)
    if ($modal.get()?.id === FILTER_SHEET_MODAL) return
    debounce = setTimeout(now, FILTER_DEBOUNCE_MS)
  }
  const onSubmit = (event: Event) => {
    event.preventDefault()
    now()
  }
  const unlisten = listen(form, { input: onEdit, change: onEdit, submit: onSubmit })
  return () => {
    clearTimeout(debounce)
    unlisten()
  }
}

export default enhanceCatalog
