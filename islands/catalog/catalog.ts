import { listen } from '../../browser/dom/listen'
import { afterPageSettled } from '../../browser/runtime/settled'
import { FILTER_SHEET_MODAL } from '../../browser/stores/filter-sheet'
import { $modal } from '../../browser/stores/modal'
import type { Enhancer } from '../../shared/contract/island'
import { filterParams } from '../filters/serialize'
import { AUTO_LOAD_SCREENS, AUTO_LOAD_THROTTLE_MS, autoLoadLimit, throttle } from './auto-load'
import { extraParams, withExtras } from './extra'
import { fragmentSource } from './fragment'
import { jsonSource } from './json-source'
import type { CatalogProps } from './index'
import type { PageSource } from './source'
import { catalogPages } from './catalog-pages'

/** Markup the enhancer expects inside its host (templates/pages/catalog/*.html). */
export const LIST_SELECTOR = '[data-catalog-list]'
/** The server's 'Показать ещё' link, replaced by a button while the island runs. */
export const MORE_LINK_SELECTOR = '[data-catalog-more]'
/** The server's message of an empty or invalid list, reused as the live region. */
export const MESSAGE_SELECTOR = '.catalog__empty'
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
  const form = filterForm(host, props.catalogForm)
  const more = placeMoreButton(host)
  const message = liveMessage(host, list)

  const pages = catalogPages({
    host,
    list,
    nextPage: props.nextPage ?? null,
    applied: form ? filterParams(form) : new URLSearchParams(),
    fetchPage: (filters, page, signal) => source(withExtras(filters, extras), page, signal),
    button: more.button,
    say: message.show,
    onLoaded: () => autoLoad.run(),
  })
  const releaseFilters = form ? watchFilters(form, pages.reload) : () => {}
  const autoLoad = autoLoading(props.autoLoad, list, pages)

  return () => {
    releaseFilters()
    autoLoad.release()
    pages.release()
    more.release()
    message.release()
  }
}

/** The filter form `data-catalog-form` names, if any; a name of no form is said in a warning. */
function filterForm(host: HTMLElement, id: string | undefined): HTMLFormElement | null {
  const found = id ? document.getElementById(id) : null
  const form = found instanceof HTMLFormElement ? found : null
  if (id && !form) console.warn(`[islands] "catalog": data-catalog-form="${id}" names no form`, host)
  return form
}

/**
 * Auto-load-more (`data-auto-load`): the next page comes by itself, throttled, once the list's end
 * is within AUTO_LOAD_SCREENS screens, up to the view's limit of pages at the window's width.
 * `run` looks now (after a page came); `release` stops looking.
 */
function autoLoading(limit: CatalogProps['autoLoad'], list: HTMLElement, pages: ReturnType<typeof catalogPages>) {
  const { pager, loadedPage } = pages
  const autoLoad = throttle(() => {
    if (pager.busy || pager.next === null) return
    if (loadedPage() >= autoLoadLimit(limit, window.innerWidth)) return
    if (list.getBoundingClientRect().bottom - window.innerHeight <= AUTO_LOAD_SCREENS * window.innerHeight) pager.more()
  }, AUTO_LOAD_THROTTLE_MS)
  const releaseScroll = limit !== undefined ? listen(window, { scroll: autoLoad.run, resize: autoLoad.run }, { passive: true }) : () => {}
  // A list whose end shows at once (a wide screen) gets its next page once the page has settled:
  // it lies below the first screen, and its cards bring React, which the first load does without.
  const stopSettling = limit !== undefined ? afterPageSettled(autoLoad.run) : () => {}
  return {
    run: autoLoad.run,
    release() {
      autoLoad.cancel()
      stopSettling()
      releaseScroll()
    },
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
