import type { SearchResultKind, SearchResultKinds } from '../../shared/api/search-result'
import type { CatalogRepository } from '../catalog/repository'
import type { Db } from '../db/open'
import { searchKey } from './format'
import type { ContentRepository } from './repository'
import { SEARCH_MIN_LENGTH } from './search'

/**
 * One page of one group of the search results page: the entities of rows offset…offset+limit,
 * as the API serialises them (spec §3), so the page and its load-more answer are the same data.
 * Same matching as the suggestions (server/content/search.ts): numbers by digits, the rest by
 * a substring of the lower-cased title or name.
 */
export function createSearchGroups(db: Db, catalog: CatalogRepository, content: ContentRepository) {
  const numberMatches = db.prepare('SELECT id FROM numbers WHERE archive = 0 AND instr(number_digit, ?) > 0 ORDER BY id LIMIT ? OFFSET ?').pluck()
  const tariffNames = db.prepare('SELECT id, name FROM tariffs WHERE archive = 0 ORDER BY id')
  const deviceNames = db.prepare('SELECT id, name FROM devices WHERE archive = 0 ORDER BY id')
  const flatMatches = db.prepare('SELECT title, url FROM flat_pages WHERE instr(search_title, ?) > 0 ORDER BY id LIMIT ? OFFSET ?')
  const catalogMatches = db.prepare(`SELECT c.title, c.url, p.display_name AS provider_name FROM catalog_pages c
    LEFT JOIN providers p ON p.id = c.provider_id
    WHERE c.kind = ? AND instr(c.search_title, ?) > 0 ORDER BY c.id LIMIT ? OFFSET ?`)

  return function searchGroup<K extends SearchResultKind>(
    kind: K,
    query: string,
    offset: number,
    limit: number,
    origin: string,
  ): SearchResultKinds[K][] {
    const key = searchKey(query)
    const byName = (rows: { id: number; name: string }[]) =>
      rows
        .filter((r) => searchKey(r.name).includes(key))
        .map((r) => r.id)
        .slice(offset, offset + limit)
    const ordered = <T>(ids: number[], found: Map<number, T>) => ids.flatMap((i) => found.get(i) ?? [])
    const rows = ((): unknown[] => {
      switch (kind) {
        case 'numbers': {
          const digits = key.replace(/\D/g, '')
          if (digits.length < SEARCH_MIN_LENGTH) return []
          const ids = numberMatches.all(digits, limit, offset) as number[]
          return ordered(ids, catalog.numbers.byIds(ids, origin))
        }
        case 'tariffs': {
          const ids = byName(tariffNames.all() as { id: number; name: string }[])
          return ordered(ids, catalog.tariffs.byIds(ids, origin))
        }
        case 'devices': {
          const ids = byName(deviceNames.all() as { id: number; name: string }[])
          return ordered(ids, catalog.devices.byIds(ids, origin))
        }
        case 'news':
          return content.serializeNews(content.postRows('news', { titleContains: key }, { limit, offset }))
        case 'articles':
          return content.serializeArticles(content.postRows('article', { titleContains: key }, { limit, offset }))
        case 'flatpages':
          return (flatMatches.all(key, limit, offset) as { title: string; url: string }[]).map((r) => ({ title: r.title, absolute_url: r.url }))
        default:
          return (
            catalogMatches.all(kind.replace('_catalogs', ''), key, limit, offset) as { title: string; url: string; provider_name: string | null }[]
          ).map((r) => ({ title: r.title, absolute_url: r.url, ...(r.provider_name ? { provider_name: r.provider_name } : {}) }))
      }
    })()
    return rows as SearchResultKinds[K][]
  }
}
