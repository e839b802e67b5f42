/**
 * Prints the demo pages (server/routes/demo-pages.ts) as a JSON array of paths, for the
 * browser checks that declare a test per page before any server runs (e2e/html-valid.spec.ts)
 * and for anyone who wants the list: `npx tsx scripts/demo-pages.ts`.
 *
 * Builds the app over a temporary database seeded as the e2e servers are (NODE_ENV=test, the
 * deterministic seed), so the example paths are the ones those servers answer; with `--full`,
 * seeded as `npm start` seeds it (NODE_ENV=development: the demo store's whole data).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp, DEV_DEMO_PAGES_PATH } from '../server'

const dir = mkdtempSync(path.join(tmpdir(), 'demo-pages-'))
try {
  const app = await buildApp({
    dbPath: path.join(dir, 'store.sqlite3'),
    env: { NODE_ENV: process.argv.includes('--full') ? 'development' : 'test', ...pick('SEED_NUMBERS') },
  })
  const { results } = (await app.inject(DEV_DEMO_PAGES_PATH)).json() as { results: string[] }
  await app.close()
  process.stdout.write(`${JSON.stringify(results)}\n`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}

function pick(name: string): Record<string, string> {
  const value = process.env[name]
  return value === undefined ? {} : { [name]: value }
}
