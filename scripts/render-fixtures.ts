// `npm run fixtures`: writes the fixture catalogue of templates-fixtures/fixtures/ from the
// reference server's pages (scripts/fixtures/): the entries of scripts/fixtures/catalogue.ts, and a
// default fixture `<name>.html` for each island none of them holds. Removes files the catalogue no
// longer has, and writes their list into docs/testers.md «The fixture catalogue».
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { FIXTURES_DIR } from '../testing/fixture-file'
import { FIXTURES, HAND_WRITTEN } from './fixtures/catalogue'
import { FIXTURE_LIST_DOC, fixtureTable, renderFixtures, withFixtureTable } from './fixtures/render'

const rendered = await renderFixtures()
for (const [file, html] of rendered.files) writeFileSync(path.join(FIXTURES_DIR, file), html)
const stale = readdirSync(FIXTURES_DIR).filter((file) => !rendered.files.has(file) && !HAND_WRITTEN.includes(file))
for (const file of stale) rmSync(path.join(FIXTURES_DIR, file))
const listDoc = path.resolve(import.meta.dirname, '..', FIXTURE_LIST_DOC)
writeFileSync(listDoc, withFixtureTable(readFileSync(listDoc, 'utf8'), fixtureTable(rendered)))
const defaults = rendered.specs.slice(FIXTURES.length).map((spec) => spec.file)
console.log(
  `fixtures: ${rendered.files.size} written to ${path.relative(process.cwd(), FIXTURES_DIR)}` +
    `${defaults.length ? ` (default fixtures: ${defaults.join(', ')})` : ''}${stale.length ? `, removed ${stale.join(', ')}` : ''}`,
)
