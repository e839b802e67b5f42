import type { CalculatorResponse } from '../../shared/api/types'
import type { CatalogRepository } from '../catalog/repository'
import { flagOf, integerOf, listOf, SqlFilter, type FieldErrors } from '../catalog/query-values'
import type { Db } from '../db/open'
import { SERVER_MESSAGES as M } from '../messages'

/**
 * The tariff calculator (spec §4, §7, §9). The form sends monthly needs: its daily values
 * are multiplied by 30 on the client, and the calls are split by the calls-direction slider.
 *
 * Query:
 *   subdomain        sub-site slug or id: only tariffs of that region
 *   provider         provider slugs or ids, comma list
 *   number_type      federal | city
 *   calls            'same,other,international': minutes per month to the same provider,
 *                    to other providers and abroad (daily minutes × 30 × each share)
 *   sms              SMS per month (daily × 30)
 *   gb               GB of internet per month
 *   gb_unlim=true    unlimited internet is wanted
 *   include_options=true  only tariffs with included unlimited-app options (messengers …)
 *   ordering         price (default) | -price | name
 *   limit (10, at most 100), offset (0)
 *
 * The rule: a non-archived tariff is suitable when
 *   minutes ≥ same + other + international   (one package covers every direction),
 *   sms ≥ sms,
 *   internet is unlimited, or (without gb_unlim) internet_gb ≥ gb,
 * plus the region, provider, number-type and options filters above. Absent needs are 0.
 *
 * Response: {results, count, provider_count, next}: the page of tariffs, how many tariffs
 * are suitable, how many providers offer them, and the offset of the next page (or null).
 */
const CALCULATOR_PAGE_SIZE = 10
const CALCULATOR_MAX_LIMIT = 100
const NUMBER_TYPES = ['federal', 'city'] as const

const ORDERINGS: Record<string, string> = {
  price: 't.month_fee, t.id',
  '-price': 't.month_fee DESC, t.id',
  name: 't.name, t.id',
}

interface CalculatorQuery {
  where: string[]
  params: (string | number)[]
  orderBy: string
  limit: number
  offset: number
}

export function parseCalculatorQuery(query: Record<string, unknown>): { query: CalculatorQuery } | { errors: FieldErrors } {
  const filter = new SqlFilter()
  filter.add('t.archive = 0')
  filter.slugOrId(listOf(query.subdomain), 't.subdomain_id', 'subdomains')
  filter.slugOrId(listOf(query.provider), 't.provider_id', 'providers')

  const numberType = String(query.number_type ?? '')
  if (numberType && !(NUMBER_TYPES as readonly string[]).includes(numberType)) {
    filter.error('number_type', M.invalidChoice(numberType))
  } else if (numberType) filter.add('t.number_type = ?', numberType)

  const calls =
    query.calls === undefined || query.calls === ''
      ? []
      : String(query.calls)
          .split(',')
          .map((v) => v.trim())
  const minutes = calls.map((v) => (/^\d+$/.test(v) ? Number(v) : NaN))
  if (calls.length && (calls.length !== 3 || minutes.some((m) => !Number.isSafeInteger(m)))) {
    filter.error('calls', M.threeIntegers)
  } else if (calls.length)
    filter.add(
      't.minutes >= ?',
      minutes.reduce((a, b) => a + b, 0),
    )

  filter.bound(query, 'sms', 't.sms', '>=')

  const unlim = flagOf(query.gb_unlim)
  if (unlim === null) filter.error('gb_unlim', M.notABoolean)
  const gbRaw = query.gb === undefined || query.gb === '' ? undefined : String(query.gb).replace(',', '.')
  const gb = gbRaw === undefined ? 0 : /^\d+(\.\d+)?$/.test(gbRaw) ? Number(gbRaw) : null
  if (gb === null) filter.error('gb', M.notANumber)
  if (unlim) filter.add('t.internet_gb IS NULL')
  else if (gb) filter.add('(t.internet_gb IS NULL OR t.internet_gb >= ?)', gb)

  filter.flag(query, 'include_options', 'json_array_length(t.included_options) > 0')
  const orderBy = filter.ordering(query, ORDERINGS, ORDERINGS.price!)

  const limit = integerOf(query.limit)
  if (limit === null || (limit !== undefined && (limit < 1 || limit > CALCULATOR_MAX_LIMIT))) {
    filter.error('limit', M.integerUpTo(CALCULATOR_MAX_LIMIT))
  }
  const offset = integerOf(query.offset)
  if (offset === null) filter.error('offset', M.notAnInteger)

  if (!filter.ok) return { errors: filter.errors }
  return {
    query: {
      where: filter.where,
      params: filter.params,
      orderBy,
      limit: limit ?? CALCULATOR_PAGE_SIZE,
      offset: offset ?? 0,
    },
  }
}

export function createCalculator(db: Db, catalog: CatalogRepository) {
  return function calculate(query: CalculatorQuery, hostUrl: string): CalculatorResponse {
    const where = query.where.join(' AND ')
    const totals = db
      .prepare(`SELECT COUNT(*) AS count, COUNT(DISTINCT t.provider_id) AS provider_count FROM tariffs t WHERE ${where}`)
      .get(...query.params) as { count: number; provider_count: number }
    const ids = (
      db
        .prepare(`SELECT t.id FROM tariffs t WHERE ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
        .all(...query.params, query.limit, query.offset) as { id: number }[]
    ).map((r) => r.id)
    const byId = catalog.tariffs.byIds(ids, hostUrl)
    const next = query.offset + query.limit
    return {
      results: ids.flatMap((id) => byId.get(id) ?? []),
      count: totals.count,
      provider_count: totals.provider_count,
      next: next < totals.count ? next : null,
    }
  }
}
