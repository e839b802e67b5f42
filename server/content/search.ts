import { SEARCH_MIN_LENGTH } from '../../shared/validation/search'
import type { Catalog, FlatPage, SearchSuggestions } from '../../shared/api/types'
import type { CatalogRepository } from '../catalog/repository'
import { serializeProvider, type ProviderRow } from '../catalog/serialize'
import type { Db } from '../db/open'
import { searchKey } from './format'
import type { ContentRepository } from './repository'

/** Spec §5/§9: suggestions start at 3 characters (one constant with the islands); each group shows at most 5. */
export { SEARCH_MIN_LENGTH }
export const SEARCH_GROUP_SIZE = 5

type CatalogKind = 'numbers' | 'tariffs' | 'devices'
type CatalogRow = { title: string; url: string; provider_id: number | null }

function emptySuggestions(): SearchSuggestions {
  return {
    numbers: [],
    articles: [],
    news: [],
    flatpages: [],
    tariffs: [],
    devices: [],
    tariffs_catalogs: [],
    numbers_catalogs: [],
    devices_catalogs: [],
    total: 0,
  }
}

/**
 * GET /api/search/heap/: header suggestions grouped by kind. Numbers match by the query's
 * digits (at least 3) anywhere in number_digit; everything else by a case-insensitive
 * substring of its title or name. total counts every match, not only the ones shown.
 */
export function createSearch(db: Db, catalog: CatalogRepository, content: ContentRepository) {
  const numberCount = db.prepare('SELECT COUNT(*) AS n FROM numbers WHERE archive = 0 AND instr(number_digit, ?) > 0')
  const numberIds = db.prepare(`SELECT id FROM numbers WHERE archive = 0 AND instr(number_digit, ?) > 0 ORDER BY id LIMIT ${SEARCH_GROUP_SIZE}`)
  const tariffNames = db.prepare('SELECT id, name FROM tariffs WHERE archive = 0 ORDER BY id')
  const deviceNames = db.prepare('SELECT id, name FROM devices WHERE archive = 0 ORDER BY id')
  const flatCount = db.prepare('SELECT COUNT(*) AS n FROM flat_pages WHERE instr(search_title, ?) > 0')
  const flatRows = db.prepare(`SELECT title, url FROM flat_pages WHERE instr(search_title, ?) > 0 ORDER BY id LIMIT ${SEARCH_GROUP_SIZE}`)
  const catalogCount = db.prepare('SELECT COUNT(*) AS n FROM catalog_pages WHERE kind = ? AND instr(search_title, ?) > 0')
  const catalogRows = db.prepare(`SELECT title, url, provider_id FROM catalog_pages
    WHERE kind = ? AND instr(search_title, ?) > 0 ORDER BY id LIMIT ${SEARCH_GROUP_SIZE}`)
  const providersStmt = db.prepare('SELECT * FROM providers')

  const count = (stmt: { get(...params: unknown[]): unknown }, ...params: unknown[]) => (stmt.get(...params) as { n: number }).n

  /** Ids of rows whose name contains the key, in id order: all matches counted, 5 kept. */
  function byName(rows: { id: number; name: string }[], key: string): { ids: number[]; total: number } {
    const ids = rows.filter((r) => searchKey(r.name).includes(key)).map((r) => r.id)
    return { ids: ids.slice(0, SEARCH_GROUP_SIZE), total: ids.length }
  }

  function inOrder<T>(ids: number[], byId: Map<number, T>): T[] {
    return ids.flatMap((id) => {
      const item = byId.get(id)
      return item === undefined ? [] : [item]
    })
  }

  return function search(query: string, hostUrl: string): SearchSuggestions {
    const key = searchKey(query)
    const out = emptySuggestions()
    if (key.length < SEARCH_MIN_LENGTH) return out
    let total = 0

    const digits = key.replace(/\D/g, '')
    if (digits.length >= SEARCH_MIN_LENGTH) {
      const ids = (numberIds.all(digits) as { id: number }[]).map((r) => r.id)
      out.numbers = inOrder(ids, catalog.numbers.byIds(ids, hostUrl))
      total += count(numberCount, digits)
    }

    const tariffs = byName(tariffNames.all() as { id: number; name: string }[], key)
    out.tariffs = inOrder(tariffs.ids, catalog.tariffs.byIds(tariffs.ids, hostUrl))
    const devices = byName(deviceNames.all() as { id: number; name: string }[], key)
    out.devices = inOrder(devices.ids, catalog.devices.byIds(devices.ids, hostUrl))
    total += tariffs.total + devices.total

    const first = { limit: SEARCH_GROUP_SIZE, offset: 0 }
    out.news = content.serializeNews(content.postRows('news', { titleContains: key }, first))
    out.articles = content.serializeArticles(content.postRows('article', { titleContains: key }, first))
    total += content.countPosts('news', { titleContains: key }) + content.countPosts('article', { titleContains: key })

    out.flatpages = (flatRows.all(key) as { title: string; url: string }[]).map((r): FlatPage => ({ title: r.title, absolute_url: r.url }))
    total += count(flatCount, key)

    const providers = new Map((providersStmt.all() as ProviderRow[]).map((p) => [p.id, p]))
    const catalogs = (kind: CatalogKind): Catalog[] => {
      total += count(catalogCount, kind, key)
      return (catalogRows.all(kind, key) as CatalogRow[]).map((r) => {
        const provider = r.provider_id === null ? undefined : providers.get(r.provider_id)
        return provider
          ? { title: r.title, absolute_url: r.url, provider_object: serializeProvider(provider), provider_name: provider.display_name }
          : { title: r.title, absolute_url: r.url }
      })
    }
    out.numbers_catalogs = catalogs('numbers')
    out.tariffs_catalogs = catalogs('tariffs')
    out.devices_catalogs = catalogs('devices')

    out.total = total
    return out
  }
}
