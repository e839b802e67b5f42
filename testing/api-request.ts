import { CSRF_HEADER } from '../browser/api/csrf'
import { csrfToken, reference } from './reference-state'

/**
 * A JSON request as the page's own script would send it (same origin, the CSRF header from the
 * `csrftoken` cookie, set first if the visitor has none yet), through msw, so overrides apply: for what happens in another tab (an item
 * added to the cart elsewhere) or to read what the server holds now (`GET /api/cart/`).
 * Resolves with the status and the parsed body (undefined when empty).
 *
 * @example
 * const { data: cart } = await apiRequest<Cart>('GET', '/api/cart/')
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // Before any page was loaded the visitor has no token yet: csrfToken sets one, as a first page visit would.
  const token = csrfToken(reference().jar)
  if (method.toUpperCase() !== 'GET') headers[CSRF_HEADER] = token
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  const text = await response.text()
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T }
}
