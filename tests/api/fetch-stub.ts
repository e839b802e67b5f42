import { vi } from 'vitest'

/** What a test's fetch stub saw of one request, in a form that compares well whole. */
interface SeenRequest {
  method: string
  url: string
  csrf: string | null
  contentType: string | null
  body: unknown
}

type Handler = (request: SeenRequest, init: RequestInit) => Response | Promise<Response>

/** A JSON response as the backend sends it; `undefined` body means no content. */
export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** Replaces `fetch` with a stub and records every request it receives into `seen`. */
export function stubFetch(handler: Handler = () => json(200, {})) {
  const seen: SeenRequest[] = []
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      csrf: headers.get('X-CSRFToken'),
      contentType: headers.get('Content-Type'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    }
    seen.push(request)
    return handler(request, init)
  })
  vi.stubGlobal('fetch', fn)
  return { fn, seen }
}
