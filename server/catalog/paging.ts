import { parseInteger } from '../../shared/validation'
import { SERVER_MESSAGES as M } from '../messages'

/** Spec §9: page size 20, first page 1. */
export const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

export interface Page {
  page: number
  pageSize: number
}

/** page and page_size from a query; field errors (DRF shape) for values that are not positive integers. */
export function parsePage(query: Record<string, unknown>): { page: Page } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  const read = (name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = query[name]
    if (raw === undefined || raw === '') return fallback
    const value = typeof raw === 'string' ? parseInteger(raw) : null
    if (value === null || value < 1 || value > max) {
      errors[name] = [max === Number.MAX_SAFE_INTEGER ? M.positiveInteger : M.integerUpTo(max)]
      return fallback
    }
    return value
  }
  const page = { page: read('page', 1), pageSize: read('page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) }
  return Object.keys(errors).length ? { errors } : { page }
}

/**
 * `{results, next}` from one row more than the page holds (so no COUNT(*)
 * over the catalogue is needed); null when a page past the first is empty,
 * which the route answers with 404 like DRF's paginator.
 */
export function pageOf<T>(rows: T[], { page, pageSize }: Page): { results: T[]; next: number | null } | null {
  if (page > 1 && rows.length === 0) return null
  return { results: rows.slice(0, pageSize), next: rows.length > pageSize ? page + 1 : null }
}

/**
 * A catalogue data URL's answer: the page with the number of rows the filters find (the
 * `count` of Django REST framework's paginator), which the filter sheet shows before a choice
 * is applied (islands/filter-sheet).
 */
export function countedPageOf<T>(rows: T[], page: Page, count: () => number): { count: number; results: T[]; next: number | null } | null {
  const found = pageOf(rows, page)
  return found && { count: count(), ...found }
}

/** Paging and filters of one query together: both sets of field errors, or both values. */
export function parseListQuery<Q>(
  raw: Record<string, unknown>,
  parse: (raw: Record<string, unknown>) => { query: Q } | { errors: Record<string, string[]> },
): { page: Page; query: Q } | { errors: Record<string, string[]> } {
  const paging = parsePage(raw)
  const filters = parse(raw)
  if ('page' in paging && 'query' in filters) return { page: paging.page, query: filters.query }
  return { errors: { ...('errors' in paging ? paging.errors : {}), ...('errors' in filters ? filters.errors : {}) } }
}
