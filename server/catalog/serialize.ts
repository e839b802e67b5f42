import type { Currency, Device, PhoneNumber, Provider, Tag, Tariff } from '../../shared/api/types'
import { formatPhone } from '../../shared/format/phone'
import { toDecimal } from '../money'
import { CATEGORY_TITLES } from './view-options'
import { CATALOG_LABELS as M } from './messages'

/** Rows as SQLite returns them (see server/db/migrations.ts); money in kopecks. */
export interface ProviderRow {
  id: number
  slug: string
  name: string
  display_name: string
  official_name: string
  icon: string | null
  color: string
}
export interface CurrencyRow {
  id: number
  name: string
  site_symbol: string
}
export interface TagRow {
  id: number
  name: string
  icon: string | null
  color: string
}
export interface NumberRow {
  id: number
  number_digit: string
  provider_id: number
  subdomain_id: number | null
  currency_id: number
  category: string
  site_price: number
  real_site_price: number
  exit_price: number
  real_exit_price: number
  advance_price: number
  rent_price: number
  has_price_on_call: number
  archive: number
  is_refill_allowed: number
  provider_mask_filter: string | null
}
export interface TariffRow {
  id: number
  name: string
  slug: string
  provider_id: number
  subdomain_id: number | null
  region_name: string | null
  currency_id: number
  month_fee: number
  current_price: number
  activation_price: number
  advance_payment: number
  show_advance_payment: number
  summary: string
  included_options: string
  archive: number
}
export interface DeviceRow {
  id: number
  name: string
  slug: string
  manufacturer: string
  device_type: string
  currency_id: number
  price: number
  current_price: number
  main_image: string | null
  images: string
  short_info: string
  archive: number
}

/** What a serializer needs besides the row: lookups and where the site lives. */
export interface SerializeContext {
  /** Origin of the (sub)site, e.g. 'http://127.0.0.1:8000'; card links are host_url + absolute_url. */
  hostUrl: string
  providers: Map<number, ProviderRow>
  currencies: Map<number, CurrencyRow>
  tags: Map<number, TagRow[]>
}

export function serializeProvider(row: ProviderRow): Provider {
  return {
    id: row.id,
    name: row.name,
    display_name: row.display_name,
    official_name: row.official_name,
    icon: row.icon,
  }
}

export function serializeNumber(row: NumberRow, ctx: SerializeContext): PhoneNumber {
  const provider = lookup(ctx.providers, row.provider_id, 'provider')
  const isStar = row.category !== 'regular'
  return {
    id: row.id,
    number: formatPhone(row.number_digit),
    number_digit: row.number_digit,
    provider: provider.id,
    provider_name: provider.display_name,
    provider_object: serializeProvider(provider),
    tags: serializeTags(ctx.tags.get(row.id)),
    subdomain: row.subdomain_id,
    host_url: ctx.hostUrl,
    absolute_url: `/${provider.slug}/number/${row.number_digit}.html`,
    advance_price: toDecimal(row.advance_price),
    site_price: toDecimal(row.site_price),
    real_site_price: toDecimal(row.real_site_price),
    exit_price: toDecimal(row.exit_price),
    real_exit_price: toDecimal(row.real_exit_price),
    rent_price: toDecimal(row.rent_price),
    has_discount: row.site_price < row.real_site_price,
    has_price_on_call: row.has_price_on_call === 1,
    archive: row.archive === 1,
    currency: serializeCurrency(lookup(ctx.currencies, row.currency_id, 'currency')),
    is_refill_allowed: row.is_refill_allowed === 1,
    provider_mask_filter: row.provider_mask_filter,
    prefixed_id: `number_${row.id}`,
    main_catalog_title: (isStar ? M.starNumbersOf : M.numbersOf)(provider.display_name),
    category: row.category,
    category_title: CATEGORY_TITLES[row.category] ?? row.category,
  }
}

export function serializeTariff(row: TariffRow, ctx: SerializeContext): Tariff {
  const provider = lookup(ctx.providers, row.provider_id, 'provider')
  const options = JSON.parse(row.included_options) as [string, number][]
  return {
    id: row.id,
    name: row.name,
    provider: provider.id,
    provider_name: provider.display_name,
    provider_object: serializeProvider(provider),
    provider_color: provider.color,
    slug: row.slug,
    tags: serializeTags(ctx.tags.get(row.id)),
    summary: JSON.parse(row.summary) as Record<string, string>,
    region_name: row.region_name ?? '',
    advance_payment: toDecimal(row.advance_payment),
    show_advance_payment: row.show_advance_payment === 1,
    activation_price: toDecimal(row.activation_price),
    current_price: toDecimal(row.current_price),
    month_fee: toDecimal(row.month_fee),
    currency: serializeCurrency(lookup(ctx.currencies, row.currency_id, 'currency')),
    archive: row.archive === 1,
    absolute_url: `/tariffs/${row.slug}/`,
    host_url: ctx.hostUrl,
    included_options: options.map(([code, price]) => [code, toDecimal(price)]),
    prefixed_id: `tariff_${row.id}`,
    main_catalog_title: M.tariffsOf(provider.display_name),
  }
}

export function serializeDevice(row: DeviceRow, ctx: SerializeContext): Device {
  const images = JSON.parse(row.images) as string[]
  const discount = row.price > 0 ? Math.round(((row.price - row.current_price) / row.price) * 100) : 0
  return {
    id: row.id,
    name: row.name,
    main_image: row.main_image,
    main_image_list: images,
    short_info: row.short_info,
    tags: serializeTags(ctx.tags.get(row.id)).map(({ name, color }) => ({ name, color })),
    currency: serializeCurrency(lookup(ctx.currencies, row.currency_id, 'currency')),
    price: toDecimal(row.price),
    current_price: toDecimal(row.current_price),
    has_discount: row.current_price < row.price,
    discount,
    archive: row.archive === 1,
    absolute_url: `/devices/${row.slug}/`,
    manufacturer_name: row.manufacturer,
    device_type_name: row.device_type,
    prefixed_id: `device_${row.id}`,
  }
}

function serializeCurrency(row: CurrencyRow): Currency {
  return { id: row.id, name: row.name, site_symbol: row.site_symbol }
}

function serializeTags(rows: TagRow[] | undefined): Tag[] {
  return (rows ?? []).map((t) => ({ id: t.id, name: t.name, icon: t.icon, icon_url: t.icon, color: t.color }))
}

// A dangling reference is a broken database, not a visitor's mistake: fail loudly.
function lookup<T>(map: Map<number, T>, id: number, what: string): T {
  const found = map.get(id)
  if (!found) throw new Error(`Catalogue row refers to missing ${what} ${id}`)
  return found
}
