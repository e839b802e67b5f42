import type { Device, PhoneNumber, Tariff } from '../../shared/api/types'
import type { Db } from '../db/open'
import {
  serializeDevice,
  serializeNumber,
  serializeTariff,
  type CurrencyRow,
  type DeviceRow,
  type NumberRow,
  type ProviderRow,
  type SerializeContext,
  type TagRow,
  type TariffRow,
} from './serialize'

// The one method we use of a better-sqlite3 statement; keeps `load` generic over statements.
type Statement = { all(json: string): unknown[] }

/** Which listing to read: newest first is not meaningful for demo data, so by id. */
interface ListOptions {
  limit: number
  offset?: number
  includeArchived?: boolean
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>

/**
 * Reads catalogue entities and returns them in their API shape (spec §3).
 * Lookups by id return a Map so callers (cart, lists) keep their own order.
 */
export function createCatalogRepository(db: Db) {
  // Ids travel as one JSON array parameter, so one prepared statement serves any count.
  const byIds = (table: string, extraJoin = '', extraCols = '') =>
    db.prepare(`SELECT t.*${extraCols} FROM ${table} t ${extraJoin}
      WHERE t.id IN (SELECT value FROM json_each(?))`)
  const numbersStmt = byIds('numbers')
  const tariffsStmt = byIds('tariffs', 'LEFT JOIN subdomains s ON s.id = t.subdomain_id', ', s.display_name AS region_name')
  const devicesStmt = byIds('devices')
  const tagsStmt = (link: string, key: string) =>
    db.prepare(`SELECT l.${key} AS owner_id, g.* FROM ${link} l JOIN tags g ON g.id = l.tag_id
      WHERE l.${key} IN (SELECT value FROM json_each(?)) ORDER BY g.id`)
  const numberTags = tagsStmt('number_tags', 'number_id')
  const tariffTags = tagsStmt('tariff_tags', 'tariff_id')
  const deviceTags = tagsStmt('device_tags', 'device_id')
  const providersStmt = db.prepare('SELECT * FROM providers')
  const currenciesStmt = db.prepare('SELECT * FROM currencies')

  function context(hostUrl: string, tagRows: (TagRow & { owner_id: number })[]): SerializeContext {
    const tags = new Map<number, TagRow[]>()
    for (const { owner_id, ...tag } of tagRows) {
      const list = tags.get(owner_id) ?? []
      list.push(tag)
      tags.set(owner_id, list)
    }
    return {
      hostUrl,
      providers: indexById(providersStmt.all() as ProviderRow[]),
      currencies: indexById(currenciesStmt.all() as CurrencyRow[]),
      tags,
    }
  }

  function load<Row extends { id: number }, Out>(
    ids: readonly number[],
    hostUrl: string,
    rows: Statement,
    tags: Statement,
    serialize: (row: Row, ctx: SerializeContext) => Out,
  ): Map<number, Out> {
    const out = new Map<number, Out>()
    if (ids.length === 0) return out
    const json = JSON.stringify([...new Set(ids)])
    const ctx = context(hostUrl, tags.all(json) as (TagRow & { owner_id: number })[])
    for (const row of rows.all(json) as Row[]) out.set(row.id, serialize(row, ctx))
    return out
  }

  const listIds = (table: string) => {
    const stmt = db.prepare(`SELECT id FROM ${table} WHERE archive <= ? ORDER BY id LIMIT ? OFFSET ?`)
    return ({ limit, offset = 0, includeArchived = false }: ListOptions): number[] =>
      (stmt.all(includeArchived ? 1 : 0, limit, offset) as { id: number }[]).map((r) => r.id)
  }

  function entity<Row extends { id: number }, Out>(
    table: string,
    rows: Statement,
    tags: Statement,
    serialize: (row: Row, ctx: SerializeContext) => Out,
  ) {
    const idsOf = listIds(table)
    const byIds = (ids: readonly number[], hostUrl: string): Map<number, Out> => load(ids, hostUrl, rows, tags, serialize)
    const list = (options: ListOptions, hostUrl: string): Out[] => {
      const ids = idsOf(options)
      return inOrder(ids, byIds(ids, hostUrl))
    }
    return { byIds, list }
  }

  return {
    numbers: entity<NumberRow, PhoneNumber>('numbers', numbersStmt, numberTags, serializeNumber),
    tariffs: entity<TariffRow, Tariff>('tariffs', tariffsStmt, tariffTags, serializeTariff),
    devices: entity<DeviceRow, Device>('devices', devicesStmt, deviceTags, serializeDevice),
  }
}

function indexById<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]))
}

function inOrder<T>(ids: number[], byId: Map<number, T>): T[] {
  return ids.flatMap((id) => {
    const item = byId.get(id)
    return item ? [item] : []
  })
}
