import type { FastifyInstance } from 'fastify'
import { QUERY_SCHEMA } from '../http/request-schemas'
import { GOLD_DISCOUNT } from '../db/seed-data'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'

/** Server-rendered demo pages from templates/pages/. */
export function registerPageRoutes(app: FastifyInstance, { db, pages, catalog, now }: Services): void {
  // The operators' marks of the home page's first screen, each leading to its numbers.
  const operators = db.prepare("SELECT display_name AS name, icon, '/numbers/' || slug || '/' AS href FROM providers ORDER BY id")
  app.get('/', { schema: QUERY_SCHEMA }, async (request, reply) => {
    const origin = requestOrigin(request)
    return pages(request, reply, 'pages/home.html', {
      operators: operators.all(),
      // Two full rows of four at ≥ 1200 px (two of two, one of one below).
      numbers: catalog.numbers.list({ limit: 8 }, origin),
      tariffs: catalog.tariffs.list({ limit: 4 }, origin),
      countdown: untilMidnight(new Date(now())),
      gold_discount_percent: Math.round(GOLD_DISCOUNT * 100),
    })
  })

  // A page with no island hosts: proves such a page downloads nothing but the loader.
  // The template sets no_islands: the header's menu and search work there as plain links and a
  // GET form, the footer's callback as a link.
  app.get('/about/', { schema: QUERY_SCHEMA }, async (request, reply) => pages(request, reply, 'pages/plain.html'))

  // The shop's documents, linked from every page's footer: text with the seller's details.
  for (const [url, template] of Object.entries(DOCUMENT_PAGES)) {
    app.get(url, { schema: QUERY_SCHEMA }, async (request, reply) => pages(request, reply, template))
  }
}

/** The shop's documents (the public offer, delivery and payment, returns and exchange) by their address. */
export const DOCUMENT_PAGES = {
  '/offer/': 'pages/documents/offer.html',
  '/delivery/': 'pages/documents/delivery.html',
  '/returns/': 'pages/documents/returns.html',
} as const

/** Time left until the next local midnight as HH:MM:SS (the countdown's server fallback). */
export function untilMidnight(now: Date): string {
  const midnight = new Date(now)
  midnight.setHours(24, 0, 0, 0)
  const seconds = Math.max(0, Math.floor((midnight.getTime() - now.getTime()) / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`
}
