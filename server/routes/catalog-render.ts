import type { FastifyReply, FastifyRequest } from 'fastify'
import { FRAGMENT_TEMPLATE, fragmentStatus, isFragment, withoutFragment, type ListState, type RawQuery } from '../catalog/view-list'
import { CATALOG_MESSAGES } from '../catalog/view-options'
import type { WithQuery } from '../http/request-schemas'
import type { PageRenderer } from './page-renderer'

/** The query of a catalogue page without `fragment`: what its filters, forms and page links read. */
export const catalogQuery = (request: FastifyRequest<WithQuery>): RawQuery => withoutFragment(request.query)

/**
 * The answer of every catalogue page (catalog-pages.ts, catalog-views.ts): the page, or only
 * the cards of one page when the catalogue island asks for a fragment (`?fragment=1`, with
 * the list's status: 400 for bad filters, 404 past the end). `kind` names the cards' grid.
 */
export function catalogRenderer(pages: PageRenderer) {
  return (
    request: FastifyRequest<WithQuery>,
    reply: FastifyReply,
    template: string,
    kind: string,
    context: Record<string, unknown> & { list: ListState<unknown> },
    status = 200,
  ) =>
    isFragment(request.query)
      ? pages(request, reply, FRAGMENT_TEMPLATE, { ...context, catalog_kind: kind }, fragmentStatus(context.list))
      : pages(request, reply, template, { messages: CATALOG_MESSAGES, ...context, catalog_kind: kind }, status)
}
