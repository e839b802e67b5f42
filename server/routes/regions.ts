import type { FastifyInstance } from 'fastify'
import { createContentRepository } from '../content/repository'
import { backTo } from '../forms/answers'
import { paramsSchema, QUERY_SCHEMA, type WithParams, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { CONTENT_URLS } from './content'

/** The cookie naming the visitor's chosen sub-site (its slug), set by GET /region/{slug}/. */
export const REGION_COOKIE = 'region'
/** The region a visitor without the cookie sees. */
export const DEFAULT_REGION_SLUG = 'msk'
const REGION_COOKIE_AGE_SECONDS = 365 * 24 * 60 * 60
const REGIONS_PAGE = '/regions/'

/**
 * Regions (spec §2, §7): the sub-sites list, each region's change address, and /regions/,
 * the full list grouped by first letter: the region selector without JavaScript.
 */
export function registerRegionRoutes(app: FastifyInstance, { db, pages }: Services): void {
  const content = createContentRepository(db)

  app.get(CONTENT_URLS.subdomains, { schema: QUERY_SCHEMA }, async () => content.subdomains())

  // The change address: remember the city, go back where the visitor was (`?next=`, which
  // the selector's links carry, or the Referer; same-origin only). An unknown slug is a 404.
  app.get<WithQuery & WithParams<'slug'>>(
    '/region/:slug/',
    { config: { demo: false }, schema: { ...QUERY_SCHEMA, ...paramsSchema('slug') } },
    async (request, reply) => {
      const { slug } = request.params
      const subdomain = content.subdomainOf(slug)
      if (!subdomain) return reply.callNotFound()
      reply.setCookie(REGION_COOKIE, subdomain.slug, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        maxAge: REGION_COOKIE_AGE_SECONDS,
      })
      return reply.redirect(backTo(request, request.query['next']), 302)
    },
  )

  app.get(REGIONS_PAGE, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const letters = new Map<string, { display_name: string; change_url: string }[]>()
    for (const region of content.subdomains()) {
      const letter = region.display_name.charAt(0).toLocaleUpperCase('ru')
      letters.set(letter, [...(letters.get(letter) ?? []), region])
    }
    return pages(request, reply, 'pages/site/regions.html', {
      letters: [...letters].map(([letter, regions]) => ({ letter, regions })),
    })
  })
}
