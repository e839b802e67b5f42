import type { FastifyInstance } from 'fastify'
import type { PhoneNumber } from '../../shared/api/types'
import { parseDeviceQuery } from '../catalog/device-filters'
import { deviceFilterForm, numberFilterForm, tariffFilterForm } from '../catalog/filter-forms'
import { createNumberSets, type NumberSetKind } from '../catalog/number-sets'
import { parseNumberQuery } from '../catalog/number-filters'
import { createNumbersCatalog } from '../catalog/numbers-catalog'
import { listOf } from '../catalog/query-values'
import { formatPhone } from '../../shared/format/phone'
import { parseTariffQuery } from '../catalog/tariff-filters'
import { createDevicesCatalog, createTariffsCatalog } from '../catalog/tariffs-catalog'
import {
  FRAGMENT_TEMPLATE,
  fragmentStatus,
  invalidList,
  isFragment,
  listState,
  optionsOf,
  textOf,
  type ListState,
  type RawQuery,
} from '../catalog/view-list'
import { CATALOG_MESSAGES, CATALOG_PAGE_URLS, STAR_CATEGORIES } from '../catalog/view-options'
import { NUMBER_CATEGORIES } from '../db/seed-data'
import { paramsSchema, QUERY_SCHEMA, type WithParams, type WithQuery } from '../http/request-schemas'
import type { Services } from '../services'
import { NUMBERS_CATALOG_URL, NUMBER_SETS_CATALOG_URL, STAR_NUMBERS_CATALOG_URL } from './catalog'
import { catalogQuery, catalogRenderer } from './catalog-render'
import { DEVICES_CATALOG_URL } from './devices'
import { requestOrigin } from './request-origin'
import { TARIFFS_CATALOG_URL } from './tariffs'
import { SERVER_MESSAGES as M } from '../messages'
import { CATALOG_LABELS, DEVICE_TYPES } from '../catalog/messages'

/**
 * The catalogue views of spec §2 besides the four catalogues of catalog-pages.ts. Each is a
 * server-rendered page whose list the catalogue island takes over (partials/catalog-results.html):
 * its data URL is the page itself (`?…&page=N&fragment=1` answers the cards), and what the URL
 * fixes goes into `data-extra-*` so every request of the island carries it (spec §7).
 *
 *   GET /numbers/{provider or category}/     numbers listing (e.g. /numbers/mts/, /numbers/gold/)
 *   GET /{provider}/number/{digits}.html     numbers error page: a sold number's address answers 404
 *                                            with a message and the provider's other numbers
 *   GET /star-numbers/index/                 star numbers index: a list per star category,
 *                                            number sets and super pairs (`section` picks one)
 *   GET /tariffs/operator/{provider}/        tariffs listing of one provider
 *   GET /devices/type/{type}/                devices landing of one device type
 *
 * Auto-load-more maxima (data-auto-load, spec §4): numbers listing, error page and tariffs
 * listing 2 pages at xl; the devices landing and the star numbers index load on the button only.
 */
const CATALOG_VIEW_URLS = {
  numbersListing: (slug: string) => `/numbers/${slug}/`,
  starNumbersIndex: '/star-numbers/index/',
  tariffsListing: (provider: string) => `/tariffs/operator/${provider}/`,
  devicesLanding: (slug: string) => `/devices/type/${slug}/`,
} as const

/** The number card route of catalog-pages.ts, whose gone numbers get the error page. */
const NUMBER_CARD_ROUTE = '/:provider/number/:file'
const NUMBER_FILE = /^(7\d{10})\.html$/

/** Spec §4: numbers and tariffs fill two columns at xl, so two pages load by themselves there (a breakpoint of spec §2, browser/dom/breakpoints). */
const AUTO_LOAD_TWO_AT_XL = '{"xl": 2}'

const CATEGORY_LISTING_TITLES: Readonly<Record<string, string>> = CATALOG_LABELS.categoryListings

/** Set by the age check's «confirm» (islands/age-gate); the server then leaves the check out. */
const AGE_COOKIE = 'age_confirmed'

/**
 * Devices landings: the address slug, the device type of the data, the page's words.
 * `adult`: the page asks the visitor's age first (spec §4, age modal). The demo data has no
 * adult goods; the smart-watch landing stands in as the adult category.
 */
const LANDING = CATALOG_LABELS.deviceLandings
const DEVICE_LANDINGS: Record<string, { type: string; title: string; intro: string; adult?: boolean }> = {
  smartfony: { type: DEVICE_TYPES.smartphone, ...LANDING.smartfony },
  planshety: { type: DEVICE_TYPES.tablet, ...LANDING.planshety },
  modemy: { type: DEVICE_TYPES.modem, ...LANDING.modemy },
  routery: { type: DEVICE_TYPES.router, ...LANDING.routery },
  'umnye-chasy': { type: DEVICE_TYPES.watch, ...LANDING['umnye-chasy'], adult: true },
}

type IndexSection = { id: string; kind: 'star-numbers' | 'number-sets'; heading: string; category?: string; setKind?: NumberSetKind; allUrl?: string }
const INDEX_SECTIONS: IndexSection[] = [
  ...STAR_CATEGORIES.map((category) => ({
    id: category,
    kind: 'star-numbers' as const,
    heading: CATEGORY_LISTING_TITLES[category] ?? category,
    category,
    allUrl: CATALOG_VIEW_URLS.numbersListing(category),
  })),
  { id: 'set', kind: 'number-sets', heading: CATALOG_LABELS.numberSets, setKind: 'set' },
  { id: 'super_pair', kind: 'number-sets', heading: CATALOG_LABELS.superPairs, setKind: 'super_pair' },
]

interface Provider {
  id: number
  slug: string
  display_name: string
}

export function registerCatalogViewRoutes(app: FastifyInstance, services: Services): void {
  const context = catalogViewContext(services)
  registerNumbersListing(app, context)
  registerNumberGonePage(app, context)
  registerStarNumbersIndex(app, context)
  registerTariffsListing(app, context)
  registerDevicesLanding(app, context)
}

/** What the catalogue views share: the services, the searches, the providers, the renderer and the numbers' list and form. */
type CatalogViewContext = ReturnType<typeof catalogViewContext>

function catalogViewContext(services: Services) {
  const { db, catalog, pages } = services
  const searchNumbers = createNumbersCatalog(db, catalog)
  const providers = () => db.prepare('SELECT id, slug, display_name FROM providers ORDER BY id').all() as Provider[]
  const providerChoices = () => providers().map((p) => ({ value: p.slug, label: p.display_name }))
  return {
    ...services,
    searchTariffs: createTariffsCatalog(db, catalog),
    searchDevices: createDevicesCatalog(db, catalog),
    listSets: createNumberSets(db, catalog),
    searchNumbers,
    providers,
    providerBySlug: (slug: string) => providers().find((p) => p.slug === slug),
    providerChoices,
    /** The first provider's slug: the demo pages' example of a provider's listing. */
    firstProvider: () => providers()[0]?.slug,
    render: catalogRenderer(pages),
    /** The number filters' form (the template leaves out the field the address fixes). */
    numberForm: (raw: RawQuery) =>
      numberFilterForm(
        raw,
        providerChoices(),
        NUMBER_CATEGORIES.map((c) => c.category),
      ),
    /** The numbers of a listing: the visitor's filters with what the address fixes; the page links keep the visitor's. */
    numbersList: (raw: RawQuery, fixed: RawQuery, origin: string) =>
      listState<Parameters<typeof searchNumbers>[0], PhoneNumber>(
        { ...raw, ...fixed },
        parseNumberQuery,
        (q, page) => searchNumbers(q, page, origin),
        raw,
      ),
  }
}

// Numbers listing: the numbers of one provider or one category, the rest chosen in the form.
function registerNumbersListing(app: FastifyInstance, { render, providerBySlug, firstProvider, numbersList, numberForm }: CatalogViewContext): void {
  app.get<WithQuery & WithParams<'slug'>>(
    '/numbers/:slug/',
    {
      config: { demo: () => [firstProvider(), 'gold'].flatMap((slug) => (slug ? [CATALOG_VIEW_URLS.numbersListing(slug)] : [])) },
      schema: { ...QUERY_SCHEMA, ...paramsSchema('slug') },
    },
    async (request, reply) => {
      const { slug } = request.params
      const provider = providerBySlug(slug)
      const isCategory = NUMBER_CATEGORIES.some((c) => c.category === slug)
      if (!provider && !isCategory) return reply.callNotFound()
      const fixed = provider ? { provider: slug } : { category: slug }
      const raw = catalogQuery(request)
      const title = provider ? CATALOG_LABELS.numbersOf(provider.display_name) : (CATEGORY_LISTING_TITLES[slug] ?? slug)
      return render(request, reply, 'pages/catalog/numbers-listing.html', 'numbers', {
        list: numbersList(raw, fixed, requestOrigin(request)),
        catalog_url: NUMBERS_CATALOG_URL,
        page_url: CATALOG_VIEW_URLS.numbersListing(slug),
        title,
        fixed,
        fixed_field: provider ? 'provider' : 'category',
        form: numberForm(raw),
        auto_load: AUTO_LOAD_TWO_AT_XL,
      })
    },
  )
}

// Numbers error page. The number card route (catalog-pages.ts) shows numbers on sale; for a
// sold number this hook answers instead, before that route's plain 404. It acts on that route
// only, so it reads the request as that route's (its query and parameters).
function registerNumberGonePage(app: FastifyInstance, { db, render, providerBySlug, numbersList, numberForm }: CatalogViewContext): void {
  // A sold number stays in the catalogue, archived; an address that never was a number is a plain 404.
  const numberSold = db.prepare('SELECT 1 FROM numbers WHERE provider_id = ? AND number_digit = ? AND archive = 1').pluck()
  app.addHook<WithQuery & WithParams<'provider' | 'file'>>('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== NUMBER_CARD_ROUTE) return
    const provider = providerBySlug(request.params.provider)
    const digits = NUMBER_FILE.exec(request.params.file)?.[1]
    if (!provider || !digits || !numberSold.get(provider.id, digits)) return
    const raw = catalogQuery(request)
    const fixed = { provider: provider.slug }
    return render(
      request,
      reply,
      'pages/catalog/number-gone.html',
      'numbers',
      {
        list: numbersList(raw, fixed, requestOrigin(request)),
        catalog_url: NUMBERS_CATALOG_URL,
        page_url: request.url.split('?')[0],
        provider,
        number: formatPhone(digits),
        fixed,
        form: numberForm(raw),
        auto_load: AUTO_LOAD_TWO_AT_XL,
      },
      404,
    )
  })
}

// Star numbers index: one list per section; `section` names the one a fragment or a page link is for.
function registerStarNumbersIndex(app: FastifyInstance, context: CatalogViewContext): void {
  const { pages, providerChoices } = context
  app.get<WithQuery>(CATALOG_VIEW_URLS.starNumbersIndex, { schema: QUERY_SCHEMA }, async (request, reply) => {
    const raw = catalogQuery(request)
    const asked = textOf(raw, 'section')
    const sectionList = indexSectionLists(context, raw, requestOrigin(request))
    if (isFragment(request.query)) {
      const section = INDEX_SECTIONS.find((s) => s.id === asked)
      const list = section ? sectionList(section) : invalidList({ section: [M.chooseFrom(INDEX_SECTIONS.map((s) => s.id))] })
      return pages(request, reply, FRAGMENT_TEMPLATE, { list, catalog_kind: section?.kind ?? 'numbers' }, fragmentStatus(list))
    }
    const sections = INDEX_SECTIONS.map((section) => ({ ...section, list: sectionList(section) }))
    return pages(request, reply, 'pages/catalog/star-numbers-index.html', {
      sections,
      errors: sections.find((s) => s.list.errors)?.list.errors ?? null,
      stars_url: STAR_NUMBERS_CATALOG_URL,
      sets_url: NUMBER_SETS_CATALOG_URL,
      page_url: CATALOG_VIEW_URLS.starNumbersIndex,
      form: { providers: optionsOf(raw, 'provider', providerChoices()), mask: textOf(raw, 'mask') },
      messages: CATALOG_MESSAGES,
    })
  })
}

/** The list of each section of the star numbers index under the visitor's provider and mask. */
function indexSectionLists({ searchNumbers, listSets }: CatalogViewContext, raw: RawQuery, origin: string) {
  const asked = textOf(raw, 'section')
  const filters: RawQuery = { provider: raw.provider, mask: raw.mask }
  return (section: IndexSection): ListState<unknown> => {
    // Only the asked section turns pages; the others show their first page.
    const query: RawQuery = { ...filters, page: section.id === asked ? raw.page : undefined }
    const links = { ...filters, section: section.id }
    if (section.category) {
      return listState({ ...query, category: section.category }, parseNumberQuery, (q, page) => searchNumbers(q, page, origin), links)
    }
    // Sets are narrowed by the same provider and mask (a member matches); bad filters answer 400 alike.
    return listState(
      query,
      parseNumberQuery,
      (_q, page) => listSets(section.setKind!, listOf(filters.provider), page, origin, textOf(filters, 'mask') || null),
      links,
    )
  }
}

// Tariffs listing of one provider.
function registerTariffsListing(app: FastifyInstance, { searchTariffs, render, providers, providerBySlug, firstProvider }: CatalogViewContext): void {
  app.get<WithQuery & WithParams<'provider'>>(
    '/tariffs/operator/:provider/',
    {
      config: { demo: () => [firstProvider()].flatMap((slug) => (slug ? [CATALOG_VIEW_URLS.tariffsListing(slug)] : [])) },
      schema: { ...QUERY_SCHEMA, ...paramsSchema('provider') },
    },
    async (request, reply) => {
      const provider = providerBySlug(request.params.provider)
      if (!provider) return reply.callNotFound()
      const raw = catalogQuery(request)
      const origin = requestOrigin(request)
      const fixed = { provider: provider.slug }
      return render(request, reply, 'pages/catalog/tariffs-listing.html', 'tariffs', {
        list: listState({ ...raw, ...fixed }, parseTariffQuery, (q, page) => searchTariffs(q, page, origin), raw),
        catalog_url: TARIFFS_CATALOG_URL,
        page_url: CATALOG_VIEW_URLS.tariffsListing(provider.slug),
        provider,
        fixed,
        provider_tabs: providers().map((p) => ({
          label: p.display_name,
          href: CATALOG_VIEW_URLS.tariffsListing(p.slug),
          current: p.id === provider.id,
        })),
        all_url: CATALOG_PAGE_URLS.tariffs,
        form: tariffFilterForm(raw),
        auto_load: AUTO_LOAD_TWO_AT_XL,
      })
    },
  )
}

// Devices landing of one device type.
// Smartphones, and smart watches behind the age gate.
function registerDevicesLanding(app: FastifyInstance, { db, searchDevices, render }: CatalogViewContext): void {
  const manufacturersOf = db.prepare('SELECT DISTINCT manufacturer FROM devices WHERE archive = 0 AND device_type = ? ORDER BY manufacturer').pluck()
  app.get<WithQuery & WithParams<'type'>>(
    '/devices/type/:type/',
    {
      config: { demo: ['smartfony', 'umnye-chasy'].map((slug) => CATALOG_VIEW_URLS.devicesLanding(slug)) },
      schema: { ...QUERY_SCHEMA, ...paramsSchema('type') },
    },
    async (request, reply) => {
      const slug = request.params.type
      const landing = DEVICE_LANDINGS[slug]
      if (!landing) return reply.callNotFound()
      const raw = catalogQuery(request)
      const origin = requestOrigin(request)
      const fixed = { device_type: landing.type }
      return render(request, reply, 'pages/catalog/devices-landing.html', 'devices', {
        list: listState({ ...raw, ...fixed }, parseDeviceQuery, (q, page) => searchDevices(q, page, origin), raw),
        catalog_url: DEVICES_CATALOG_URL,
        // Devices carry no host_url of their own (spec §3): their links use this site's origin.
        host_url: origin,
        page_url: CATALOG_VIEW_URLS.devicesLanding(slug),
        landing,
        age_gate: landing.adult === true && request.cookies[AGE_COOKIE] !== '1' ? { cookie: AGE_COOKIE } : null,
        fixed: { 'device-type': landing.type },
        landing_tabs: Object.entries(DEVICE_LANDINGS).map(([s, l]) => ({
          label: l.title,
          href: CATALOG_VIEW_URLS.devicesLanding(s),
          current: s === slug,
        })),
        all_url: CATALOG_PAGE_URLS.devices,
        form: deviceFilterForm(raw, manufacturersOf.all(landing.type) as string[]),
      })
    },
  )
}
