/** Name of the cookie Django sets and the header it expects back (spec §7). */
export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'X-CSRFToken'

/**
 * The CSRF token from the `csrftoken` cookie, or null when there is none
 * (outside a browser, or before the server has set it).
 *
 * @example getCsrfToken() // 'k3Jf…'
 */
export function getCsrfToken(): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== CSRF_COOKIE) continue
    const raw = part.slice(eq + 1).trim()
    if (!raw) return null
    try {
      return decodeURIComponent(raw)
    } catch {
      // A malformed escape is still the literal token Django compares against.
      return raw
    }
  }
  return null
}
