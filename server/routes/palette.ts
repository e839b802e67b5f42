import type { FastifyInstance } from 'fastify'
import { QUERY_SCHEMA } from '../http/request-schemas'
import type { Services } from '../services'
import { swatchClass } from '../templates/filters'

/** The stylesheet of the data's colours; base.html links it after site.css. */
const PALETTE_URL = '/palette.css'

/**
 * GET /palette.css: one rule per colour of a tag or a provider, `.swatch-e30611 { --swatch:
 * #e30611 }`, so cards show tags "with colours" (spec §3) under a CSP without inline styles.
 * A Django site renders the same from its tags and providers.
 */
export function registerPaletteRoutes(app: FastifyInstance, { db }: Services): void {
  const colors = db.prepare('SELECT color FROM tags UNION SELECT color FROM providers').pluck()
  app.get(PALETTE_URL, { config: { demo: false }, schema: QUERY_SCHEMA }, async (_request, reply) => {
    const rules = (colors.all() as string[]).flatMap((color) => {
      const name = swatchClass(color)
      return name ? [`.${name} { --swatch: #${name.slice('swatch-'.length)}; }`] : []
    })
    return reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(`${rules.join('\n')}\n`)
  })
}
