import type { FastifyRequest } from 'fastify'

/**
 * Whether the post came from script, so it is answered with JSON: the
 * `X-Requested-With: XMLHttpRequest` header, an `Accept` naming JSON, an `ajax=1`
 * field (the generic AJAX forms) or a JSON body.
 */
export function isAjax(request: FastifyRequest, values: Readonly<Record<string, unknown>>): boolean {
  if (request.headers['x-requested-with'] === 'XMLHttpRequest') return true
  if ((request.headers.accept ?? '').includes('application/json')) return true
  if ((request.headers['content-type'] ?? '').startsWith('application/json')) return true
  const ajax = values['ajax']
  return ajax !== undefined && ajax !== '' && ajax !== '0' && ajax !== false
}

/**
 * Where a plain form post goes back to: the Referer's path and query when it is this
 * site, otherwise '/'. Never a protocol-relative '//host' path.
 */
export function backTo(request: FastifyRequest): string {
  const referer = request.headers.referer
  const host = request.headers.host
  if (!referer || !host) return '/'
  try {
    const url = new URL(referer)
    if (url.host !== host || (url.protocol !== 'http:' && url.protocol !== 'https:')) return '/'
    if (url.pathname.startsWith('//')) return '/'
    return `${url.pathname}${url.search}`
  } catch {
    return '/'
  }
}

/** Record view of a parsed body; anything but an object (a JSON list, no body) is empty. */
export function bodyValues(body: unknown): Readonly<Record<string, unknown>> {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {}
}
