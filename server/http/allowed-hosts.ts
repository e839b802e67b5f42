import type { FastifyInstance } from 'fastify'

/**
 * Django's ALLOWED_HOSTS: the server builds absolute addresses (`host_url`, short links) from
 * the request's Host header, so a request naming any other host is answered 400 before a route
 * sees it (`Host: evil.example` must never yield `http://evil.example` links). `*` allows any.
 */
export function installAllowedHosts(app: FastifyInstance, hosts: readonly string[]): void {
  const allowed = new Set(hosts.map((host) => host.trim().toLowerCase()).filter(Boolean))
  if (allowed.has('*')) return
  app.addHook('onRequest', async (request, reply) => {
    // request.host: the Host header, or HTTP/2's :authority.
    const name = hostName(request.host)
    if (name === null || !allowed.has(name)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request (400)')
    }
  })
}

/** The host of a Host header without its port ('[::1]:8000' → '[::1]'); null when malformed. */
export function hostName(header: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(header?.trim() ?? '')
  return match ? match[1]!.toLowerCase() : null
}

/** Loopback names a local server answers to besides the address it listens on. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const
