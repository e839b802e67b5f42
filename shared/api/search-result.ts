import { entityHref, numberHref } from './links'
import type { Article, Catalog, Device, FlatPage, News, PhoneNumber, Tariff } from './types'

/** The groups of search results (spec §2 order) and what each holds. */
export interface SearchResultKinds {
  tariffs: Tariff
  numbers: PhoneNumber
  devices: Device
  numbers_catalogs: Catalog
  tariffs_catalogs: Catalog
  devices_catalogs: Catalog
  news: News
  articles: Article
  flatpages: FlatPage
}
export type SearchResultKind = keyof SearchResultKinds

/**
 * The groups in spec §2's order with their headings: the header suggestions and the results
 * page list them so.
 */
export const SEARCH_GROUPS: readonly { id: SearchResultKind; title: string }[] = Object.freeze([
  { id: 'tariffs', title: 'Тарифы' },
  { id: 'numbers', title: 'Номера' },
  { id: 'devices', title: 'Устройства' },
  { id: 'numbers_catalogs', title: 'Каталоги номеров' },
  { id: 'tariffs_catalogs', title: 'Каталоги тарифов' },
  { id: 'devices_catalogs', title: 'Каталоги устройств' },
  { id: 'news', title: 'Новости' },
  { id: 'articles', title: 'Статьи' },
  { id: 'flatpages', title: 'Страницы' },
])

/** One line of the search results: where it sits («Главная / crumb»), its link and a note. */
interface SearchResult {
  title: string
  url: string
  note: string
  crumb: string
}

/** The section words of the breadcrumbs of search results. */
const SEARCH_CRUMBS = Object.freeze({
  devices: 'Устройства',
  news: 'Новости',
  articles: 'Статьи',
  numbers_catalogs: 'Номера',
  tariffs_catalogs: 'Тарифы',
  devices_catalogs: 'Устройства',
} as const)

const catalogResult = (catalog: Catalog, crumb: string): SearchResult => ({
  title: catalog.title,
  url: catalog.absolute_url,
  note: catalog.provider_name ?? catalog.provider_object?.display_name ?? '',
  crumb,
})

/**
 * One search result from its entity, the one rule for the server's results page
 * (partials/search-item.html) and the results drawn from JSON (SearchResultCard).
 */
export function searchResultOf<K extends SearchResultKind>(kind: K, entity: SearchResultKinds[K]): SearchResult {
  switch (kind) {
    case 'numbers': {
      const number = entity as PhoneNumber
      return { title: number.number, url: numberHref(number), note: number.provider_name ?? '', crumb: number.main_catalog_title ?? '' }
    }
    case 'tariffs': {
      const tariff = entity as Tariff
      return { title: tariff.name, url: entityHref(tariff), note: tariff.provider_name ?? '', crumb: tariff.main_catalog_title ?? '' }
    }
    case 'devices': {
      const device = entity as Device
      return { title: device.name, url: device.absolute_url, note: device.manufacturer_name ?? '', crumb: SEARCH_CRUMBS.devices }
    }
    case 'news':
    case 'articles': {
      const post = entity as News
      return { title: post.title, url: post.absolute_url, note: '', crumb: SEARCH_CRUMBS[kind as 'news' | 'articles'] }
    }
    case 'flatpages': {
      const page = entity as FlatPage
      return { title: page.title, url: page.absolute_url, note: '', crumb: page.title }
    }
    default:
      return catalogResult(entity as Catalog, SEARCH_CRUMBS[kind as 'numbers_catalogs'] ?? '')
  }
}
