import type { FastifyInstance } from 'fastify'
import POLICY from '../../shared/content-security-policy.json'

/** The placeholder of the build's origin in the policy's sources. */
const STATIC_ORIGIN = 'STATIC_ORIGIN'

/**
 * The policy the islands must work under: no inline scripts or styles, no eval, and Trusted
 * Types: an HTML sink takes only what a policy made, and the policies are the site's own
 * (`storefront-html`: browser/dom/sanitize.ts, the only one that makes HTML) and the `default` one
 * Leaflet needs (islands/coverage-map/leaflet-html.ts: exactly Leaflet's own strings). React needs
 * none. Sending it from the reference server makes every demo page and e2e test prove that; the
 * Django demo sends the same (integrations/django/demo/policy.py reads the same JSON).
 *
 * `staticOrigin`: the build from another origin (STATIC_URL_PREFIX, a CDN), which the directives
 * naming STATIC_ORIGIN allow: its scripts, stylesheets and the images they name, and the runtime's
 * look at its own file after a chunk fails (is the build gone: browser/runtime/stale-build.ts).
 * Its scripts run only with the build's integrity.
 */
export function contentSecurityPolicy(staticOrigin?: string): string {
  return POLICY.directives
    .filter((directive) => staticOrigin || !('onlyWithStaticOrigin' in directive))
    .map(({ name, sources }) =>
      [name, ...sources.flatMap((source) => (source !== STATIC_ORIGIN ? [source] : staticOrigin ? [staticOrigin] : []))].join(' '),
    )
    .join('; ')
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
