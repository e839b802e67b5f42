import type { LifeCycleEventsMap } from 'msw'
import type { SetupServer } from 'msw/node'

type RequestStart = (...args: LifeCycleEventsMap['request:start']) => void

/** The logs' listeners, removed after each test by stopRequestLogs (the tester's own listeners stay). */
const logs = new Map<SetupServer, Set<RequestStart>>()

/** Stops the logs of `server` (useReferenceServer's cleanup after each test). */
export function stopRequestLogs(server: SetupServer): void {
  for (const listener of logs.get(server) ?? []) server.events.removeListener('request:start', listener)
  logs.delete(server)
}

/**
 * Records every request the page sends from now on (answered by the reference server or by an
 * override), as lines that compare well whole: `POST /api/cart/items/ {"number":1,"sim_type":4}`.
 * A JSON body is kept as sent; a form body (multipart or url-encoded) as JSON of its fields.
 *
 * @example
 * const sent = logRequests(server)
 * … click …
 * expect(sent.filter((line) => line.startsWith('POST'))).toEqual(['POST /api/cart/items/ {"device":3}'])
 */
export function logRequests(server: SetupServer): string[] {
  const lines: string[] = []
  const listener: RequestStart = ({ request }) => {
    const url = new URL(request.url)
    const head = `${request.method} ${url.origin === location.origin ? '' : url.origin}${url.pathname}${url.search}`
    const at = lines.push(head) - 1
    if (request.method === 'GET' || request.method === 'HEAD') return
    // The body is read from a copy; the line is complete once the copy is read (before any answer).
    void bodyText(request.clone()).then((body) => {
      if (body) lines[at] = `${head} ${body}`
    })
  }
  server.events.on('request:start', listener)
  logs.set(server, (logs.get(server) ?? new Set()).add(listener))
  return lines
}

async function bodyText(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, string> = {}
    ;(await request.formData()).forEach((value, name) => (fields[name] = typeof value === 'string' ? value : '[file]'))
    return JSON.stringify(fields)
  }
  return request.text()
}
