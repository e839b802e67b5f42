import { shortLinkParams } from '../filters/serialize'

/**
 * The address a short link should open: this page (without its own query, which the
 * catalogue island keeps in step with the form anyway) plus the form's short-link
 * parameters (spec §5: no catalog_id, ordering, page_size or empty values; repeated names
 * joined by a colon; masked integers cleaned).
 *
 * @example shortLinkTarget(form, location) // 'https://site/numbers/?provider=mts%3Abeeline'
 */
export function shortLinkTarget(form: HTMLFormElement, page: Pick<Location, 'origin' | 'pathname'>): string {
  const query = shortLinkParams(form).toString()
  return `${page.origin}${page.pathname}${query ? `?${query}` : ''}`
}
