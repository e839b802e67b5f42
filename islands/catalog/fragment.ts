import { isAbortError } from '../../browser/api/errors'
import { parseInert } from '../../browser/dom/sanitize'
import { PageError, pageUrl, type PageSource } from './source'

/** The page block of a fragment answer; its data-next-page tells the page after it. */
const PAGE_SELECTOR = '.catalog-list__page[data-next-page]'

/**
 * The HTML-fragment mode, for backends that prefer it: GETs one page of cards from the
 * catalogue page itself (`?…&page=N&fragment=1`, see server/routes/catalog-pages.ts). The answer
 * is the server's own HTML, parsed in an inert `<template>` (no scripts run), never strings
 * from the JSON API.
 */
export function fragmentSource(base: string): PageSource {
  return async (params, page, signal) => {
    const url = pageUrl(base, params, page, { fragment: '1' })
    if (new URL(url, location.href).origin !== location.origin) throw new PageError(0)
    let html: string
    try {
      const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin', signal })
      if (!response.ok) throw new PageError(response.status)
      html = await response.text()
    } catch (error) {
      if (error instanceof PageError || isAbortError(error) || signal.aborted) throw error
      throw new PageError(0)
    }
    const block = parseInert(html).querySelector<HTMLElement>(PAGE_SELECTOR)
    if (!block) throw new PageError(200)
    const next = Number.parseInt(block.getAttribute('data-next-page') ?? '', 10)
    block.removeAttribute('data-next-page')
    return { block: block.children.length ? block : null, next: next > 0 ? next : null }
  }
}
