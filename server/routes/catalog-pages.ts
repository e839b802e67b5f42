import type { FastifyInstance } from 'fastify'
import { optionTitle } from '../../shared/format/tariff-options'
import type { PhoneNumber } from '../../shared/api/types'
import { parseDeviceQuery, type DeviceQuery } from '../catalog/device-filters'
import { deviceFilterForm, numberFilterForm, tariffFilterForm } from '../catalog/filter-forms'
import { parseNumberQuery, type NumberQuery } from '../catalog/number-filters'
import { createNumbersCatalog } from '../catalog/numbers-catalog'
import { listOf } from '../catalog/query-values'
import { parseTariffQuery, type TariffQuery } from '../catalog/tariff-filters'
import { createDevicesCatalog, createTariffsCatalog } from '../catalog/tariffs-catalog'
import { listState } from '../catalog/view-list'
import { CATALOG_PAGE_URLS, CATEGORY_TITLES, STAR_CATEGORIES } from '../catalog/view-options'
import { NUMBER_CATEGORIES } from '../db/seed-data'
import { paramsSchema, QUERY_SCHEMA, type WithParams, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { NUMBERS_CATALOG_URL } from './catalog'
import { catalogQuery, catalogRenderer } from './catalog-render'
import { DEVICES_CATALOG_URL } from './devices'
import { requestOrigin } from './request-origin'
import { TARIFFS_CATALOG_URL } from './tariffs'
import { CATALOG_LABELS as M, DEVICE_TYPES } from '../catalog/messages'

/**
 * Server-rendered catalogue pages (spec §2): numbers, star numbers, tariffs, devices and
 * the number, tariff and device card pages. Every list renders its first page (or the
 * `page` of the query) in the HTML, reads the same query filters as its data URL, and
 * carries that URL in data attributes for the catalogue island of a later issue.
 *
 *   GET /numbers/                              numbers catalogue (number filters)
 *   GET /star-numbers/                         star numbers (bronze … platinum), same filters
 *   GET /tariffs/                              tariffs catalogue (tariff filters)
 *   GET /devices/                              devices catalogue (device filters)
 *   GET /{provider}/number/{number_digit}.html number card page
 *   GET /tariffs/{slug}/                       tariff page (a tariff's absolute_url)
 *   GET /devices/{slug}/                       device page (a device's absolute_url)
 */
export function registerCatalogPageRoutes(app: FastifyInstance, services: Services): void {
  const context = catalogPageContext(services)
  registerNumbersCatalogue(app, context)
  registerStarNumbersCatalogue(app, context)
  registerTariffsCatalogue(app, context)
  registerDevicesCatalogue(app, context)
  registerNumberCard(app, context)
  registerTariffCard(app, context)
  registerDeviceCard(app, context)
}

/** What the catalogue pages share: the services, the three searches, the renderer and the provider choices. */
type CatalogPageContext = ReturnType<typeof catalogPageContext>

function catalogPageContext(services: Services) {
  const { db, catalog, pages } = services
  const providersStmt = db.prepare('SELECT id, slug, display_name FROM providers ORDER BY id')
  return {
    ...services,
    searchNumbers: createNumbersCatalog(db, catalog),
    searchTariffs: createTariffsCatalog(db, catalog),
    searchDevices: createDevicesCatalog(db, catalog),
    render: catalogRenderer(pages),
    /** The filter form's provider choices. */
    providerChoices: () =>
      (providersStmt.all() as { id: number; slug: string; display_name: string }[]).map((p) => ({ value: p.slug, label: p.display_name })),
  }
}

/** The demo pages' examples (server/routes/demo-pages.ts): the paths a query found. */
const examples = (...found: unknown[]) => found.filter((path): path is string => typeof path === 'string')

/** The first page of a card's related lists (the number's and the device's tariffs). */
const FIRST_PAGE = { page: 1, pageSize: 4 }

function registerNumbersCatalogue(app: FastifyInstance, { searchNumbers, render, providerChoices }: CatalogPageContext): void {
  app.get<WithQuery>(CATALOG_PAGE_URLS.numbers, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const raw = catalogQuery(request)
    const origin = requestOrigin(request)
    const list = listState<NumberQuery, PhoneNumber>(raw, parseNumberQuery, (q, page) => searchNumbers(q, page, origin))
    return render(request, reply, 'pages/catalog/numbers.html', 'numbers', {
      list,
      catalog_url: NUMBERS_CATALOG_URL,
      form: numberFilterForm(
        raw,
        providerChoices(),
        NUMBER_CATEGORIES.map((c) => c.category),
      ),
      page_url: CATALOG_PAGE_URLS.numbers,
    })
  })
}

function registerStarNumbersCatalogue(app: FastifyInstance, { searchNumbers, render, providerChoices }: CatalogPageContext): void {
  app.get<WithQuery>(CATALOG_PAGE_URLS.starNumbers, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const raw = catalogQuery(request)
    const origin = requestOrigin(request)
    // Star numbers only: the visitor's categories must be star ones; none chosen means all of them.
    const chosen = listOf(raw.category)
    const notStar = chosen.some((c) => !STAR_CATEGORIES.includes(c as (typeof STAR_CATEGORIES)[number]))
    const scoped = { ...raw, category: chosen.length ? chosen : [...STAR_CATEGORIES] }
    const list = notStar
      ? listState<NumberQuery, PhoneNumber>(
          {},
          () => ({ errors: { category: [M.chooseStarCategory] } }),
          () => [],
        )
      : listState<NumberQuery, PhoneNumber>(scoped, parseNumberQuery, (q, page) => searchNumbers(q, page, origin), raw)
    return render(request, reply, 'pages/catalog/star-numbers.html', 'star-numbers', {
      list,
      catalog_url: NUMBERS_CATALOG_URL,
      star_categories: STAR_CATEGORIES.join(','),
      category_tabs: starCategoryTabs(chosen),
      form: numberFilterForm(raw, providerChoices(), STAR_CATEGORIES),
      page_url: CATALOG_PAGE_URLS.starNumbers,
    })
  })
}

/** The star numbers page's tabs: «Все», then one per star category; the one chosen alone is current. */
function starCategoryTabs(chosen: readonly string[]) {
  const active = chosen.length === 1 ? chosen[0] : ''
  return [
    { value: '', label: M.all, href: CATALOG_PAGE_URLS.starNumbers, current: chosen.length === 0 },
    ...NUMBER_CATEGORIES.filter((c) => c.category !== 'regular').map((c) => ({
      value: c.category,
      label: CATEGORY_TITLES[c.category] ?? c.category,
      price: c.price,
      href: `${CATALOG_PAGE_URLS.starNumbers}?category=${c.category}`,
      current: active === c.category,
    })),
  ]
}

function registerTariffsCatalogue(app: FastifyInstance, { searchTariffs, render, providerChoices }: CatalogPageContext): void {
  app.get<WithQuery>(CATALOG_PAGE_URLS.tariffs, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const raw = catalogQuery(request)
    const origin = requestOrigin(request)
    const list = listState<TariffQuery, ReturnType<typeof searchTariffs>[number]>(raw, parseTariffQuery, (q, page) => searchTariffs(q, page, origin))
    return render(request, reply, 'pages/catalog/tariffs.html', 'tariffs', {
      list,
      catalog_url: TARIFFS_CATALOG_URL,
      form: tariffFilterForm(raw, providerChoices()),
      page_url: CATALOG_PAGE_URLS.tariffs,
    })
  })
}

function registerDevicesCatalogue(app: FastifyInstance, { db, searchDevices, render }: CatalogPageContext): void {
  const manufacturersStmt = db.prepare('SELECT DISTINCT manufacturer FROM devices WHERE archive = 0 ORDER BY manufacturer').pluck()
  const deviceTypesStmt = db.prepare('SELECT DISTINCT device_type FROM devices WHERE archive = 0 ORDER BY device_type').pluck()
  app.get<WithQuery>(CATALOG_PAGE_URLS.devices, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const raw = catalogQuery(request)
    const origin = requestOrigin(request)
    const list = listState<DeviceQuery, ReturnType<typeof searchDevices>[number]>(raw, parseDeviceQuery, (q, page) => searchDevices(q, page, origin))
    return render(request, reply, 'pages/catalog/devices.html', 'devices', {
      list,
      catalog_url: DEVICES_CATALOG_URL,
      // Devices carry no host_url of their own (spec §3): their links use this site's origin.
      host_url: origin,
      form: deviceFilterForm(raw, manufacturersStmt.all() as string[], deviceTypesStmt.all() as string[]),
      page_url: CATALOG_PAGE_URLS.devices,
    })
  })
}

// Numbers on sale. A sold number's address never reaches this handler: catalog-views.ts
// answers it first with the numbers error page (404 with the provider's other numbers).
function registerNumberCard(app: FastifyInstance, { db, catalog, pages, searchTariffs }: CatalogPageContext): void {
  const numberIdStmt = db
    .prepare(
      `SELECT n.id FROM numbers n JOIN providers p ON p.id = n.provider_id
    WHERE p.slug = ? AND n.number_digit = ? AND n.archive = 0`,
    )
    .pluck()
  const numberCategoryStmt = db.prepare('SELECT category FROM numbers WHERE id = ?').pluck()
  // The demo pages' examples: the first number on sale and the first one gone.
  const numberExample = db
    .prepare(
      `SELECT '/' || p.slug || '/number/' || n.number_digit || '.html' FROM numbers n
    JOIN providers p ON p.id = n.provider_id WHERE n.archive = ? ORDER BY n.id LIMIT 1`,
    )
    .pluck()
  app.get<WithParams<'provider' | 'file'>>(
    '/:provider/number/:file',
    {
      config: { demo: () => examples(numberExample.get(0), numberExample.get(1)) },
      schema: { ...QUERY_SCHEMA, ...paramsSchema('provider', 'file') },
    },
    async (request, reply) => {
      const digits = /^(7\d{10})\.html$/.exec(request.params.file)?.[1]
      const id = digits ? (numberIdStmt.get(request.params.provider, digits) as number | undefined) : undefined
      const origin = requestOrigin(request)
      const number = id === undefined ? undefined : catalog.numbers.byIds([id], origin).get(id)
      if (!number) return reply.callNotFound()
      const category = String(numberCategoryStmt.get(number.id) ?? 'regular')
      const tariffs = parseTariffQuery({})
      const suitable =
        'query' in tariffs
          ? searchTariffs(tariffs.query, FIRST_PAGE, origin, { where: ['t.provider_id = ?'], params: [number.provider] }).slice(0, 4)
          : []
      return pages(request, reply, 'pages/catalog/number.html', {
        number,
        category,
        category_title: CATEGORY_TITLES[category] ?? category,
        is_star: category !== 'regular',
        tariffs: suitable,
      })
    },
  )
}

function registerTariffCard(app: FastifyInstance, context: CatalogPageContext): void {
  const { db, catalog, pages, searchNumbers } = context
  const tariffIdStmt = db.prepare('SELECT id FROM tariffs WHERE slug = ? AND archive = 0').pluck()
  const archivedTariffStmt = db.prepare('SELECT id, name FROM tariffs WHERE slug = ? AND archive = 1')
  // The demo pages' examples: the first tariff on sale and the first one gone.
  const tariffExample = db.prepare('SELECT slug FROM tariffs WHERE archive = ? ORDER BY id LIMIT 1').pluck()
  const relatedDevices = relatedDevicesOf(context)
  app.get<WithParams<'slug'>>(
    '/tariffs/:slug/',
    {
      config: { demo: () => examples(tariffExample.get(0), tariffExample.get(1)).map((slug) => `/tariffs/${slug}/`) },
      schema: { ...QUERY_SCHEMA, ...paramsSchema('slug') },
    },
    async (request, reply) => {
      const id = tariffIdStmt.get(request.params.slug) as number | undefined
      const origin = requestOrigin(request)
      const tariff = id === undefined ? undefined : catalog.tariffs.byIds([id], origin).get(id)
      if (!tariff) {
        // An archived tariff: 404 with a stock request for a similar one (forms' stock-request-tariff).
        const archived = archivedTariffStmt.get(request.params.slug) as { id: number; name: string } | undefined
        if (!archived) return reply.callNotFound()
        return pages(request, reply, 'pages/catalog/tariff-gone.html', { tariff: archived }, 404)
      }
      const numbers = parseNumberQuery({ provider: String(tariff.provider) })
      const suitable = 'query' in numbers ? searchNumbers(numbers.query, { page: 1, pageSize: 6 }, origin).slice(0, 6) : []
      const devices = relatedDevices(tariff.id, origin)
      return pages(request, reply, 'pages/catalog/tariff.html', {
        tariff,
        options: tariff.included_options.map(([code, price]) => ({ title: optionTitle(code), price })),
        numbers: suitable,
        devices,
        device_ids: devices.map((d) => d.id).join(','),
        host_url: origin,
      })
    },
  )
}

/** Related devices of a tariff page: modems and routers for a tariff with internet, phones otherwise. */
function relatedDevicesOf({ db, searchDevices }: CatalogPageContext) {
  const tariffInternetStmt = db.prepare('SELECT internet_gb IS NULL OR internet_gb > 0 FROM tariffs WHERE id = ?').pluck()
  return (tariffId: number, origin: string) => {
    const types = tariffInternetStmt.get(tariffId) === 1 ? [DEVICE_TYPES.modem, DEVICE_TYPES.router] : [DEVICE_TYPES.smartphone]
    const query = parseDeviceQuery({ device_type: types })
    return 'query' in query ? searchDevices(query.query, { page: 1, pageSize: 3 }, origin).slice(0, 3) : []
  }
}

function registerDeviceCard(app: FastifyInstance, { db, catalog, pages, searchTariffs }: CatalogPageContext): void {
  const deviceIdStmt = db.prepare('SELECT id FROM devices WHERE slug = ? AND archive = 0').pluck()
  const deviceExample = db.prepare('SELECT slug FROM devices WHERE archive = 0 ORDER BY id LIMIT 1').pluck()
  app.get<WithParams<'slug'>>(
    '/devices/:slug/',
    {
      config: { demo: () => examples(deviceExample.get()).map((slug) => `/devices/${slug}/`) },
      schema: { ...QUERY_SCHEMA, ...paramsSchema('slug') },
    },
    async (request, reply) => {
      const id = deviceIdStmt.get(request.params.slug) as number | undefined
      const origin = requestOrigin(request)
      const device = id === undefined ? undefined : catalog.devices.byIds([id], origin).get(id)
      if (!device) return reply.callNotFound()
      const tariffs = parseTariffQuery({})
      const suitable =
        'query' in tariffs
          ? searchTariffs(tariffs.query, FIRST_PAGE, origin, { where: ['(t.internet_gb IS NULL OR t.internet_gb > 0)'], params: [] }).slice(0, 4)
          : []
      // The provider pills over the related tariffs (island toggle-buttons), one per provider in the list.
      const relatedProviders = [...new Set(suitable.map((t) => t.provider_name))]
      return pages(request, reply, 'pages/catalog/device.html', { device, host_url: origin, tariffs: suitable, related_providers: relatedProviders })
    },
  )
}
