import type { Device, Tariff } from '../../shared/api/types'
import type { Db } from '../db/open'
import type { DeviceQuery } from './device-filters'
import type { Page } from './paging'
import type { CatalogRepository } from './repository'
import type { TariffQuery } from './tariff-filters'

/** An extra condition a list adds to the visitor's filters (e.g. "of this provider"). */
interface Scope {
  where: string[]
  params: (string | number)[]
}

const NO_SCOPE: Scope = { where: [], params: [] }

/**
 * The tariffs that suit a device (spec §7 /api/device-suitable-tariffs/{id}/): those with
 * internet, unlimited or more than 0 GB. The cart's `expand` gives a device line the same list.
 */
export const TARIFFS_WITH_INTERNET: Scope = { where: ['(t.internet_gb IS NULL OR t.internet_gb > 0)'], params: [] }

/**
 * The tariffs catalogue over SQLite: filters in SQL, one row more than a page to know
 * whether there is a next one (see pageOf), entities in their API shape from the repository.
 */
export function createTariffsCatalog(db: Db, catalog: CatalogRepository) {
  return function search(query: TariffQuery, { page, pageSize }: Page, hostUrl: string, scope: Scope = NO_SCOPE): Tariff[] {
    const where = [...query.where, ...scope.where]
    const sql = `SELECT t.id FROM tariffs t WHERE ${where.join(' AND ')} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`
    const ids = (db.prepare(sql).all(...query.params, ...scope.params, pageSize + 1, (page - 1) * pageSize) as { id: number }[]).map((r) => r.id)
    const byId = catalog.tariffs.byIds(ids, hostUrl)
    return ids.flatMap((id) => byId.get(id) ?? [])
  }
}

/**
 * How many tariffs a query finds within a scope (the data URL's `count`, which the filter sheet
 * shows before a choice is applied: islands/filter-sheet).
 */
export function createTariffsCount(db: Db) {
  return function count(query: TariffQuery, scope: Scope = NO_SCOPE): number {
    const where = [...query.where, ...scope.where]
    return db
      .prepare(`SELECT count(*) FROM tariffs t WHERE ${where.join(' AND ')}`)
      .pluck()
      .get(...query.params, ...scope.params) as number
  }
}

/** The devices catalogue, the same way. */
export function createDevicesCatalog(db: Db, catalog: CatalogRepository) {
  return function search(query: DeviceQuery, { page, pageSize }: Page, hostUrl: string): Device[] {
    const sql = `SELECT d.id FROM devices d WHERE ${query.where.join(' AND ')} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`
    const ids = (db.prepare(sql).all(...query.params, pageSize + 1, (page - 1) * pageSize) as { id: number }[]).map((r) => r.id)
    const byId = catalog.devices.byIds(ids, hostUrl)
    return ids.flatMap((id) => byId.get(id) ?? [])
  }
}

/** How many devices a query finds (the data URL's `count`). */
export function createDevicesCount(db: Db) {
  return function count(query: DeviceQuery): number {
    return db
      .prepare(`SELECT count(*) FROM devices d WHERE ${query.where.join(' AND ')}`)
      .pluck()
      .get(...query.params) as number
  }
}
