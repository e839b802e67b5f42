import type { SetupServer } from 'msw/node'

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
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    const head = `${request.method} ${url.origin === location.origin ? '' : url.origin}${url.pathname}${url.search}`
    const at = lines.push(head) - 1
    if (request.method === 'GET' || request.method === 'HEAD') return
    // The body is read from a copy; the line is complete once the copy is read (before any answer).
    void bodyText(request.clone()).then((body) => {
      if (body) lines[at] = `${head} ${body}`
    })
  })
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
