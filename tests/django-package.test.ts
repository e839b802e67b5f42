// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

describe('the Django app as a package (integrations/django/pyproject.toml)', () => {
  it("has the front end's version: one release of both", () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
    const pyproject = readFileSync(path.join(ROOT, 'integrations/django/pyproject.toml'), 'utf8')
    expect(/^version = "([^"]+)"$/m.exec(pyproject)?.[1]).toBe(version)
  })
})
