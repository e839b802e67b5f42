// The build the Django app's tests read by default (integrations/django/tests/fixtures/dist): the
// contracts' description as the build writes it into islands.json, with made-up, stable file names
// for the loader, the runtime and each island's and part's chunks, and a manifest.json that names
// the same files, as django-vite ships fixture manifests. So the Python tests run without the Node
// build, and a rebuild does not change the fixture; only a contract change does (`npm run docs`
// writes it again; tests/django-fixture.test.ts fails when the committed one differs).
// One Python test, tests/test_newcomer.py, reads the real build.
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeIslands } from './island-contracts.mjs'

export const DJANGO_FIXTURE = 'integrations/django/tests/fixtures/dist'

/** `{islands.json, manifest.json}` texts for a contracts description. */
export function renderDjangoFixture(description) {
  const loader = 'loader-FIXTURE.js'
  const runtime = ['chunks/runtime-FIXTURE.js', 'chunks/react-FIXTURE.js']
  const islands = {}
  // Made up and stable like the names: the sha256 of the file's name, as the build writes a file's.
  const integrity = (file) => `sha256-${createHash('sha256').update(file).digest('base64')}`
  const manifest = {
    'islands/loader.ts': { file: loader, name: 'loader', src: 'islands/loader.ts', isEntry: true, integrity: integrity(loader) },
    'static/css/site.css': { file: 'site-FIXTURE.css', name: 'site', src: 'static/css/site.css', isEntry: true },
  }
  const chunk = (file) => (manifest[`fixture/${file}`] = { file, isDynamicEntry: true, integrity: integrity(file) })
  runtime.forEach(chunk)
  for (const [name, island] of Object.entries(description.islands)) {
    const chunks = [`chunks/${name}-FIXTURE.js`]
    chunks.forEach(chunk)
    const parts = Object.fromEntries(
      Object.entries(island.parts ?? {}).map(([part, spec]) => {
        const files = [`chunks/${name}-${part}-FIXTURE.js`]
        files.forEach(chunk)
        return [part, { ...spec, chunks: files }]
      }),
    )
    islands[name] = { ...island, ...(island.parts ? { parts } : {}), chunks }
  }
  const built = { ...description, islands, loader, runtime }
  return { 'islands.json': `${JSON.stringify(built, null, 2)}\n`, 'manifest.json': `${JSON.stringify(manifest, null, 2)}\n` }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const files = renderDjangoFixture(await describeIslands(root))
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, DJANGO_FIXTURE, name), text)
  console.log(`[docs] wrote ${DJANGO_FIXTURE}/islands.json and manifest.json`)
}
