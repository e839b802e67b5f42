// @vitest-environment node
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('the package a tester installs (npm pack, docs/testers.md «Install»)', () => {
  it("holds the testing kit and what it runs, and none of the repository's tests, e2e, bench or data", () => {
    const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' })) as [
      { files: { path: string }[] },
    ]
    const files = pack.files.map((file) => file.path)
    for (const needed of ['testing/index.ts', 'server/app.ts', 'islands/index.ts', 'templates/base.html', 'bin/storefront-islands.mjs']) {
      expect(files, needed).toContain(needed)
    }
    // The template checker the bin runs, and the fixtures the kit loads.
    expect(files).toContain('scripts/check-templates.ts')
    expect(files.some((file) => file.startsWith('templates-fixtures/fixtures/'))).toBe(true)
    // The kit's manual, and the contracts and the API it refers to: the README's links for a tester.
    for (const doc of ['README.md', 'docs/testers.md', 'docs/islands.md', 'docs/server.md']) expect(files, doc).toContain(doc)
    expect(files.filter((file) => /^(tests|e2e|bench|data|integrations|examples|static\/dist)\//.test(file))).toEqual([])
  })
})
