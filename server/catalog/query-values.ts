import { parseInteger } from '../../shared/validation'
import { SERVER_MESSAGES as M } from '../messages'

/**
 * Small readers of catalogue query strings shared by the number, tariff, device and calculator
 * filters and the catalogue pages. Lists may be comma- or colon-separated or repeated
 * (`provider=mts,beeline`, `provider=mts:beeline` — the short-link generator joins repeated
 * names with a colon, spec §5 — or `provider=mts&provider=beeline`); field errors use DRF's
 * Russian messages.
 */
export type FieldErrors = Record<string, string[]>

const TRUE = new Set(['1', 'true', 'on', 'yes'])
const FALSE = new Set(['', '0', 'false', 'off', 'no'])

/** A query value as one string ('' when missing or repeated oddly). */
export const firstText = (query: Record<string, unknown>, name: string): string => {
  const raw = query[name]
  return typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : ''
}

/** Separators of one list value: ',' (the API's) and ':' (short links, spec §5). */
const LIST_SEPARATOR = /[,:]/

export const listOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw])
    .flatMap((v) => String(v).split(LIST_SEPARATOR))
    .map((v) => v.trim())
    .filter(Boolean)

/** A whole non-negative number (spaces allowed: '10 000'); undefined when absent, null when bad. */
export function integerOf(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === '') return undefined
  return typeof raw === 'string' ? parseInteger(raw) : null
}

/** true/false flags as the islands send them; null when the value is neither. */
export function flagOf(raw: unknown): boolean | null {
  const value = String(raw ?? '').toLowerCase()
  if (TRUE.has(value)) return true
  if (FALSE.has(value)) return false
  return null
}

/** Conditions and their parameters, built up filter by filter. */
export class SqlFilter {
  readonly where: string[] = []
  readonly params: (string | number)[] = []
  readonly errors: FieldErrors = {}

  add(condition: string, ...params: (string | number)[]): void {
    this.where.push(condition)
    this.params.push(...params)
  }

  error(field: string, message: string): void {
    this.errors[field] = [message]
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0
  }

  /** `column IN (ids of table matched by slug or id)`, for provider and region lists. */
  slugOrId(values: string[], column: string, table: string): void {
    if (!values.length) return
    this.add(
      `${column} IN (SELECT id FROM ${table} WHERE slug IN (SELECT value FROM json_each(?)) OR id IN (SELECT value FROM json_each(?)))`,
      JSON.stringify(values),
      JSON.stringify(values.filter((v) => /^\d+$/.test(v)).map(Number)),
    )
  }

  /** A whole-number bound (`price_min`, `minutes_min` …) on a column; `scale` turns roubles into kopecks. */
  bound(query: Record<string, unknown>, name: string, column: string, op: '>=' | '<=', scale = 1): void {
    const value = integerOf(query[name])
    if (value === undefined) return
    if (value === null) this.error(name, M.notAnInteger)
    else this.add(`${column} ${op} ?`, value * scale)
  }

  /** A true/false flag that adds `condition` when true. */
  flag(query: Record<string, unknown>, name: string, condition: string): void {
    const value = flagOf(query[name])
    if (value === null) this.error(name, M.notABoolean)
    else if (value) this.add(condition)
  }

  /** Tag ids: the owner has at least one of them. */
  tags(query: Record<string, unknown>, ownerColumn: string, link: string, key: string): void {
    const tags = listOf(query.tag)
    if (tags.some((t) => !/^\d+$/.test(t))) this.error('tag', M.notAnIntegerList)
    else if (tags.length) {
      this.add(`${ownerColumn} IN (SELECT ${key} FROM ${link} WHERE tag_id IN (SELECT value FROM json_each(?)))`, JSON.stringify(tags.map(Number)))
    }
  }

  /** The ORDER BY of `ordering`, or the default; an unknown value is a field error. */
  ordering(query: Record<string, unknown>, orderings: Record<string, string>, fallback: string): string {
    const ordering = String(query.ordering ?? '')
    if (!ordering) return fallback
    const orderBy = orderings[ordering]
    if (orderBy) return orderBy
    this.error('ordering', M.oneOf(Object.keys(orderings)))
    return fallback
  }
}
