import type { PageAnswer } from '../../browser/ui/load-more'

/**
 * Where the catalogue island's pages come from, the one thing its two modes do differently
 * (docs/server.md «Catalogue views»): the spec's JSON data URL drawn with the card components
 * (json-source.tsx), or the server's HTML fragments (fragment.ts). Everything else, the button,
 * filters, messages, auto-load-more, is one code path in catalog.ts and catalog-pages.ts.
 */

/** A page request that did not give cards: the HTTP status, 200 for a malformed answer, 0 without a response. */
export class PageError extends Error {
  override name = 'PageError'
  constructor(readonly status: number) {
    super(`catalogue page: HTTP ${status}`)
  }
}

/**
 * Fetches page `page` of the list with the applied parameters (filters and extras). The
 * page's block of cards is a `<div role="none">` of `<div role="listitem">` cards in the markup
 * of templates/partials/catalog-page.html, null when the page has no cards.
 */
export type PageSource = (params: URLSearchParams, page: number, signal: AbortSignal) => Promise<PageAnswer>

/** `base` with the parameters and the page added (and whatever else the mode adds). */
export function pageUrl(base: string, params: URLSearchParams, page: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(params)
  query.set('page', String(page))
  for (const [name, value] of Object.entries(extra)) query.set(name, value)
  return `${base}${base.includes('?') ? '&' : '?'}${query}`
}
