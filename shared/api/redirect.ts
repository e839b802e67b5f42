/**
 * The absolute URL of a redirect target from a response (`redirect_to`, order `url`,
 * `payment_url`), or null unless it is http(s) on this origin or on an allowed origin.
 * Refuses `javascript:`, protocol-relative `//evil.example` and other sites (DESIGN §8).
 *
 * @example safeRedirectTarget('/order/result/5/') // 'http://localhost:3000/order/result/5/'
 * @example safeRedirectTarget('https://pay.example/x', ['https://pay.example']) // allowed
 */
export function safeRedirectTarget(url: string, allow: readonly string[] = []): string | null {
  if (typeof location === 'undefined' || typeof url !== 'string' || !url.trim()) return null
  let resolved: URL
  try {
    resolved = new URL(url, location.href)
  } catch {
    return null
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null
  if (resolved.origin === location.origin || allowedOrigins(allow).has(resolved.origin)) {
    return resolved.href
  }
  return null
}

/**
 * Sends the browser to `url` if `safeRedirectTarget` accepts it.
 * Returns whether it navigated, so the caller can show an error otherwise.
 */
export function followRedirect(url: string, allow: readonly string[] = []): boolean {
  const target = safeRedirectTarget(url, allow)
  if (target === null) return false
  location.assign(target)
  return true
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
