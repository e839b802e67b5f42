import { listOf } from './query-values'
import type { NumberSet, PhoneNumber } from '../../shared/api/types'
import type { Db } from '../db/open'
import { toDecimal } from '../money'
import { registerNumberMaskFunction } from './numbers-catalog'
import type { Page } from './paging'
import type { CatalogRepository } from './repository'

/**
 * Number sets and super pairs (spec §3): numbers sold together.
 * - a super pair: two numbers of one provider with the same last 7 digits
 *   (916 123-45-67 and 985 123-45-67);
 * - a set: three numbers of one provider that end in the same 4 digits.
 * The seed picks them from the catalogue, so their members are real numbers.
 */
export type NumberSetKind = 'set' | 'super_pair'
export const NUMBER_SET_KINDS: readonly NumberSetKind[] = ['set', 'super_pair']

export const NUMBER_SETS_SCHEMA = `
  CREATE TABLE number_sets (
    id   INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('set', 'super_pair'))
  );
  CREATE TABLE number_set_items (
    set_id    INTEGER NOT NULL REFERENCES number_sets (id) ON DELETE CASCADE,
    number_id INTEGER NOT NULL REFERENCES numbers (id),
    position  INTEGER NOT NULL,
    PRIMARY KEY (set_id, position)
  );
`

const SHAPES: Record<NumberSetKind, { tailFrom: number; size: number; limit: number }> = {
  // number_digit is '7' + code (3) + 7 digits: substr from 5 is the last 7, from 8 the last 4.
  super_pair: { tailFrom: 5, size: 2, limit: 300 },
  set: { tailFrom: 8, size: 3, limit: 300 },
}

/** Groups numbers that share an ending into sets and pairs; deterministic for a given catalogue. */
export function seedNumberSets(db: Db): void {
  const insertSet = db.prepare('INSERT INTO number_sets (kind) VALUES (?)')
  const insertItem = db.prepare('INSERT INTO number_set_items (set_id, number_id, position) VALUES (?, ?, ?)')
  for (const kind of NUMBER_SET_KINDS) {
    const { tailFrom, size, limit } = SHAPES[kind]
    const groups = db
      .prepare(
        `SELECT group_concat(id) AS ids FROM (SELECT id, provider_id, substr(number_digit, ${tailFrom}) AS tail
        FROM numbers WHERE archive = 0 ORDER BY id) GROUP BY provider_id, tail HAVING count(*) >= ? ORDER BY min(id) LIMIT ?`,
      )
      .all(size, limit) as { ids: string }[]
    for (const { ids } of groups) {
      const { lastInsertRowid } = insertSet.run(kind)
      ids
        .split(',')
        .slice(0, size)
        .forEach((id, position) => insertItem.run(lastInsertRowid, Number(id), position))
    }
  }
}

/**
 * Paged sets of one kind in the API shape with totals, optionally of some providers (slugs,
 * a list or comma-separated) and with a member that matches a number mask.
 */
export function createNumberSets(db: Db, catalog: CatalogRepository) {
  registerNumberMaskFunction(db)
  const page = db.prepare(`SELECT s.id FROM number_sets s WHERE s.kind = ?
      AND (? IS NULL OR EXISTS (SELECT 1 FROM number_set_items i JOIN numbers n ON n.id = i.number_id
        JOIN providers p ON p.id = n.provider_id WHERE i.set_id = s.id AND p.slug IN (SELECT value FROM json_each(?))))
      AND (? IS NULL OR EXISTS (SELECT 1 FROM number_set_items i JOIN numbers n ON n.id = i.number_id
        WHERE i.set_id = s.id AND number_mask_match(n.number_digit, ?)))
    ORDER BY s.id LIMIT ? OFFSET ?`)
  const members = db.prepare(`SELECT set_id, number_id FROM number_set_items
    WHERE set_id IN (SELECT value FROM json_each(?)) ORDER BY set_id, position`)
  const prices = db.prepare(`SELECT id, site_price, exit_price, rent_price FROM numbers WHERE id IN (SELECT value FROM json_each(?))`)

  return function list(
    kind: NumberSetKind,
    provider: string | readonly string[] | null,
    { page: n, pageSize }: Page,
    hostUrl: string,
    mask: string | null = null,
  ): (NumberSet & { id: number; kind: NumberSetKind })[] {
    const slugs = listOf(provider)
    const providers = slugs.length ? JSON.stringify(slugs) : null
    const setIds = (page.all(kind, providers, providers, mask, mask, pageSize + 1, (n - 1) * pageSize) as { id: number }[]).map((r) => r.id)
    const rows = members.all(JSON.stringify(setIds)) as { set_id: number; number_id: number }[]
    const numberIds = rows.map((r) => r.number_id)
    const numbers = catalog.numbers.byIds(numberIds, hostUrl)
    const price = new Map(
      (prices.all(JSON.stringify(numberIds)) as { id: number; site_price: number; exit_price: number; rent_price: number }[]).map((p) => [p.id, p]),
    )
    return setIds.map((id) => {
      const ids = rows.filter((r) => r.set_id === id).map((r) => r.number_id)
      const sum = (key: 'site_price' | 'exit_price' | 'rent_price') => toDecimal(ids.reduce((total, i) => total + (price.get(i)?.[key] ?? 0), 0))
      return {
        id,
        kind,
        numbers: ids.flatMap((i) => numbers.get(i) ?? []) as PhoneNumber[],
        numbers_ids: ids,
        total_site_price: sum('site_price'),
        total_exit_price: sum('exit_price'),
        total_rent_price: sum('rent_price'),
      }
    })
  }
}
