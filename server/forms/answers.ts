import type { FastifyRequest } from 'fastify'
import { sameOriginPath } from '../../shared/api/redirect'
import { requestOrigin } from '../routes/request-origin'

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
 * Where a plain form post or a region change goes back to: an explicit `next` (query or
 * body), else the Referer, when either is a page of this site; otherwise '/'. One check
 * for both (shared/api/redirect.ts), so the Location header is never foreign or invalid.
 */
export function backTo(request: FastifyRequest, next?: unknown): string {
  const origin = requestOrigin(request)
  return sameOriginPath(next, origin) ?? sameOriginPath(request.headers.referer, origin) ?? '/'
}

/** Record view of a parsed body; anything but an object (a JSON list, no body) is empty. */
export function bodyValues(body: unknown): Readonly<Record<string, unknown>> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}
