import type { FastifyRequest } from 'fastify'

/** 'http://127.0.0.1:8000': the host_url of entities, so card links point at this site. */
export function requestOrigin(request: FastifyRequest): string {
  // request.host: the Host header, or HTTP/2's :authority.
  return `${request.protocol}://${request.host}`
}

/** The path of the request without its query string. */
export function requestPath(request: FastifyRequest): string {
  const query = request.url.indexOf('?')
  return query === -1 ? request.url : request.url.slice(0, query)
}
