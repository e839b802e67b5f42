import { CATALOG_MESSAGES as M } from '../../shared/ui/messages'
import { NUMBER_CATEGORIES } from '../db/seed-data'

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
export const CATEGORY_TITLES: Record<string, string> = {
  regular: 'Обычный',
  bronze: 'Бронзовый',
  silver: 'Серебряный',
  gold: 'Золотой',
  platinum: 'Платиновый',
}
export const STAR_CATEGORIES = NUMBER_CATEGORIES.filter((c) => c.category !== 'regular').map((c) => c.category)

export const NUMBER_ORDERINGS = [
  { value: '', label: 'По умолчанию' },
  { value: 'price', label: 'Сначала дешевле' },
  { value: '-price', label: 'Сначала дороже' },
  { value: 'number', label: 'По номеру' },
]
export const TARIFF_ORDERINGS = [
  { value: '', label: 'По умолчанию' },
  { value: 'price', label: 'Сначала дешевле' },
  { value: '-price', label: 'Сначала дороже' },
  { value: 'name', label: 'По названию' },
]
export const DEVICE_ORDERINGS = [...TARIFF_ORDERINGS, { value: '-discount', label: 'По размеру скидки' }]
