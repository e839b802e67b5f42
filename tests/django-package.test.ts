// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DJANGO_FIXTURE, renderDjangoFixture } from '../scripts/django-fixture.mjs'
import { describeIslands } from '../scripts/island-contracts.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')

describe('the Django app as a package (integrations/django/pyproject.toml)', () => {
  it("has the front end's version: one release of both", () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
    const pyproject = readFileSync(path.join(ROOT, 'integrations/django/pyproject.toml'), 'utf8')
    expect(/^version = "([^"]+)"$/m.exec(pyproject)?.[1]).toBe(version)
  })
})

describe("the Django app's fixture build (integrations/django/tests/fixtures/dist)", () => {
  it('is what the contracts give today (npm run docs writes it)', async () => {
    const files = renderDjangoFixture(await describeIslands(ROOT))
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(path.join(ROOT, DJANGO_FIXTURE, name), 'utf8'), `${DJANGO_FIXTURE}/${name}: run npm run docs`).toBe(text)
    }
  })
})
