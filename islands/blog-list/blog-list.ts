import type { Enhancer } from '../../shared/contract/island'
import { blogPages } from './blog-pages'
import type { BlogListProps } from './index'
import { isBlogKind } from './kinds'
import { enhanceProviderPills } from './provider-pills'

/** Markup the enhancer expects inside its host (templates/pages/site/post-list.html, reviews.html). */
export const LIST_SELECTOR = '[data-blog-list]'
/** The server's «Показать ещё» link, replaced by a button while the island runs. */
export const MORE_LINK_SELECTOR = '[data-blog-more]'
/** The live region for «Ничего не найдено» and failures. */
export const MESSAGE_SELECTOR = '[data-blog-message]'
export const FILTER_SELECTOR = '[data-blog-filter]'
/** Spec §9: filter and list debounce. */
export const FILTER_DEBOUNCE_MS = 1000

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
  const message = liveMessage(host, list)
  const more = placeMoreButton(host, message.element)
  // The pills' choice reloads the list (`pages`, below) after a second of quiet.
  const filter = providerFilter(host, (selected) => pages.reload(selected))
  const pages = blogPages({
    list,
    kind,
    listUrl: props.listUrl,
    nextPage: props.nextPage ?? null,
    ...more,
    say: message.say,
    applied: filter.selected,
  })

  return () => {
    pages.release()
    filter.release()
    more.release()
    message.release()
  }
}

/** The list's live region: the server's, or a new one after the list. */
function liveMessage(host: HTMLElement, list: HTMLElement) {
  const serverMessage = host.querySelector<HTMLElement>(MESSAGE_SELECTOR)
  const message = serverMessage ?? Object.assign(document.createElement('p'), { className: 'site-empty blog-list__message' })
  if (!serverMessage) list.after(message)
  message.setAttribute('role', 'status')
  message.setAttribute('aria-live', 'polite')
  return {
    element: message,
    say(text: string) {
      message.textContent = text
    },
    release() {
      if (!serverMessage) message.remove()
    },
  }
}

/**
 * The island's «Показать ещё» button in place of the server's link (hidden meanwhile); without
 * the link (its last page) after the live region, in the wrapper the link has, for the same look.
 */
function placeMoreButton(host: HTMLElement, message: HTMLElement) {
  const link = host.querySelector<HTMLAnchorElement>(MORE_LINK_SELECTOR)
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'btn btn-outline-primary blog-list__more'
  const wrapper = link ? null : Object.assign(document.createElement('p'), { className: 'site-more' })
  if (link) {
    link.hidden = true
    link.after(button)
  } else {
    wrapper!.append(button)
    message.after(wrapper!)
  }
  return {
    button,
    wrapper,
    release() {
      button.remove()
      wrapper?.remove()
      if (link) link.hidden = false
    },
  }
}

/** The provider pills, if the host has them: their choice now, and `onChoice` a second after the last change. */
function providerFilter(host: HTMLElement, onChoice: (selected: string[]) => void): { selected: string[]; release(): void } {
  const nav = host.querySelector<HTMLElement>(FILTER_SELECTOR)
  if (!nav) return { selected: [], release: () => {} }
  let debounce: ReturnType<typeof setTimeout> | undefined
  const pills = enhanceProviderPills(nav, (selected) => {
    clearTimeout(debounce)
    debounce = setTimeout(() => onChoice(selected), FILTER_DEBOUNCE_MS)
  })
  return {
    selected: pills.selected(),
    release() {
      clearTimeout(debounce)
      pills.release()
    },
  }
}

export default enhanceBlogList
