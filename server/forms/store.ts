import type { Db } from '../db/open'

export interface FormRequestRow {
  id: number
  kind: string
  payload: Record<string, unknown>
  created: number
}

/** The `form_requests` table: one row per accepted submission. */
export function createFormStore(db: Db, now: () => number = Date.now) {
  const insert = db.prepare('INSERT INTO form_requests (kind, payload, created) VALUES (?, ?, ?)')
  const byKind = db.prepare('SELECT id, kind, payload, created FROM form_requests WHERE kind = ? ORDER BY id')
  const byId = db.prepare('SELECT id, kind, payload, created FROM form_requests WHERE id = ?')
  const parse = (row: { id: number; kind: string; payload: string; created: number }): FormRequestRow => ({
    ...row,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  })

  return {
    save(kind: string, payload: Record<string, unknown>): number {
      return Number(insert.run(kind, JSON.stringify(payload), now()).lastInsertRowid)
    },
    list(kind: string): FormRequestRow[] {
      return (byKind.all(kind) as { id: number; kind: string; payload: string; created: number }[]).map(parse)
    },
    get(id: number): FormRequestRow | null {
      const row = byId.get(id) as { id: number; kind: string; payload: string; created: number } | undefined
      return row ? parse(row) : null
    },
  }
}
