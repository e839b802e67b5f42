import type { FastifyInstance } from 'fastify'

/**
 * The policy the islands must work under: no inline scripts or styles, no eval, and Trusted
 * Types: an HTML sink takes only what a policy made, and the policies are the site's own
 * (`storefront-html`: shared/dom/sanitize.ts, the only one that makes HTML) and the `default` one
 * Leaflet needs (islands/coverage-map/leaflet-html.ts: exactly Leaflet's own strings). React needs
 * none. Sending it from the reference server makes every demo page and e2e test prove that.
 */
export function contentSecurityPolicy(staticOrigin?: string): string {
  const andStatic = staticOrigin ? ` ${staticOrigin}` : ''
  return [
    "default-src 'self'",
    // The build from another origin (STATIC_URL_PREFIX, a CDN): its scripts, stylesheets and the
    // images they name, and the runtime's look at its own file after a chunk fails (is the build
    // gone: shared/runtime/stale-build.ts). Its scripts run only with the build's integrity.
    ...(staticOrigin ? [`connect-src 'self'${andStatic}`] : []),
    `img-src 'self' data:${andStatic}`,
    `style-src 'self'${andStatic}`,
    `script-src 'self'${andStatic}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types storefront-html default',
  ].join('; ')
}

export function installSecurityHeaders(app: FastifyInstance, staticOrigin?: string): void {
  const policy = contentSecurityPolicy(staticOrigin)
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'same-origin')
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', policy)
    }
    return payload
  })
}
