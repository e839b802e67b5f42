import type { FastifyInstance, FastifyReply } from 'fastify'
import { createCalculator, parseCalculatorQuery } from '../calculator/calculator'
import { calculatorFormOf, calculatorPageQuery } from '../calculator/form'
import { CALCULATOR_MESSAGES as M } from '../../shared/calculator/messages'
import { calculatorQuery, DEFAULT_FORM } from '../../shared/calculator/request'
import { optionTitle } from '../../shared/format/tariff-options'
import { firstText as queryText } from '../catalog/query-values'
import { comparisonRows } from '../comparison/rows'
import { createContentRepository, type ContentRepository } from '../content/repository'
import { MAP_CENTER, MAP_ZOOM } from '../../shared/coverage/map-view'
import {
  BASE_TILE_TEMPLATE,
  BASE_TILES_PATH,
  COVERAGE_TILES_PATH,
  coverageTileTemplate,
  createTileRenderer,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  validTile,
  type TileScale,
} from '../coverage/tiles'
import { createShortLinkService, shortLinkPath, SHORT_LINK_PREFIX } from '../short-links/service'
import { sameOriginPath } from '../../shared/api/redirect'
import type { CalculatorResponse } from '../../shared/api/types'
import { bodyValues } from '../forms/answers'
import { csrfToken } from '../http/csrf'
import { BODY_SCHEMA, paramsSchema, QUERY_SCHEMA, type WithParams, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { requestOrigin } from './request-origin'
import { CONTENT_URLS } from './content'
import { CALCULATOR_URL, idParam } from './tariffs'
import { SERVER_MESSAGES } from '../messages'
import { SITE_MESSAGES, TOOL_MESSAGES } from './messages'

/**
 * Tariff comparison (spec §4, §7; the paths are not shown there, these are ours).
 * The list belongs to the session; every write needs the CSRF header.
 *   GET    /api/comparison/                 → 200 {items: Tariff[]} in the order added
 *   POST   /api/comparison/add/  {tariff}   → 201 {status: 'ok', count}; 400 {tariff: [...]}
 *                                             when missing, unknown or already compared
 *   POST   /api/comparison/clear/ (no body) → 200 {status: 'ok', count: 0}
 *   DELETE /api/comparison/items/{tariffId}/ → 204; 404 when the tariff is not compared
 *
 * Pages: /tariffs/compare/ (the table), /tariffs/calculator/ (the no-JS calculator form and
 * its first results), /coverage/ (the layers; the map host).
 *
 * Map tiles (server/coverage/tiles.ts), PNG, cached by the browser for a day:
 *   GET /tiles/coverage/{provider slug}/{z}/{x}/{y}[@2x].png  a provider's coverage (transparent elsewhere)
 *   GET /tiles/base/{z}/{x}/{y}[@2x].png                 the demo base layer (site config `map_base_tile_url`)
 *
 * Short links (spec §5, §7):
 *   POST /api/short-links/ {with_param_url}  → 201 {short_url: '<origin>/s/<code>/'};
 *        with_param_url is a path of this site ('/tariffs/?provider=mts') or an absolute URL
 *        of this origin, else 400; the same path always gets the same code
 *   GET  /s/{code}/                          → 302 to the stored path; 404 for an unknown code
 */
export const COMPARISON_PAGE_URL = '/tariffs/compare/'
export const COMPARISON_URL = '/api/comparison/'
export const COMPARISON_ADD_URL = '/api/comparison/add/'
const COMPARISON_CLEAR_URL = '/api/comparison/clear/'
const COMPARISON_ITEM_URL = '/api/comparison/items/:tariffId/'
export const SHORT_LINKS_URL = '/api/short-links/'

const COMPARISON_MESSAGES = {
  required: SERVER_MESSAGES.required,
  wrongPkType: SERVER_MESSAGES.wrongPkType,
  notFound: TOOL_MESSAGES.tariffNotFound,
  duplicate: TOOL_MESSAGES.alreadyCompared,
  notCompared: TOOL_MESSAGES.notCompared,
} as const

const SHORT_LINK_MESSAGES = {
  required: SERVER_MESSAGES.required,
  foreign: TOOL_MESSAGES.foreignAddress,
} as const

/** The coverage map's first view as one picture (see the route). */
const PREVIEW_PATH = '/tiles/preview/'

export function registerToolRoutes(app: FastifyInstance, services: Services): void {
  const context = { ...services, content: createContentRepository(services.db) }
  registerComparisonApi(app, context)
  registerComparisonPage(app, context)
  registerCalculatorPage(app, context)
  registerMapTiles(app, context)
  registerCoveragePage(app, context)
  registerShortLinks(app, context)
}

/** What the tools' routes use: the services and the content tables (providers, coverage layers). */
type ToolContext = Services & { content: ContentRepository }

function registerComparisonApi(app: FastifyInstance, { sessions, comparison }: ToolContext): void {
  app.get(COMPARISON_URL, { schema: QUERY_SCHEMA }, async (request, reply) => {
    csrfToken(request, reply) // the comparison page's writes need the cookie
    return { items: request.session ? comparison.items(request.session.id, requestOrigin(request)) : [] }
  })

  app.post(COMPARISON_ADD_URL, { schema: BODY_SCHEMA }, async (request, reply) => {
    const raw = bodyValues(request.body).tariff
    const tariff = parsePk(raw)
    if (raw === undefined || raw === null || raw === '') return reply.code(400).send({ tariff: [COMPARISON_MESSAGES.required] })
    if (tariff === null) return reply.code(400).send({ tariff: [COMPARISON_MESSAGES.wrongPkType(typeName(raw))] })
    const session = sessions.ensure(request, reply)
    const added = comparison.add(session.id, tariff)
    if ('error' in added) {
      return reply.code(400).send({ tariff: [added.error === 'duplicate' ? COMPARISON_MESSAGES.duplicate : COMPARISON_MESSAGES.notFound] })
    }
    return reply.code(201).send({ status: 'ok', count: added.count })
  })

  app.post(COMPARISON_CLEAR_URL, { schema: BODY_SCHEMA }, async (request) => {
    if (request.session) comparison.clear(request.session.id)
    return { status: 'ok', count: 0 }
  })

  app.delete<WithParams<'tariffId'>>(COMPARISON_ITEM_URL, { schema: { ...BODY_SCHEMA, ...paramsSchema('tariffId') } }, async (request, reply) => {
    const id = idParam(request.params.tariffId)
    if (id === null || !request.session || !comparison.remove(request.session.id, id)) {
      return reply.code(404).send({ detail: COMPARISON_MESSAGES.notCompared })
    }
    return reply.code(204).send()
  })
}

function registerComparisonPage(app: FastifyInstance, { pages, comparison }: ToolContext): void {
  app.get<WithQuery>(COMPARISON_PAGE_URL, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const tariffs = request.session ? comparison.items(request.session.id, requestOrigin(request)) : []
    return pages(request, reply, 'pages/site/compare.html', {
      tariffs,
      rows: comparisonRows(tariffs),
      // ?only_different=1: the checkbox without JavaScript (a GET form) hides rows that are all the same.
      only_different: queryText(request.query, 'only_different') === '1',
      urls: { page: COMPARISON_PAGE_URL, item: COMPARISON_ITEM_URL.replace(':tariffId', '{id}'), clear: COMPARISON_CLEAR_URL },
    })
  })
}

function registerCalculatorPage(app: FastifyInstance, { db, catalog, pages, content }: ToolContext): void {
  const calculate = createCalculator(db, catalog)
  app.get<WithQuery>('/tariffs/calculator/', { schema: QUERY_SCHEMA }, async (request, reply) => {
    const providers = content.providers().map((p) => ({ slug: p.slug, display_name: p.display_name }))
    // The island's own form, sent without script (server/calculator/form.ts); on the first look its
    // defaults, with their results for the visitor without script (the island asks for the same).
    const form = calculatorFormOf(
      request.query,
      providers.map((p) => p.slug),
    )
    const values = form ?? DEFAULT_FORM
    const offset = Math.max(0, Math.floor(Number(queryText(request.query, 'offset'))) || 0)
    const parsed = parseCalculatorQuery(calculatorQuery(values, { offset }))
    const result = 'query' in parsed ? calculate(parsed.query, requestOrigin(request)) : null
    return pages(request, reply, 'pages/site/calculator.html', {
      values,
      providers,
      result: result && { ...result, ...resultLines(result) },
      next_url: result?.next ? `/tariffs/calculator/?${calculatorPageQuery(values, Number(result.next))}` : null,
      data_url: CALCULATOR_URL,
      // The calculator island's providers to choose from, and the values the server drew its form with.
      calculator_props: { providers, ...(form && { values: form }) },
    })
  })
}

/**
 * The calculator page's words over its results: how many it found, and each tariff's unlimited
 * apps, as the island lists them under its card.
 */
function resultLines(result: CalculatorResponse) {
  return {
    count_line: result.count ? M.count(result.count, result.provider_count) : M.nothing,
    options: result.results.map((t) =>
      t.included_options.length ? `${M.options}: ${t.included_options.map(([code]) => optionTitle(code)).join(', ')}` : '',
    ),
  }
}

/** A tile's address, «{z}/{x}/{y}.png» or «…@2x.png»; null for a tile outside the world. */
function tileOf({ z, x, file }: Record<'z' | 'x' | 'file', string>) {
  const [, y, retina] = /^(\d{1,8})(@2x)?\.png$/.exec(file) ?? []
  const [zn, xn, yn] = [z, x, y].map((v) => (v !== undefined && /^\d{1,8}$/.test(v) ? Number(v) : -1)) as [number, number, number]
  return validTile(zn, xn, yn) ? { z: zn, x: xn, y: yn, scale: (retina ? 2 : 1) as TileScale } : null
}

// A tile's picture follows from its address and the seeded areas alone: cached for a year.
const sendTile = (reply: FastifyReply, png: Buffer) =>
  reply.type('image/png').header('Cache-Control', 'public, max-age=31536000, immutable').send(png)

/** The providers of the layers shown by default: what the map's first view draws. */
function defaultLayerProviders(content: ContentRepository) {
  const shown = content
    .coverageLayers()
    .filter((layer) => layer.enabled_by_default)
    .map((layer) => layer.tile_url_template)
  return content.providers().filter((p) => shown.includes(coverageTileTemplate(p.slug)))
}

// Tiles: «{z}/{x}/{y}.png»; 404 for a tile outside the world or an unknown provider.
function registerMapTiles(app: FastifyInstance, { content }: ToolContext): void {
  const tiles = createTileRenderer()
  app.get<WithParams<'provider' | 'z' | 'x' | 'file'>>(
    `${COVERAGE_TILES_PATH}:provider/:z/:x/:file`,
    { config: { demo: false }, schema: { ...QUERY_SCHEMA, ...paramsSchema('provider', 'z', 'x', 'file') } },
    async (request, reply) => {
      const tile = tileOf(request.params)
      const provider = content.providers().find((p) => p.slug === request.params.provider)
      if (!tile || !provider) return reply.callNotFound()
      return sendTile(reply, tiles.coverage(provider, tile.z, tile.x, tile.y, tile.scale))
    },
  )

  app.get<WithParams<'z' | 'x' | 'file'>>(
    `${BASE_TILES_PATH}:z/:x/:file`,
    { config: { demo: false }, schema: { ...QUERY_SCHEMA, ...paramsSchema('z', 'x', 'file') } },
    async (request, reply) => {
      const tile = tileOf(request.params)
      if (!tile) return reply.callNotFound()
      return sendTile(reply, tiles.base(tile.z, tile.x, tile.y, tile.scale))
    },
  )

  // The map's first view as one picture (tiles/preview/map.png, map@2x.png): the coverage page's
  // server fallback, and what it paints while the map's chunks load.
  app.get<WithParams<'file'>>(
    `${PREVIEW_PATH}:file`,
    { config: { demo: false }, schema: { ...QUERY_SCHEMA, ...paramsSchema('file') } },
    async (request, reply) => {
      const scale = ({ 'map.png': 1, 'map@2x.png': 2 } as Record<string, TileScale>)[request.params.file]
      if (!scale) return reply.callNotFound()
      return sendTile(reply, tiles.preview(MAP_CENTER, MAP_ZOOM, defaultLayerProviders(content), scale))
    },
  )
}

function registerCoveragePage(app: FastifyInstance, { pages, config, content }: ToolContext): void {
  app.get('/coverage/', { schema: QUERY_SCHEMA }, async (request, reply) => {
    const layers = content.coverageLayers()
    // Only over the demo's own base layer: a site with another tile provider draws no preview.
    const preview =
      config.mapBaseTileUrl === BASE_TILE_TEMPLATE
        ? {
            src: `${PREVIEW_PATH}map.png`,
            srcset: `${PREVIEW_PATH}map.png 1x, ${PREVIEW_PATH}map@2x.png 2x`,
            width: PREVIEW_WIDTH,
            height: PREVIEW_HEIGHT,
            alt: SITE_MESSAGES.coverageAlt(layers.filter((l) => l.enabled_by_default).map((l) => l.display_name)),
          }
        : null
    return pages(request, reply, 'pages/site/coverage.html', { layers, layers_url: CONTENT_URLS.coverageLayers, preview })
  })
}

function registerShortLinks(app: FastifyInstance, { db }: ToolContext): void {
  const shortLinks = createShortLinkService(db)
  app.post(SHORT_LINKS_URL, { schema: BODY_SCHEMA }, async (request, reply) => {
    const raw = bodyValues(request.body).with_param_url
    if (raw === undefined || raw === null || raw === '') return reply.code(400).send({ with_param_url: [SHORT_LINK_MESSAGES.required] })
    const origin = requestOrigin(request)
    const path = shortLinkPath(raw, origin)
    if (!path) return reply.code(400).send({ with_param_url: [SHORT_LINK_MESSAGES.foreign] })
    return reply.code(201).send({ short_url: `${origin}${SHORT_LINK_PREFIX}${shortLinks.codeFor(path)}/` })
  })

  app.get<WithParams<'code'>>(
    `${SHORT_LINK_PREFIX}:code/`,
    { config: { demo: false }, schema: { ...QUERY_SCHEMA, ...paramsSchema('code') } },
    async (request, reply) => {
      const code = request.params.code
      const path = shortLinks.resolve(code)
      // Stored paths were checked on the way in; check again so a bad row never redirects away.
      const target = path ? sameOriginPath(path, requestOrigin(request)) : null
      if (!target) return reply.callNotFound()
      return reply.redirect(target, 302)
    },
  )
}

function parsePk(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null
  if (typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim())) return Number(raw.trim())
  return null
}

function typeName(raw: unknown): string {
  if (typeof raw === 'string') return 'str'
  if (typeof raw === 'boolean') return 'bool'
  if (typeof raw === 'number') return 'float'
  if (Array.isArray(raw)) return 'list'
  return 'dict'
}
