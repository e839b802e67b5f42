import { CSRF_HEADER, getCsrfToken } from './csrf'
import { API_MESSAGES as M } from '../../shared/api/messages'
import { ApiError, isAbortError } from './errors'
import { withQuery, type QueryParams } from './query'

/** Options of every call. */
interface RequestOptions {
  signal?: AbortSignal
  query?: QueryParams
  headers?: Record<string, string>
}

/** Methods that Django's CSRF middleware lets through without a token. */
const SAFE_METHODS = new Set(['GET', 'HEAD'])

/**
 * Sends one JSON request to the same-origin API and resolves with the parsed body
 * (`undefined` for 204 or an empty body). Rejects with `ApiError` for HTTP errors,
 * network failures (status 0), refused cross-origin URLs (status 0) and non-JSON success
 * bodies; an abort rejects with the original `AbortError` (see `isAbortError`).
 *
 * @example await request<Cart>('GET', '/api/cart/')
 */
async function request<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const target = withQuery(url, options.query)
  assertSameOrigin(target)
  const upper = method.toUpperCase()
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    // The browser writes the multipart boundary itself; setting Content-Type would break it.
    payload = body
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  if (!SAFE_METHODS.has(upper)) {
    const token = getCsrfToken()
    if (token) headers[CSRF_HEADER] = token
  }

  let response: Response
  try {
    response = await fetch(target, {
      method: upper,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error
    throw new ApiError(0, null, M.offline)
  }
  return readResponse<T>(response)
}

async function readResponse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T
  const text = await response.text()
  let data: unknown = undefined
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      // An HTML error page from a proxy is still an error; a 2xx one means a broken contract.
      if (response.ok) throw new ApiError(response.status, text, M.notJson)
      data = text
    }
  }
  if (!response.ok) throw new ApiError(response.status, data)
  return data as T
}

/** Refuses a URL that would send the session cookie and CSRF token to another origin. */
function assertSameOrigin(url: string): void {
  if (typeof location === 'undefined') return
  let resolved: URL
  try {
    resolved = new URL(url, location.href)
  } catch {
    throw new ApiError(0, null, `Invalid API URL "${url}"`)
  }
  if (resolved.origin !== location.origin) {
    throw new ApiError(0, null, `Refused cross-origin API URL "${url}"`)
  }
}

/** The typed API client: `api.get<Cart>('/api/cart/')`, `api.post<T>(url, body)`. */
export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, body, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', url, body, options),
  delete: <T = void>(url: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', url, body, options),
}
