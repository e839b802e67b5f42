import type { FastifyInstance } from 'fastify'
import type { BuildFiles } from '../templates/build-files'
import { withPreloadHints } from '../templates/preload-hints'
import { integrityByFile } from '../templates/vite-manifest'

/**
 * Every HTML answer gets the preload hints of the islands it holds: `<link rel="modulepreload">`
 * in its head and a `Link:` header (server/templates/preload-hints.ts), as the Django middleware
 * adds them to a Django site's pages. Registered before anything that compresses the body.
 */
export function installPreloadHints(app: FastifyInstance, build: BuildFiles, urlPrefix: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    const { html, link } = withPreloadHints(payload, build.islands(), urlPrefix, integrityByFile(build.manifest()))
    if (!link) return payload
    const existing = reply.getHeader('link')
    reply.header('link', existing ? `${String(existing)}, ${link}` : link)
    return html
  })
}
