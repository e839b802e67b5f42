// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { islands } from '../../islands/index'
import { FIXTURES, HAND_WRITTEN } from '../../scripts/fixtures/catalogue'
import { FIXTURE_LIST_DOC, fixtureTable, islandsIn, renderFixtures, withFixtureTable } from '../../scripts/fixtures/render'
import { DEFAULT_TEMPLATES_DIR } from '../../server/paths'
import { FIXTURES_DIR } from '../../testing/fixture-file'

const REGENERATE = 'templates-fixtures/fixtures/ is out of date: run `npm run fixtures` (scripts/render-fixtures.ts) and commit the result'
const committed = (file: string) => (existsSync(path.join(FIXTURES_DIR, file)) ? readFileSync(path.join(FIXTURES_DIR, file), 'utf8') : null)

describe('the fixture catalogue (templates-fixtures/fixtures/)', () => {
  it('is what the script renders from the templates now', { timeout: 120_000 }, async () => {
    const rendered = await renderFixtures()
    const differing = [...rendered.files].filter(([file, html]) => committed(file) !== html).map(([file]) => file)
    const stray = readdirSync(FIXTURES_DIR).filter((file) => !rendered.files.has(file) && !HAND_WRITTEN.includes(file))
    const doc = readFileSync(path.resolve(import.meta.dirname, '..', '..', FIXTURE_LIST_DOC), 'utf8')
    const testersList = withFixtureTable(doc, fixtureTable(rendered)) === doc ? 'up to date' : 'differs'
    expect({ differing, stray, testersList }, REGENERATE).toEqual({ differing: [], stray: [], testersList: 'up to date' })
  })

  it("has a host of every island of the registry (an entry of the catalogue, or the island's default fixture)", () => {
    const hosted = new Set(readdirSync(FIXTURES_DIR).flatMap((file) => [...islandsIn(committed(file) ?? '')]))
    expect(Object.keys(islands).filter((name) => !hosted.has(name))).toEqual([])
  })

  it(
    'gives an island that no entry holds a default fixture: its hosts on the first demo page with one, for an anonymous visitor',
    { timeout: 60_000 },
    async () => {
      const { specs, files } = await renderFixtures([], ['countdown', 'reload-top'])
      expect(specs.map(({ file, template, page, keep }) => ({ file, template, page, keep }))).toEqual([
        { file: 'countdown.html', template: 'pages/home.html', page: '/', keep: ['[data-island="countdown"]'] },
        { file: 'reload-top.html', template: 'pages/site/calculator.html', page: '/tariffs/calculator/', keep: ['[data-island="reload-top"]'] },
      ])
      expect(specs[0]!.shows).toBe("the countdown host of the home page, the first demo page with one (the island's default fixture)")
      // The countdown's entry keeps the same host of the same page: the two differ in what they say they show.
      const afterShows = (html: string) => html.split('\n').slice(2).join('\n')
      expect(afterShows(files.get('countdown.html')!)).toBe(afterShows(committed('countdown.html')!))
      expect([...islandsIn(files.get('reload-top.html')!)]).toEqual(expect.arrayContaining(['reload-top', 'calculator', 'message-modal']))
    },
  )

  it('names templates that exist', () => {
    expect(FIXTURES.filter(({ template }) => !existsSync(path.join(DEFAULT_TEMPLATES_DIR, template))).map((f) => f.file)).toEqual([])
  })
})
