import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { MIGRATIONS } from './migrations'

export type Db = Database.Database

/**
 * Opens (creating if needed) the store's SQLite file and brings its schema up to date.
 * WAL lets the dev server and a second reader (seeder, benchmark) work side by side.
 */
export function open(dbPath: string): Db {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true })
  const db = new Database(dbPath)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

/** Applies the steps of MIGRATIONS the database has not seen yet, each in its own transaction. */
export function migrate(db: Db, steps: readonly string[] = MIGRATIONS): number {
  const applied = db.pragma('user_version', { simple: true }) as number
  if (applied > steps.length) {
    throw new Error(
      `Database schema version ${applied} is newer than this server knows (${steps.length}); ` + 'update the code or remove the database file',
    )
  }
  for (let version = applied; version < steps.length; version++) {
    const sql = steps[version] as string
    db.transaction(() => {
      db.exec(sql)
      // user_version cannot take a bound parameter; `version` is our own integer.
      db.pragma(`user_version = ${version + 1}`)
    })()
  }
  return steps.length - applied
}
