// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { islands } from '../../islands/index'
import { FIXTURES, HAND_WRITTEN } from '../../scripts/fixtures/catalogue'
import { fixtureTable, renderFixtures, withFixtureTable } from '../../scripts/fixtures/render'
import { DEFAULT_TEMPLATES_DIR } from '../../server/paths'
import { FIXTURES_DIR } from '../../testing/fixture-file'

const REGENERATE = 'templates-fixtures/fixtures/ is out of date: run `npm run fixtures` (scripts/render-fixtures.ts) and commit the result'
const committed = (file: string) => (existsSync(path.join(FIXTURES_DIR, file)) ? readFileSync(path.join(FIXTURES_DIR, file), 'utf8') : null)

describe('the fixture catalogue (templates-fixtures/fixtures/)', () => {
  it('is what the script renders from the templates now', { timeout: 120_000 }, async () => {
    const rendered = await renderFixtures()
    const differing = [...rendered].filter(([file, html]) => committed(file) !== html).map(([file]) => file)
    const stray = readdirSync(FIXTURES_DIR).filter((file) => !rendered.has(file) && !HAND_WRITTEN.includes(file))
    const readme = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'README.md'), 'utf8')
    const readmeList = withFixtureTable(readme, fixtureTable(rendered)) === readme ? 'up to date' : 'differs'
    expect({ differing, stray, readmeList }, REGENERATE).toEqual({ differing: [], stray: [], readmeList: 'up to date' })
  })

  it('has a host of every island of the registry', () => {
    const hosted = new Set(FIXTURES.flatMap(({ file }) => [...(committed(file) ?? '').matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1])))
    expect(Object.keys(islands).filter((name) => !hosted.has(name))).toEqual([])
  })

  it('names templates that exist', () => {
    expect(FIXTURES.filter(({ template }) => !existsSync(path.join(DEFAULT_TEMPLATES_DIR, template))).map((f) => f.file)).toEqual([])
  })
})
