import { randomBytes } from 'node:crypto'
import type { Db } from './open'

function getSetting(db: Db, key: string): string | null {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  return row?.value ?? null
}

function setSetting(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value)
}

/**
 * The key that signs session cookies when SECRET_KEY is not set. Generated once and kept
 * in the database, so sessions (and carts) survive a restart of the development server.
 */
export function storedSecretKey(db: Db): string {
  const existing = getSetting(db, 'secret_key')
  if (existing) return existing
  const key = randomBytes(48).toString('base64url')
  setSetting(db, 'secret_key', key)
  return key
}
