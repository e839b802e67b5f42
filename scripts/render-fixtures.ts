// `npm run fixtures`: writes the fixture catalogue of templates-fixtures/fixtures/ from the
// reference server's pages (scripts/fixtures/), removes files the catalogue no longer has, and
// writes their list into README «For testers».
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { FIXTURES_DIR } from '../testing/fixture-file'
import { HAND_WRITTEN } from './fixtures/catalogue'
import { fixtureTable, renderFixtures, withFixtureTable } from './fixtures/render'

const rendered = await renderFixtures()
for (const [file, html] of rendered) writeFileSync(path.join(FIXTURES_DIR, file), html)
const stale = readdirSync(FIXTURES_DIR).filter((file) => !rendered.has(file) && !HAND_WRITTEN.includes(file))
for (const file of stale) rmSync(path.join(FIXTURES_DIR, file))
const README = path.resolve(import.meta.dirname, '..', 'README.md')
writeFileSync(README, withFixtureTable(readFileSync(README, 'utf8'), fixtureTable(rendered)))
console.log(
  `fixtures: ${rendered.size} written to ${path.relative(process.cwd(), FIXTURES_DIR)}${stale.length ? `, removed ${stale.join(', ')}` : ''}`,
)
