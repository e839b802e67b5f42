/**
 * The one same-origin check of every redirect target (DESIGN 8): `redirect_to`, order `url`,
 * `payment_url` in the islands, and `next`, the Referer and stored short-link paths on the
 * server. In the browser, the origins of the site-config block's `redirect_origins` (a payment
 * provider's) are allowed too (follow-redirect.ts); the server's own redirects stay on its origin. Refuses `javascript:`, protocol-relative `//evil.example`, other sites, and any
 * target with a control character or a backslash: browsers drop tabs and newlines and read
 * '\' as '/', so '/\t/evil.example/' would become '//evil.example/' (an open redirect), and a
 * newline in a Location header is a server error after the work was done.
 */

/** Tabs, newlines and other control characters, and the backslash browsers read as '/'. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/**
 * `value` resolved against `base` when it is an http(s) URL of `base`'s origin (or of one of
 * `allow`), otherwise null. Works in the browser and on the server alike.
 *
 * @example sameOriginUrl('/numbers/', 'http://shop.test/')?.href // 'http://shop.test/numbers/'
 * @example sameOriginUrl('/\t/evil.example/', 'http://shop.test/') // null
 */
export function sameOriginUrl(value: unknown, base: string, allow: readonly string[] = []): URL | null {
  const resolved = webUrl(value, base)
  if (resolved === null) return null
  if (resolved.origin === new URL(base).origin || allowedOrigins(allow).has(resolved.origin)) return resolved
  return null
}

/**
 * `value` resolved against `base` when it is an http(s) address without control characters,
 * on any site: where a link of the API may go (a card's host is a regional sub-site), never
 * `javascript:` or `data:`.
 *
 * @example webUrl('https://spb.shop.test/tariffs/1/', 'http://shop.test/')?.href // allowed
 * @example webUrl('javascript:alert(1)', 'http://shop.test/') // null
 */
export function webUrl(value: unknown, base: string): URL | null {
  if (typeof value !== 'string' || value.trim() === '' || UNSAFE_CHARACTERS.test(value)) return null
  try {
    const resolved = new URL(value, base)
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved : null
  } catch {
    return null
  }
}

/**
 * The path, query and fragment of a same-origin target, as a server puts it in a Location
 * header: ASCII only (the URL serialiser percent-encodes the rest), always '/…', never '//…'.
 *
 * @example sameOriginPath('http://shop.test/order/?a=1', 'http://shop.test') // '/order/?a=1'
 * @example sameOriginPath('//evil.example/', 'http://shop.test') // null
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  const url = sameOriginUrl(value, `${origin}/`)
  if (url === null) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith('/') && !path.startsWith('//') ? path : null
}

/** Normalises allow-list entries, which may be written as origins or as full URLs. */
function allowedOrigins(allow: readonly string[]): Set<string> {
  const origins = new Set<string>()
  for (const entry of allow) {
    try {
      origins.add(new URL(entry).origin)
    } catch {
      // An entry that is not a URL cannot match any origin; ignoring it keeps redirects strict.
    }
  }
  return origins
}
