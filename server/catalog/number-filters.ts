import { checkNumberMask } from '../../shared/validation'
import { NUMBER_CATEGORIES } from '../db/seed-data'
import { rub } from '../money'
import { flagOf, integerOf, listOf as list } from './query-values'
import { SERVER_MESSAGES as M } from '../messages'

/**
 * Query filters of the numbers catalogue, turned into SQL. Lists may be comma- or
 * colon-separated or repeated (`provider=mts,beeline`, `provider=mts:beeline` or
 * `provider=mts&provider=beeline`; see query-values.ts).
 *
 * provider   provider slugs or ids        region    sub-site slugs or ids
 * category   regular|bronze|silver|gold|platinum
 * price_min  price_max: whole roubles, spaces allowed ('10 000')
 * mask       the number mask (server/catalog/number-mask.ts)
 * rent       true: only numbers offered for rent     discount  true: only discounted
 * tag        tag ids
 * ordering   price | -price | number | -number (default: catalogue order)
 */
export interface NumberQuery {
  where: string[]
  params: (string | number)[]
  orderBy: string
  mask: string | null
}

const CATEGORIES = new Set<string>(NUMBER_CATEGORIES.map((c) => c.category))
const ORDERINGS: Record<string, string> = {
  price: 'n.site_price, n.id',
  '-price': 'n.site_price DESC, n.id',
  number: 'n.number_digit',
  '-number': 'n.number_digit DESC',
}

export function parseNumberQuery(query: Record<string, unknown>): { query: NumberQuery } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  const where = ['n.archive = 0']
  const params: (string | number)[] = []

  // Slugs or ids of a reference table, as one `IN (json_each)` condition.
  const slugOrId = (name: string, column: string, table: string) => {
    const values = list(query[name])
    if (!values.length) return
    where.push(`${column} IN (SELECT id FROM ${table} WHERE slug IN (SELECT value FROM json_each(?)) OR id IN (SELECT value FROM json_each(?)))`)
    params.push(JSON.stringify(values), JSON.stringify(values.filter((v) => /^\d+$/.test(v)).map(Number)))
  }
  slugOrId('provider', 'n.provider_id', 'providers')
  slugOrId('region', 'n.subdomain_id', 'subdomains')

  const categories = list(query.category)
  const unknownCategory = categories.find((c) => !CATEGORIES.has(c))
  if (unknownCategory) errors.category = [M.invalidChoice(unknownCategory)]
  else if (categories.length) {
    where.push('n.category IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(categories))
  }

  for (const [name, op] of [
    ['price_min', '>='],
    ['price_max', '<='],
  ] as const) {
    const value = integerOf(query[name])
    if (value === undefined) continue
    if (value === null) errors[name] = [M.notAnInteger]
    else {
      where.push(`n.site_price ${op} ?`)
      params.push(rub(value))
    }
  }

  const tags = list(query.tag)
  if (tags.some((t) => !/^\d+$/.test(t))) errors.tag = [M.notAnIntegerList]
  else if (tags.length) {
    where.push('n.id IN (SELECT number_id FROM number_tags WHERE tag_id IN (SELECT value FROM json_each(?)))')
    params.push(JSON.stringify(tags.map(Number)))
  }

  for (const [name, condition] of [
    ['rent', 'n.rent_price > 0'],
    ['discount', 'n.site_price < n.real_site_price'],
  ] as const) {
    const flag = flagOf(query[name])
    if (flag) where.push(condition)
    else if (flag === null) errors[name] = [M.notABoolean]
  }

  let mask: string | null = null
  if (query.mask !== undefined && query.mask !== '') {
    const raw = String(query.mask)
    const problem = checkNumberMask(raw)
    if (problem) errors.mask = [problem]
    else mask = raw
  }

  const ordering = String(query.ordering ?? '')
  if (ordering && !ORDERINGS[ordering]) errors.ordering = [M.oneOf(Object.keys(ORDERINGS))]

  if (Object.keys(errors).length) return { errors }
  return { query: { where, params, orderBy: ORDERINGS[ordering] ?? 'n.id', mask } }
}
