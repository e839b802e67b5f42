/** Catalogue entities of spec §3: providers, tariffs, numbers, devices. */
import type { Decimal } from './common'

/** Mobile operator, e.g. `{ id: 1, name: 'mts', display_name: 'МТС', … }`. */
export interface Provider {
  id: number
  name: string
  display_name: string
  official_name: string
  icon: string | null
}

/** Currency with its on-site symbol, e.g. `{ id: 1, name: 'RUB', site_symbol: '₽' }`. */
export interface Currency {
  id: number
  name: string
  site_symbol: string
}

/** Badge shown on cards, e.g. `{ name: 'Хит', color: '#ff0000' }`. */
export interface Tag {
  id: number
  name: string
  icon: string | null
  icon_url: string | null
  color: string
}

/** `[option code, price]` pair of an included tariff option. */
export type IncludedOption = [code: string, price: Decimal]

/** Mobile tariff. */
export interface Tariff {
  id: number
  name: string
  provider: number
  provider_name: string
  provider_object: Provider
  provider_color: string
  slug: string
  tags: Tag[]
  /** Text lines keyed by feature, e.g. `{ minutes: '500 минут', gb: '30 ГБ' }`. */
  summary: Record<string, string>
  region_name: string
  advance_payment: Decimal
  show_advance_payment: boolean
  activation_price: Decimal
  current_price: Decimal
  month_fee: Decimal
  currency: Currency
  archive: boolean
  absolute_url: string
  host_url: string
  included_options: IncludedOption[]
  prefixed_id: string
  main_catalog_title: string
}

/** Phone number for sale or rent (spec "Number"; renamed to avoid clashing with `Number`). */
export interface PhoneNumber {
  id: number
  /** Formatted, e.g. `'+7 (912) 345-67-89'`. */
  number: string
  /** Digits only, e.g. `'79123456789'`; used in card URLs. */
  number_digit: string
  provider: number
  provider_name: string
  provider_object: Provider
  tags: Tag[]
  subdomain: number | null
  host_url: string
  absolute_url: string
  advance_price: Decimal
  site_price: Decimal
  real_site_price: Decimal
  exit_price: Decimal
  real_exit_price: Decimal
  rent_price: Decimal
  has_discount: boolean
  has_price_on_call: boolean
  archive: boolean
  currency: Currency
  is_refill_allowed: boolean
  provider_mask_filter: string | null
  prefixed_id: string
  main_catalog_title: string
  /**
   * The star category and its Russian name (`'gold'`, `'Золотой'`): the reference server's
   * addition to spec §3, for the star-number card's badge. A backend without it gets cards
   * without the badge.
   */
  category?: string
  category_title?: string
}

/** Number set or super pair: several numbers sold together. */
export interface NumberSet {
  /** `'set'` or `'super_pair'`: the reference server's addition; otherwise the list says which (data-extra-kind). */
  kind?: 'set' | 'super_pair'
  numbers: PhoneNumber[]
  numbers_ids: number[]
  total_site_price: Decimal
  total_exit_price: Decimal
  total_rent_price: Decimal
}

/** A super pair has the shape of a number set. */
export type SuperPair = NumberSet

/** Device (phone, modem, router …). */
export interface Device {
  id: number
  name: string
  main_image: string | null
  main_image_list: string[]
  short_info: string
  tags: Pick<Tag, 'name' | 'color'>[]
  currency: Pick<Currency, 'site_symbol'> & Partial<Currency>
  price: Decimal
  current_price: Decimal
  has_discount: boolean
  /** Discount in percent. */
  discount: number
  archive: boolean
  absolute_url: string
  manufacturer_name: string
  device_type_name: string
  prefixed_id: string
}
