import { loadConfig } from './config'
import { open } from './db/open'
import { seedIfEmpty } from './db/seed'

/**
 * `npm run seed [-- --numbers=50000]`: creates and seeds the database without starting the
 * server (the server also seeds an empty database on start). An existing catalogue is kept.
 */
const config = loadConfig()
const numbersArg = process.argv.find((arg) => arg.startsWith('--numbers='))
const numbers = numbersArg ? Number(numbersArg.slice('--numbers='.length)) : undefined
if (numbers !== undefined && !(Number.isSafeInteger(numbers) && numbers >= 0)) {
  throw new Error(`--numbers must be a non-negative integer, got "${numbersArg}"`)
}

const db = open(config.dbPath)
try {
  const seeded = seedIfEmpty(db, numbers === undefined ? {} : { numbers })
  console.log(seeded ? `Seeded ${config.dbPath}` : `${config.dbPath} already has a catalogue; left as is`)
} finally {
  db.close()
}
