import type { Tariff } from '../../shared/api/types'
import type { CatalogRepository } from '../catalog/repository'
import type { Db } from '../db/open'

type AddResult = { count: number } | { error: 'unknown' | 'duplicate' }

/** The tariffs a session compares, in the order they were added. */
export function createComparisonService(db: Db, catalog: CatalogRepository) {
  const tariffExists = db.prepare('SELECT 1 FROM tariffs WHERE id = ? AND archive = 0')
  const has = db.prepare('SELECT 1 FROM comparison_items WHERE session_id = ? AND tariff_id = ?')
  const insert = db.prepare(`INSERT INTO comparison_items (session_id, tariff_id, position)
    VALUES (?, ?, (SELECT coalesce(max(position), 0) + 1 FROM comparison_items WHERE session_id = ?))`)
  const countOf = db.prepare('SELECT COUNT(*) FROM comparison_items WHERE session_id = ?').pluck()
  const ids = db.prepare('SELECT tariff_id FROM comparison_items WHERE session_id = ? ORDER BY position').pluck()
  const remove = db.prepare('DELETE FROM comparison_items WHERE session_id = ? AND tariff_id = ?')
  const clear = db.prepare('DELETE FROM comparison_items WHERE session_id = ?')

  const count = (sessionId: string) => countOf.get(sessionId) as number

  return {
    count,
    /** The ids the session compares, in the order added: what the pages draw as «К сравнению». */
    ids: (sessionId: string): number[] => ids.all(sessionId) as number[],
    add: db.transaction((sessionId: string, tariffId: number): AddResult => {
      if (!tariffExists.get(tariffId)) return { error: 'unknown' }
      if (has.get(sessionId, tariffId)) return { error: 'duplicate' }
      insert.run(sessionId, tariffId, sessionId)
      return { count: count(sessionId) }
    }),
    /** Whether the tariff was in the list. */
    remove: (sessionId: string, tariffId: number): boolean => remove.run(sessionId, tariffId).changes > 0,
    clear: (sessionId: string): void => {
      clear.run(sessionId)
    },
    items: (sessionId: string, hostUrl: string): Tariff[] => {
      const list = ids.all(sessionId) as number[]
      const byId = catalog.tariffs.byIds(list, hostUrl)
      return list.flatMap((id) => byId.get(id) ?? [])
    },
  }
}
export type ComparisonService = ReturnType<typeof createComparisonService>
