/** Content, search, regions and paged lists of spec §3 and §7. */
import type { Device, PhoneNumber, Provider, Tariff } from './catalog'

/** News post. Images come in size variants keyed by name. */
export interface News {
  id: number
  title: string
  slug: string
  created: string
  providers: Provider[] | number[]
  main_image: string | null
  /** Size variants of main_image, e.g. `{ small: '…', large: '…' }`. */
  main_image_variants?: Record<string, string>
  intro_display: string
  content_display: string
  date_publish_display: string
  absolute_url: string
}

/** Article: a news post with authors. */
export interface Article extends News {
  /** `id` and `absolute_url` lead to the author's articles (/api/authors/articles/?author=id). */
  authors: { full_name: string; id?: number; absolute_url?: string }[]
}

/** Promotion: a news post with an end date. */
export interface Stock extends News {
  date_finish_display: string
}

/** Static page. */
export interface FlatPage {
  title: string
  absolute_url: string
}

/** Catalogue of numbers, tariffs or devices. */
export interface Catalog {
  title: string
  absolute_url: string
  provider_object?: Provider
  provider_name?: string
}

/** Customer review; `answers` are replies in the same shape. */
export interface Review {
  name: string
  avatar_image: string | null
  rate: number
  empty_rate: number
  active_from_display: string
  content: string
  answers: Review[]
}

/** GET /api/search/heap/ response: header suggestions grouped by kind. */
export interface SearchSuggestions {
  numbers: PhoneNumber[]
  articles: Article[]
  news: News[]
  flatpages: FlatPage[]
  tariffs: Tariff[]
  devices?: Device[]
  tariffs_catalogs: Catalog[]
  numbers_catalogs: Catalog[]
  devices_catalogs: Catalog[]
  total: number
}

/** Regional sub-site (city). */
export interface Subdomain {
  id: number
  display_name: string
  change_url: string
}

/** Alias used by the region selector. */
export type Region = Subdomain

/** Tile layer of the coverage map. */
export interface CoverageLayer {
  display_name: string
  color: string
  tile_url_template: string
  enabled_by_default: boolean
  min_zoom?: number
  max_zoom?: number
}

/** Paged list response: `next` is a URL, a page number or null at the end. */
export interface Paged<T> {
  results: T[]
  next: string | number | null
}

/** Calculator response: a page of tariffs with totals. */
export interface CalculatorResponse extends Paged<Tariff> {
  count: number
  provider_count: number
}

/** Common list query: page numbers start at 1, page_size defaults to 20. */
export interface ListQuery {
  page?: number
  page_size?: number
  [filter: string]: string | number | boolean | (string | number)[] | undefined
}

/** Short-link request body. */
export interface ShortLinkRequest {
  with_param_url: string
}

/** Short-link response. */
export interface ShortLinkResponse {
  short_url: string
}
