// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { open, migrate, type Db } from '../../server/db/open'
import { MIGRATIONS } from '../../server/db/migrations'
import { seed, seedIfEmpty } from '../../server/db/seed'
import { storedSecretKey } from '../../server/db/settings'
import { makeSandbox } from './helpers'

const opened: Db[] = []
const sandboxes: ReturnType<typeof makeSandbox>[] = []
function freshDb(path = ':memory:'): Db {
  const db = open(path)
  opened.push(db)
  return db
}
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close()
  for (const sandbox of sandboxes.splice(0)) sandbox.remove()
})

describe('open', () => {
  it('creates the folder, turns on WAL and foreign keys, and records the schema version', () => {
    const sandbox = makeSandbox()
    sandboxes.push(sandbox)
    const db = freshDb(`${sandbox.root}/nested/dir/store.sqlite3`)

    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
  })

  it('applies only the steps a database has not seen', () => {
    const db = freshDb()

    expect(migrate(db)).toBe(0)
    expect(migrate(db, [...MIGRATIONS, 'CREATE TABLE extra (id INTEGER PRIMARY KEY)'])).toBe(1)
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length + 1)
  })

  it('refuses a database from a newer schema', () => {
    const db = freshDb()
    db.pragma(`user_version = ${MIGRATIONS.length + 5}`)

    expect(() => migrate(db)).toThrow(/newer than this server knows/)
  })
})

describe('seed', () => {
  it('fills an empty database once, with the four providers', () => {
    const db = freshDb()

    expect(seedIfEmpty(db)).toBe(true)
    expect(seedIfEmpty(db)).toBe(false)
    const providers = db.prepare('SELECT display_name FROM providers ORDER BY id').pluck().all()
    expect(providers).toEqual(['МТС', 'Билайн', 'МегаФон', 'Tele2'])
    expect(db.prepare('SELECT COUNT(*) FROM numbers').pluck().get()).toBe(30)
    expect(db.prepare('SELECT COUNT(*) FROM tariffs').pluck().get()).toBe(10)
    expect(db.prepare('SELECT COUNT(*) FROM devices').pluck().get()).toBe(5)
  })

  it('is deterministic and takes a size', () => {
    const a = freshDb()
    const b = freshDb()
    seed(a, { numbers: 500 })
    seed(b, { numbers: 500 })
    const digits = (db: Db) => db.prepare('SELECT number_digit FROM numbers ORDER BY id').pluck().all()

    expect(digits(a)).toHaveLength(500)
    expect(digits(a)).toEqual(digits(b))
    expect(new Set(digits(a)).size).toBe(500)
  })
})

describe('storedSecretKey', () => {
  it('generates the key once and returns the same one afterwards', () => {
    const db = freshDb()
    const key = storedSecretKey(db)

    expect(key.length).toBeGreaterThanOrEqual(32)
    expect(storedSecretKey(db)).toBe(key)
  })
})
