import { formatCardPrice } from '../format/price'
import { entityHref, numberHref } from './links'
import { SECTION_TITLES as M } from './messages'
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
  { id: 'tariffs', title: M.tariffs },
  { id: 'numbers', title: M.numbers },
  { id: 'devices', title: M.devices },
  { id: 'numbers_catalogs', title: M.numbers_catalogs },
  { id: 'tariffs_catalogs', title: M.tariffs_catalogs },
  { id: 'devices_catalogs', title: M.devices_catalogs },
  { id: 'news', title: M.news },
  { id: 'articles', title: M.articles },
  { id: 'flatpages', title: M.flatpages },
])

/**
 * What a visitor can buy from a search result (a number): its price as the cards write it, and
 * the cart button's item (partials/card-cart.html, cards/CardCart.tsx).
 */
export interface SearchResultOffer {
  kind: 'number'
  id: number
  /** «Цена по запросу» instead of a price. */
  priceOnCall: boolean
  /** The price and currency symbol as the number cards write them ('1 500 ₽'). */
  price: string
  /** No longer on sale: «Нет в продаже» instead of the cart button. */
  archive: boolean
}

/** One line of the search results: where it sits («Главная / crumb»), its link, a note and, for a number, its offer. */
interface SearchResult {
  title: string
  url: string
  note: string
  crumb: string
  offer?: SearchResultOffer
}

/** A number's offer: the price of its card (partials/number-card.html) and what the cart adds. */
const numberOffer = (number: PhoneNumber): SearchResultOffer => ({
  kind: 'number',
  id: number.id,
  priceOnCall: Boolean(number.has_price_on_call),
  price: `${formatCardPrice(number.site_price)} ${number.currency?.site_symbol ?? ''}`.trim(),
  archive: Boolean(number.archive),
})

/** The section words of the breadcrumbs of search results. */
const SEARCH_CRUMBS = Object.freeze({
  devices: M.devices,
  news: M.news,
  articles: M.articles,
  numbers_catalogs: M.numbers,
  tariffs_catalogs: M.tariffs,
  devices_catalogs: M.devices,
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
      return {
        title: number.number,
        url: numberHref(number),
        note: number.provider_name ?? '',
        crumb: number.main_catalog_title ?? '',
        offer: numberOffer(number),
      }
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
