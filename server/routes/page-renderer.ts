import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Customer } from '../../shared/api/types'
import type { CartService } from '../cart/service'
import type { Config } from '../config'
import { takeFlash } from '../forms/flash'
import { csrfToken } from '../http/csrf'
import type { Session } from '../http/sessions'
import { siteConfig } from '../site-config'
import type { Templates } from '../templates/environment'
import { REGION_COOKIE } from './regions'
import { SITE_MESSAGES as M } from './messages'
import { createRenderQueue } from './render-queue'
import { requestOrigin, requestPath } from './request-origin'

export const SITE_NAME = M.siteName

/** The header navigation, in the order the site shows it; the cart is the header's cart control (partials/cart-summary.html). */
export const NAV = [
  { title: M.numbers, url: '/numbers/' },
  { title: M.starNumbers, url: '/star-numbers/' },
  { title: M.tariffs, url: '/tariffs/' },
  { title: M.devices, url: '/devices/' },
] as const

/** The header's «Ещё» dropdown: the other sections of the site. */
export const NAV_MORE = [
  { title: M.news, url: '/news/' },
  { title: M.articles, url: '/articles/' },
  { title: M.stocks, url: '/stocks/' },
  { title: M.reviews, url: '/reviews/' },
  { title: M.comparison, url: '/tariffs/compare/' },
  { title: M.calculator, url: '/tariffs/calculator/' },
  { title: M.coverage, url: '/coverage/' },
  { title: M.contacts, url: '/contacts/' },
] as const

export type PageRenderer = ReturnType<typeof createPageRenderer>

/**
 * Renders a page template with what every page of the Django site has in its context:
 * the CSRF token (and cookie), the visitor's cart, the customer, the site config block.
 * One render a turn of the event loop (render-queue.ts), so pages rendered together are sent as
 * they are done.
 */
export function createPageRenderer({
  templates,
  cart,
  config,
  customerOf,
  regionOf,
  comparedOf,
}: {
  templates: Templates
  cart: CartService
  config: Config
  /** The signed-in customer of a session (server/auth); absent means always anonymous. */
  customerOf?: (session: Session | null) => Customer | null
  /** The visitor's region from the region cookie's slug (server/routes/regions.ts). */
  regionOf?: (slug: string | undefined) => { slug: string; display_name: string } | null
  /** The tariffs a session compares: their cards draw «К сравнению» (the compare button's island waits for a press). */
  comparedOf?: (session: Session | null) => number[]
}) {
  const inTurn = createRenderQueue()
  return function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    template: string,
    context: Record<string, unknown> = {},
    status = 200,
  ): Promise<FastifyReply> {
    return inTurn(() => {
      const html = templates.render(template, {
        site_name: SITE_NAME,
        nav: NAV,
        nav_more: NAV_MORE,
        request_path: requestPath(request),
        // Every HTML response renews the csrftoken cookie, as Django does on pages with forms.
        csrf_token: csrfToken(request, reply, true),
        cart: cart.cartOf(request.session?.id ?? null, requestOrigin(request)),
        customer: customerOf?.(request.session) ?? null,
        region: regionOf?.(request.cookies[REGION_COOKIE]) ?? null,
        compared: comparedOf?.(request.session) ?? [],
        site_config: siteConfig(config),
        // A plain form post's message (`flash`, `flash_errors`), shown once.
        ...takeFlash(request, reply),
        ...context,
      })
      return reply.code(status).type('text/html; charset=utf-8').send(html)
    })
  }
}
