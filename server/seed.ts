import { rmSync } from 'node:fs'
import { loadConfig } from './config'
import { open } from './db/open'
import { demoSeedOptions, seed } from './db/seed'

/**
 * `npm run seed [-- --numbers=100000]`: rebuilds the database from scratch with
 * the deterministic demo data (the server seeds an empty database on start
 * too). Stop the server first: the file is removed and created again.
 */
const config = loadConfig()
const numbersArg = process.argv.find((arg) => arg.startsWith('--numbers='))
const demo = demoSeedOptions(config)
const numbers = numbersArg ? Number(numbersArg.slice('--numbers='.length)) : (demo.numbers ?? 0)
if (!(Number.isSafeInteger(numbers) && numbers >= 0)) {
  throw new Error(`--numbers must be a non-negative integer, got "${numbersArg}"`)
}

for (const suffix of ['', '-wal', '-shm']) rmSync(config.dbPath + suffix, { force: true })
const started = Date.now()
const db = open(config.dbPath)
try {
  seed(db, { ...demo, numbers })
  console.log(`Seeded ${config.dbPath} with ${numbers} numbers in ${Date.now() - started} ms`)
} finally {
  db.close()
}
