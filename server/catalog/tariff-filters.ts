import { rub } from '../money'
import { listOf, SqlFilter, type FieldErrors } from './query-values'

/**
 * Query filters of the tariffs catalogue (and of the suitable-tariffs lists), turned
 * into SQL over `tariffs t`. Archived tariffs are never listed.
 *
 * provider     provider slugs or ids            region  sub-site slugs or ids
 * price_min    price_max: month_fee, whole roubles, spaces allowed ('1 000')
 * tag          tag ids (any of them)
 * minutes_min  sms_min: at least this many minutes / SMS in the package
 * gb_min       at least this many GB of internet; an unlimited tariff always qualifies
 * unlim        true: only tariffs with unlimited internet
 * ordering     price | -price | name (default: catalogue order, by id)
 */
export interface TariffQuery {
  where: string[]
  params: (string | number)[]
  orderBy: string
}

const TARIFF_ORDERINGS: Record<string, string> = {
  price: 't.month_fee, t.id',
  '-price': 't.month_fee DESC, t.id',
  name: 't.name, t.id',
}

export function parseTariffQuery(query: Record<string, unknown>): { query: TariffQuery } | { errors: FieldErrors } {
  const filter = new SqlFilter()
  filter.add('t.archive = 0')
  filter.slugOrId(listOf(query.provider), 't.provider_id', 'providers')
  filter.slugOrId(listOf(query.region), 't.subdomain_id', 'subdomains')
  filter.bound(query, 'price_min', 't.month_fee', '>=', rub(1))
  filter.bound(query, 'price_max', 't.month_fee', '<=', rub(1))
  filter.tags(query, 't.id', 'tariff_tags', 'tariff_id')
  filter.bound(query, 'minutes_min', 't.minutes', '>=')
  filter.bound(query, 'sms_min', 't.sms', '>=')
  filter.bound(query, 'gb_min', 'coalesce(t.internet_gb, 1e18)', '>=')
  filter.flag(query, 'unlim', 't.internet_gb IS NULL')
  const orderBy = filter.ordering(query, TARIFF_ORDERINGS, 't.id')
  if (!filter.ok) return { errors: filter.errors }
  return { query: { where: filter.where, params: filter.params, orderBy } }
}
