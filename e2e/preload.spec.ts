import { readFileSync } from 'node:fs'
import path from 'node:path'
import { islands } from '../islands/index'
import { dataAttrName } from '../shared/contract/attributes'
import type { Schema } from '../shared/contract/schema'
import { SETTLED_MARK } from '../browser/runtime/settled'
import { builtFile, expect, test } from './fixtures'

/**
 * Script requests in one round (docs/django.md «Script requests in one round»): the loader preloads the runtime's
 * chunks, and the runtime, for every island host that will mount by itself, preloads the
 * island's chunk (its own or its chunk group's) and every chunk that one needs. Pinned against the build's own dependency map
 * (static/dist/metafile.json, esbuild's record of which chunk imports which).
 */
interface Output {
  entryPoint?: string
  imports: { path: string; kind: string }[]
  inputs: Record<string, unknown>
}
const metafile = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../static/dist/metafile.json'), 'utf8')) as {
  islands: { outputs: Record<string, Output>; inputs: Record<string, { imports: { path: string; kind: string }[] }> }
}
const { inputs, outputs } = metafile.islands
const urlOf = (file: string) => `/${file.replace(/^static\/dist\//, 'static/dist/')}`

/** A chunk and what it imports statically, as the browser would find them one level at a time. */
function needs(file: string): string[] {
  const found = [file]
  for (let i = 0; i < found.length; i++) {
    for (const { path: dep, kind } of outputs[found[i]!]!.imports) if (kind === 'import-statement' && !found.includes(dep)) found.push(dep)
  }
  return found
}
const runtime = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'islands/boot.ts')!
/** The chunk built from a module esbuild names `entryPoint` (a group's module, a lazily imported file). */
const chunkOf = (entryPoint: (entry: string) => boolean) => Object.keys(outputs).find((file) => entryPoint(outputs[file]!.entryPoint ?? ''))!
/** An island's chunk: the one its contract imports lazily (its own, or its chunk group's). */
const islandChunk = (name: string) => {
  const lazy = inputs[`islands/${name}/index.ts`]!.imports.find((i) => i.kind === 'dynamic-import')!.path
  return chunkOf((entry) => entry === lazy)
}
/** An island's lazy part (`preloads` of its contract): the chunk of islands/<name>/<module>.ts(x). */
const partOf = (name: string, module: string) => chunkOf((entry) => new RegExp(`islands/${name}/${module}\\.tsx?$`).test(entry))

/** A host's props as its contract names them, from the attributes the page has (as text). */
const propsOf = (schema: Schema, attributes: Record<string, string>) =>
  Object.fromEntries(Object.keys(schema).flatMap((name) => (dataAttrName(name) in attributes ? [[name, attributes[dataAttrName(name)]]] : [])))

for (const address of ['/', '/numbers/']) {
  test(`${address} preloads exactly the chunks its islands need, and loads no script it did not ask for at once`, async ({ page }) => {
    await page.goto(address)
    await page.waitForLoadState('networkidle')
    const hosts = await page.$$eval('[data-island]', (all) =>
      all.map((host) => Object.fromEntries(Array.from(host.attributes, (a) => [a.name, a.value]))),
    )

    const expected = new Set(needs(runtime))
    for (const attributes of hosts) {
      const name = attributes['data-island']!
      const island = islands[name]!
      if ((attributes['data-island-load'] ?? island.strategy) === 'interaction') continue
      needs(islandChunk(name)).forEach((file) => expected.add(file))
      if (island.render) needs(chunkOf((entry) => entry.endsWith('browser/runtime/react-host.tsx'))).forEach((file) => expected.add(file))
      const props = propsOf(island.schema, attributes)
      for (const [module, when] of Object.entries(island.preloads ?? {})) {
        if (when.every((prop) => props[prop] !== undefined)) needs(partOf(name, module)).forEach((file) => expected.add(file))
      }
    }
    // Not the runtime's low-priority warm-up once the page has settled (link[data-island-warm]): that is for later.
    const preloaded = await page.$$eval('link[rel="modulepreload"]:not([data-island-warm])', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    )
    expect(new Set(preloaded)).toEqual(new Set([...expected].map(urlOf)))
    expect(preloaded.length, 'each chunk asked for once').toBe(expected.size)
    // The server's hints (docs/django.md «Preload hints») already named every one of them, in the HTML's
    // head and in the Link header with the loader first: the runtime found nothing to add.
    const served = await page.request.get(address)
    const head = (await served.text()).split('</head>')[0]!
    const hinted = Array.from(head.matchAll(/<link rel="modulepreload" href="([^"]+)" integrity="sha256-[^"]+" fetchpriority="low">/g), (m) => m[1])
    expect(new Set(hinted)).toEqual(new Set(preloaded))
    const link = served.headers().link!.split(', ')
    const styles = link.filter((value) => value.endsWith('; rel=preload; as=style'))
    expect(link.slice(0, styles.length), 'the stylesheets lead the header').toEqual(styles)
    expect(styles.map((value) => /^<([^>]+)>/.exec(value)![1])).toEqual(
      await page.$$eval('head link[rel="stylesheet"]', (links) =>
        links.map((l) => new URL((l as HTMLLinkElement).href).pathname + new URL((l as HTMLLinkElement).href).search),
      ),
    )
    expect(
      link.slice(styles.length).map((value) => /^<([^>]+)>; rel=modulepreload; fetchpriority=low; integrity="sha256-[^"]+"$/.exec(value)![1]),
    ).toEqual([`/static/dist/${builtFile('islands/loader.ts')}`, ...hinted])

    // Every script of the page's first load (before the runtime's islands:settled mark) came from the
    // loader's import, a preload or the runtime's import.
    const scripts = await page.evaluate((mark) => {
      const settled = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity
      return performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'fetch' && e.startTime < settled)
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js'))
    }, SETTLED_MARK)
    const allowed = new Set([`/static/dist/${builtFile('islands/loader.ts')}`, urlOf(runtime), ...preloaded])
    expect(scripts.filter((script) => !allowed.has(script))).toEqual([])
    // Chunk groups and the shared files by family (scripts/chunk-groups.mjs): a handful of files,
    // not a file per island and per combination of islands (55–63 before), so HTTP/1.1's six
    // connections fetch the islands' level in two or three rounds (all of them asked for at once).
    expect(new Set(scripts).size).toBeLessThanOrEqual(16)
    // Leaflet belongs to the coverage map's chunk alone: no script of this page has any of it.
    const withLeaflet = Object.keys(outputs).filter((file) =>
      Object.keys(outputs[file]!.inputs).some((input) => input.includes('node_modules/leaflet/')),
    )
    expect(scripts.filter((script) => withLeaflet.map(urlOf).includes(script))).toEqual([])
  })
}

test("with module_preload off and no server hints (the bench's design before) the page finds its chunks by itself and still mounts", async ({
  page,
}) => {
  await page.route('**/', async (route) => {
    const response = await route.fetch()
    const html = (await response.text())
      .replace(/(<script[^>]*id="site-config"[^>]*>\s*\{)/, '$1"module_preload": false, ')
      .replace(/<link rel="modulepreload"[^>]*>\n?/g, '')
    const headers = { ...response.headers() }
    delete headers.link
    await route.fulfill({ response, headers, body: html })
  })
  await page.goto('/')
  await expect(page.locator('[data-island="site-menu"]')).toHaveAttribute('data-island-state', 'mounted')
  await page.locator('[data-island="customer-greeting"]').hover()
  await expect(page.locator('[data-island="customer-greeting"]')).toHaveAttribute('data-island-state', 'mounted')
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
})
