import { siteSetting } from '../dom/site-config'
import { sameOriginUrl } from '../../shared/api/redirect'

/** Where the islands may send the browser from an answer (DESIGN 8): the page's origin and the site config's `redirect_origins`, checked by redirect.ts. */

/**
 * The origins besides the page's own that a redirect from a response may lead to: the
 * site-config block's `redirect_origins`, a list of origins (`["https://pay.example"]`).
 * Read at each redirect, so a page without the block allows its own origin only.
 */
function redirectOrigins(): string[] {
  const value = siteSetting('redirect_origins')
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
}

/**
 * The absolute URL of a redirect target from a response, or null unless it is http(s) on
 * this page's origin or on an allowed origin (by default the site config's `redirect_origins`).
 *
 * @example safeRedirectTarget('/order/result/5/') // 'http://localhost:3000/order/result/5/'
 * @example safeRedirectTarget('https://pay.example/x', ['https://pay.example']) // allowed
 */
export function safeRedirectTarget(url: string, allow: readonly string[] = redirectOrigins()): string | null {
  if (typeof location === 'undefined') return null
  return sameOriginUrl(url, location.href, allow)?.href ?? null
}

/**
 * Sends the browser to `url` if `safeRedirectTarget` accepts it.
 * Returns whether it navigated, so the caller can show an error otherwise.
 */
export function followRedirect(url: string, allow: readonly string[] = redirectOrigins()): boolean {
  const target = safeRedirectTarget(url, allow)
  if (target === null) return false
  location.assign(target)
  return true
}
