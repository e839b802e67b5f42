import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SERVER_MESSAGES as M } from '../messages'

interface ErrorHandlerOptions {
  /** Renders the HTML 404 page (a template); may throw, e.g. when the build is missing. */
  renderNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
  /** Show error messages on HTML error pages (development), not only a generic text. */
  showDetails: boolean
}

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/')

/**
 * API paths answer errors as DRF does, `{"detail": "…"}`; pages get an HTML page.
 * Like Django's APPEND_SLASH, a GET for '/about' redirects to '/about/' when that exists.
 */
export function installErrorHandlers(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setNotFoundHandler(async (request, reply) => {
    const [path = '/', query] = request.url.split(/\?(.*)/s)
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    if (isRead && !path.endsWith('/') && app.hasRoute({ method: 'GET', url: `${path}/` })) {
      return reply.redirect(`${path}/${query ? `?${query}` : ''}`, 301)
    }
    if (isApi(request)) return reply.code(404).send({ detail: M.notFound })
    try {
      return await options.renderNotFound(request, reply)
    } catch (error) {
      request.log.error(error, 'the 404 page failed to render')
      return sendHtmlError(reply, 404, M.pageNotFound, options.showDetails ? error : null)
    }
  })

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error(error)
    if (isApi(request) || status < 500) {
      return reply.code(status).send({ detail: status < 500 ? error.message : M.serverError })
    }
    return sendHtmlError(reply, status, M.serverError, options.showDetails ? error : null)
  })
}

// Deliberately template-free: this page must work when templates or the build are broken.
function sendHtmlError(reply: FastifyReply, status: number, title: string, error: unknown) {
  const details = error instanceof Error ? `<pre>${escapeHtml(error.message)}</pre>` : ''
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${title}</title></head>` + `<body><h1>${title}</h1>${details}</body></html>`,
    )
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
