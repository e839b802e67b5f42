// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeIslands } from '../../scripts/island-contracts.mjs'
import { preloadFiles, selectPreloads, withPreloadHints } from '../../server/templates/preload-hints'

const ROOT = path.resolve(import.meta.dirname, '../..')
const { cases } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'cases.json'), 'utf8')) as {
  cases: { name: string; html: string; islands: string[]; parts: string[] }[]
}

describe('preload hints: the shared cases (the Django middleware runs the same)', async () => {
  const description = await describeIslands(ROOT)
  for (const { name, html, islands, parts } of cases) {
    it(name, () => expect(selectPreloads(html, description)).toEqual({ islands, parts }))
  }
})

describe('preload hints on a page', async () => {
  const description = {
    ...(await describeIslands(ROOT)),
    loader: 'loader-L.js',
    runtime: ['chunks/runtime-R.js', 'chunks/shared-S.js'],
  }
  description.islands['site-menu']!.chunks = ['chunks/layout-L.js', 'chunks/shared-S.js']
  description.islands['countdown']!.chunks = ['chunks/widgets-W.js', 'chunks/shared-S.js']
  const page = (body: string, head = '') => `<!doctype html><html><head><title>Т</title>${head}</head><body>${body}</body></html>`

  it("lists the runtime first, then each island's chunks, each file once", () => {
    const selection = selectPreloads(page('<nav data-island="site-menu"></nav><div data-island="countdown"></div>'), description)
    expect(preloadFiles(description, selection)).toEqual(['chunks/runtime-R.js', 'chunks/shared-S.js', 'chunks/layout-L.js', 'chunks/widgets-W.js'])
  })

  it('puts the links at the end of the head, leaving out what the page already links; the header has the stylesheets, then the loader', () => {
    const { html, link } = withPreloadHints(
      page(
        '<nav data-island="site-menu"></nav>',
        '<link rel="stylesheet" href="/static/dist/site-C.css"><link rel="modulepreload" href="/static/dist/chunks/shared-S.js">',
      ),
      description,
      '/static/dist/',
    )
    // The scripts at low priority: they share no bandwidth with the stylesheets the first paint waits for.
    expect(html).toContain(
      '<link rel="modulepreload" href="/static/dist/chunks/shared-S.js"><link rel="modulepreload" href="/static/dist/chunks/runtime-R.js" fetchpriority="low">\n' +
        '<link rel="modulepreload" href="/static/dist/chunks/layout-L.js" fetchpriority="low">\n</head>',
    )
    const script = (file: string) => `</static/dist/${file}>; rel=modulepreload; fetchpriority=low`
    expect(link).toBe(
      [
        '</static/dist/site-C.css>; rel=preload; as=style',
        ...['loader-L.js', 'chunks/runtime-R.js', 'chunks/shared-S.js', 'chunks/layout-L.js'].map(script),
      ].join(', '),
    )
  })

  it('leaves a page without hosts as it is', () => {
    const html = page('<p>Текст</p>')
    expect(withPreloadHints(html, description, '/static/dist/')).toEqual({ html, link: null })
  })
})
