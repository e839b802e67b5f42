import type { PhoneNumber } from '../../shared/api/types'
import type { Db } from '../db/open'
import { compileNumberMask } from './number-mask'
import type { NumberQuery } from './number-filters'
import type { Page } from './paging'
import type { CatalogRepository } from './repository'

/**
 * The numbers catalogue over SQLite: filters in SQL, the mask through a
 * registered function (SQLite has no regular expressions), one row more
 * than a page to know whether there is a next one.
 */
export function createNumbersCatalog(db: Db, catalog: CatalogRepository) {
  registerNumberMaskFunction(db)

  return function search(query: NumberQuery, { page, pageSize }: Page, hostUrl: string): PhoneNumber[] {
    const { where, params } = conditionsOf(query)
    const sql = `SELECT n.id FROM numbers n WHERE ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`
    const ids = (db.prepare(sql).all(...params, pageSize + 1, (page - 1) * pageSize) as { id: number }[]).map((r) => r.id)
    const byId = catalog.numbers.byIds(ids, hostUrl)
    return ids.flatMap((id) => byId.get(id) ?? [])
  }
}

/**
 * How many numbers a query finds (the data URL's `count`: the filter sheet tells the visitor
 * before applying a choice, islands/filter-sheet). Its own statement: the page's query reads
 * one row more than a page and never counts.
 */
export function createNumbersCount(db: Db) {
  registerNumberMaskFunction(db)
  return function count(query: NumberQuery): number {
    const { where, params } = conditionsOf(query)
    return db
      .prepare(`SELECT count(*) FROM numbers n WHERE ${where}`)
      .pluck()
      .get(...params) as number
  }
}

/** The WHERE clause of a query and its parameters, the mask through its SQL function. */
function conditionsOf(query: NumberQuery): { where: string; params: unknown[] } {
  const where = [...query.where]
  const params: unknown[] = [...query.params]
  if (query.mask) {
    where.push('number_mask_match(n.number_digit, ?)')
    params.push(query.mask)
  }
  return { where: where.join(' AND '), params }
}

/** `number_mask_match(number_digit, mask)` in SQL, for every list that filters by a mask. */
export function registerNumberMaskFunction(db: Db): void {
  const compiled = new Map<string, RegExp>()
  db.function('number_mask_match', { deterministic: true }, (digits: unknown, mask: unknown) => {
    const key = String(mask)
    let regex = compiled.get(key)
    if (!regex) compiled.set(key, (regex = compileNumberMask(key)))
    // number_digit is '7XXXXXXXXXX'; the mask speaks of the 10 national digits.
    return regex.test(String(digits).slice(1)) ? 1 : 0
  })
}
