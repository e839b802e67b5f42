import { CATALOG_MESSAGES as M } from '../../shared/messages'
import { NUMBER_CATEGORIES } from '../db/seed-data'
import { CATALOG_LABELS } from './messages'

const ORDERING = CATALOG_LABELS.orderings

/**
 * The words and choices every catalogue page shares (server/routes/catalog-pages.ts and
 * catalog-views.ts): page addresses, the messages of spec §8, category names, orderings.
 */
export const CATALOG_PAGE_URLS = {
  numbers: '/numbers/',
  starNumbers: '/star-numbers/',
  tariffs: '/tariffs/',
  devices: '/devices/',
} as const

/** The `messages` every catalogue template gets for its empty and bad-filter states. */
export const CATALOG_MESSAGES = { nothing: M.nothing, bad_filters: M.badFilters } as const

/** Russian names of the number categories, as the star-number cards show them. */
export const CATEGORY_TITLES: Readonly<Record<string, string>> = CATALOG_LABELS.categories
export const STAR_CATEGORIES = NUMBER_CATEGORIES.filter((c) => c.category !== 'regular').map((c) => c.category)

const BY_PRICE = [
  { value: '', label: ORDERING.default },
  { value: 'price', label: ORDERING.cheaperFirst },
  { value: '-price', label: ORDERING.dearerFirst },
]
export const NUMBER_ORDERINGS = [...BY_PRICE, { value: 'number', label: ORDERING.byNumber }]
export const TARIFF_ORDERINGS = [...BY_PRICE, { value: 'name', label: ORDERING.byName }]
export const DEVICE_ORDERINGS = [...TARIFF_ORDERINGS, { value: '-discount', label: ORDERING.byDiscount }]
