import type { Db } from '../db/open'
import { rub } from '../money'

/** Demo promocodes: a fixed sum, a percentage and one that expired long ago. */
const DEMO_PROMOCODES = [
  { code: 'WELCOME500', kind: 'amount', value: rub(500), expires: null },
  { code: 'SALE10', kind: 'percent', value: 10, expires: null },
  { code: 'OLD2020', kind: 'amount', value: rub(300), expires: Date.UTC(2020, 11, 31, 23, 59, 59) },
] as const

/** Inserts the demo promocodes (currency 1, RUB); codes already present are left alone. */
export function seedPromocodes(db: Db): void {
  const insert = db.prepare(`
    INSERT OR IGNORE INTO promocodes (code, kind, value, currency_id, active, expires)
    VALUES (?, ?, ?, 1, 1, ?)`)
  for (const p of DEMO_PROMOCODES) insert.run(p.code, p.kind, p.value, p.expires)
}
