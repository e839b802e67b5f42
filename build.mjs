// Builds static/dist: the loader, lazily loaded island chunks, CSS, and a
// manifest.json in the shape django-vite reads. `--watch` rebuilds on change.
//
// Two passes. Pass 1 bundles the runtime (islands/boot.ts, with every island
// contract), the lazily imported island chunks, React and the CSS with code
// splitting. Pass 2 bundles the loader on its own, its lazy import of the
// runtime pointed at pass 1's hashed file. Built together, esbuild would make the
// loader import a shared chunk of CommonJS helpers (React is CommonJS), and
// a page without islands would fetch two files instead of one.
//
// Module preloads (README «Script requests»): without them a page finds its chunks level by
// level (loader → runtime → island → shared chunks → …), a round trip each. From pass 1's
// metafile the build knows every chunk each island needs; pass 1 is built again with that map
// defined in the runtime (only the runtime's own chunk changes: no other chunk imports it),
// and the loader gets the runtime's chunks. The runtime then asks for an island's chunks all
// at once with <link rel="modulepreload">.
//
// Few files (scripts/chunk-groups.mjs): islands pages show together share a chunk, and code two
// chunks share is one shared chunk, so a page fetches 8–10 files instead of 55–63.
// `--chunk-per-island` builds without (the bench's design before); `--outdir=DIR` writes elsewhere.
import * as esbuild from 'esbuild'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import { CONTRACT, chunkGroups, entrySource, sharedModules } from './scripts/chunk-groups.mjs'
import { customMedia } from './scripts/custom-media.mjs'
import { describeIslands } from './scripts/island-contracts.mjs'

const OUT_DIR = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'static/dist'
const LOADER = 'islands/loader.ts'
const CSS = 'static/css/site.css'
// Leaflet's stylesheet, linked only by pages with a coverage map (their template asks for it).
const MAP_CSS = 'static/css/coverage-map.css'
const watch = process.argv.includes('--watch')
/** The design before chunk groups, a chunk per island (the bench's side-by-side figures). */
const chunkPerIsland = process.argv.includes('--chunk-per-island')
const production = !watch && process.env.NODE_ENV !== 'development'

const RUNTIME = 'islands/boot.ts'
/** What the runtime's contracts import lazily besides islands: the React host of every `render` island. */
const REACT_HOST = 'shared/runtime/react-host.tsx'

const common = {
  outdir: OUT_DIR,
  bundle: true,
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
  entryNames: '[name]-[hash]',
  jsx: 'automatic',
  sourcemap: 'linked',
  minify: production,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
}

const rel = (file) => path.relative(OUT_DIR, file).split(path.sep).join('/')

/** Pass 1's entry source → its output file, for the loader's lazy imports. */
function outputsByEntry(metafile) {
  const map = new Map()
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (out.entryPoint && file.endsWith('.js')) map.set(path.resolve(out.entryPoint), file)
  }
  return map
}

/** Every chunk `file` imports statically, at any depth. */
function staticClosure(outputs, file, seen = new Set()) {
  for (const { path: dep, kind } of outputs[file]?.imports ?? []) {
    if (kind !== 'import-statement' || seen.has(dep)) continue
    seen.add(dep)
    staticClosure(outputs, dep, seen)
  }
  return seen
}

const runtimeFile = (metafile) => Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === RUNTIME)

/**
 * The preload map of the runtime: island name (its folder under islands/, `react-host` for the
 * React host) → the files of its chunk (its own or its chunk group's) and every chunk that one
 * needs, relative to the runtime's folder. Read from what each contract imports lazily, so it
 * holds exactly the chunks a contract's `render`/`enhance` fetches. An island's own lazy parts (a
 * module of its folder that its chunks import lazily, e.g. islands/catalog/json-draw.ts) get
 * `<name>/<module>` keys, which the contract's `preloads` names for the hosts that need them at once.
 */
function preloadMap(metafile) {
  const { inputs, outputs } = metafile
  const runtime = runtimeFile(metafile)
  const chunkOf = new Map(
    Object.entries(outputs)
      .filter(([, out]) => out.entryPoint)
      .map(([file, out]) => [entrySource(out.entryPoint), file]),
  )
  const closure = (chunk) => [chunk, ...staticClosure(outputs, chunk)]
  const filesOf = (chunk) => closure(chunk).map((file) => path.relative(path.dirname(runtime), file).split(path.sep).join('/'))
  const map = { 'react-host': filesOf(chunkOf.get(REACT_HOST)) }
  const lazyChunks = new Set([chunkOf.get(REACT_HOST)])
  for (const [source, input] of Object.entries(inputs)) {
    const name = CONTRACT.exec(source)?.[1]
    const lazy = input.imports.filter((i) => i.kind === 'dynamic-import')
    if (!name || lazy.length === 0) continue
    if (lazy.length !== 1) throw new Error(`[build] the contract ${source} imports ${lazy.length} modules lazily; it has one chunk`)
    const chunk = chunkOf.get(entrySource(lazy[0].path))
    lazyChunks.add(chunk)
    map[name] = filesOf(chunk)
    for (const own of closure(chunk)) {
      for (const { path: part, kind } of outputs[own].imports) {
        const module = new RegExp(`^islands/${name}/([^/]+)\\.tsx?$`).exec(entrySource(outputs[part]?.entryPoint) ?? '')?.[1]
        if (kind === 'dynamic-import' && module) map[`${name}/${module}`] = filesOf(part)
      }
    }
  }
  for (const { path: chunk, kind } of outputs[runtime].imports) {
    if (kind === 'dynamic-import' && !lazyChunks.has(chunk))
      throw new Error(`[build] the runtime imports ${outputs[chunk].entryPoint} lazily, which is no island's chunk`)
  }
  return map
}

/** The runtime chunk's own static imports (URLs relative to the loader), fetched alongside it. */
const runtimeChunks = (metafile) => [...staticClosure(metafile.outputs, runtimeFile(metafile))].map((file) => './' + rel(file))

/**
 * `virtual:island-preloads` (the runtime's preload map) and `virtual:runtime-chunks` (the
 * loader's list), modules whose content is what the build learnt from pass 1.
 */
function virtualModules(contents) {
  return {
    name: 'virtual-modules',
    setup(build) {
      build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path, namespace: 'virtual' }))
      build.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({
        contents: `export default ${JSON.stringify(contents()[args.path] ?? null)}`,
        loader: 'js',
      }))
    },
  }
}

/** Pass 2: `import('./boot')` in the loader → external './chunks/runtime-HASH.js'. */
function lazyImportsFrom(getIslands) {
  return {
    name: 'lazy-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import') return undefined
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: 'import-statement' })
        const file = getIslands().get(resolved.path)
        if (!file) return { errors: [{ text: `"${args.path}" is not an entry of pass 1 (the loader imports only the runtime)` }] }
        return { path: './' + rel(file), external: true }
      })
    },
  }
}

/** esbuild metafiles → django-vite manifest: source key → {file, css, imports, dynamicImports}. */
function toManifest(...metafiles) {
  const outputs = metafiles.flatMap((m) => Object.entries(m.outputs)).filter(([file]) => !file.endsWith('.map'))
  const keyOf = new Map(outputs.map(([file, out]) => [file, entrySource(out.entryPoint) ?? `_${path.basename(file)}`]))
  const keyOfUrl = new Map(outputs.map(([file]) => ['./' + rel(file), keyOf.get(file)]))
  const manifest = {}
  for (const [file, out] of outputs) {
    // A JS entry's CSS is listed under that entry; it gets no key of its own.
    if (file.endsWith('.css') && !out.entryPoint) continue
    const imports = (kind) =>
      out.imports
        .filter((i) => i.kind === kind)
        .map((i) => keyOf.get(i.path) ?? keyOfUrl.get(i.path))
        .filter(Boolean)
    const entry = { file: rel(file), name: path.basename(file).replace(/-[A-Z0-9]{8}\.\w+$/, '') }
    if (out.entryPoint) entry.src = entrySource(out.entryPoint)
    if (out.entryPoint === LOADER || out.entryPoint === CSS || out.entryPoint === MAP_CSS) entry.isEntry = true
    else if (out.entryPoint) entry.isDynamicEntry = true
    const statics = imports('import-statement')
    const dynamics = imports('dynamic-import')
    if (statics.length) entry.imports = statics
    if (dynamics.length) entry.dynamicImports = dynamics
    if (out.cssBundle) entry.css = [rel(out.cssBundle)]
    manifest[keyOf.get(file)] = entry
  }
  return manifest
}

/**
 * Brotli and gzip copies of every script and stylesheet (file.js.br, file.js.gz), written once
 * at build time at the highest levels, as whitenoise and nginx's gzip_static/brotli_static serve
 * them; the reference server answers with them when the browser accepts the encoding. On a
 * phone network the bytes, not the server, are what the visitor waits for.
 */
async function precompress(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => /\.(js|css)$/.test(file))
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(dir, file))
      await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }))
      await writeFile(path.join(dir, `${file}.gz`), gzipSync(body, { level: 9 }))
    }),
  )
}

/**
 * static/dist/islands.json: the contract description (scripts/island-contracts.mjs) with the files
 * of this build: the loader, the runtime with the chunks it imports, and for each island the
 * chunks it starts with (its own or its group's and what they import, with the React host's for a
 * React island) and those of its lazy parts. Server-side preload hints read it (the reference
 * server's and the Django middleware's), so a page's scripts are asked for with its HTML.
 */
async function contractsWithChunks() {
  const description = await describeIslands()
  const runtime = runtimeFile(islandsMeta)
  const map = preloadMap(islandsMeta)
  const files = (key) => map[key].map((file) => rel(path.join(path.dirname(runtime), file)))
  for (const [name, island] of Object.entries(description.islands)) {
    island.chunks = [...new Set([...files(name), ...(island.kind === 'react' ? files('react-host') : [])])]
    for (const [part, described] of Object.entries(island.parts ?? {})) described.chunks = files(`${name}/${part}`)
  }
  const loader = Object.keys(loaderMeta.outputs).find((file) => loaderMeta.outputs[file].entryPoint === LOADER)
  return { ...description, loader: rel(loader), runtime: [rel(runtime), ...runtimeChunks(islandsMeta).map((url) => url.slice(2))] }
}

let islandsMeta
let loaderMeta
async function writeManifest() {
  if (!islandsMeta || !loaderMeta) return
  await writeFile(path.join(OUT_DIR, 'manifest.json'), JSON.stringify(toManifest(loaderMeta, islandsMeta), null, 2))
  await writeFile(path.join(OUT_DIR, 'islands.json'), JSON.stringify(await contractsWithChunks(), null, 2))
  // Kept for bench/: which sources went into which chunk.
  await writeFile(path.join(OUT_DIR, 'metafile.json'), JSON.stringify({ islands: islandsMeta, loader: loaderMeta }))
  if (watch) console.log(`[build] rebuilt ${new Date().toLocaleTimeString()}`)
}

const onEnd = (store) => ({
  name: 'on-end',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.metafile) await store(result.metafile)
    })
  },
})

await rm(OUT_DIR, { recursive: true, force: true })

const loaderContext = await esbuild.context({
  ...common,
  entryPoints: [LOADER],
  plugins: [
    lazyImportsFrom(() => outputsByEntry(islandsMeta)),
    virtualModules(() => ({ 'virtual:runtime-chunks': watch ? [] : runtimeChunks(islandsMeta) })),
    onEnd(async (meta) => {
      loaderMeta = meta
      await writeManifest()
    }),
  ],
})
/** The runtime's preload map: empty for the first build of pass 1 and in watch mode. */
let preloads = {}
/** The modules of the shared chunk (scripts/chunk-groups.mjs), learnt from pass 1's first build. */
let shared = []
const islandsContext = await esbuild.context({
  ...common,
  entryPoints: [
    { in: RUNTIME, out: 'chunks/runtime' },
    { in: CSS, out: 'site' },
    { in: MAP_CSS, out: 'coverage-map' },
  ],
  // Leaflet's CSS names its control images.
  loader: { '.png': 'file', '.svg': 'file' },
  // Chromium's explicit compile hint: compile every function of the file while it streams in, on
  // a background thread, rather than each on its first call on the main thread. A chunk here is
  // fetched because its island is mounting, so its code runs at once; React's first render was
  // much lazy compiling (the bench's page, first mount of 50 hosts at 4× CPU, 11 runs taking
  // turns: median 210 ms without, 146 ms with). Other browsers read a comment.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  splitting: true,
  entryNames: '[dir]/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  plugins: [
    // static/css writes breakpoints as custom media, `@media (--from-md)`: shared/dom/breakpoints.json.
    customMedia(),
    ...(chunkPerIsland ? [] : [chunkGroups(() => shared)]),
    virtualModules(() => ({ 'virtual:island-preloads': preloads })),
    onEnd(async (meta) => {
      islandsMeta = meta
      // New chunk hashes mean new URLs in the loader.
      if (watch) await loaderContext.rebuild().catch(() => undefined)
    }),
  ],
})

// Pass 1 first: the loader's build needs its output names. It runs again with the shared chunk's
// modules the first build shows (scripts/chunk-groups.mjs), and outside watch mode once more
// with the preload map that build yields.
await islandsContext.rebuild()
if (!chunkPerIsland) {
  shared = sharedModules(islandsMeta)
  await islandsContext.rebuild()
}
if (!watch) {
  const runtimeFiles = (meta) => [runtimeFile(meta), `${runtimeFile(meta)}.map`]
  const chunksOf = (meta) =>
    Object.keys(meta.outputs)
      .filter((file) => !runtimeFiles(meta).includes(file))
      .sort()
  const before = chunksOf(islandsMeta)
  const firstRuntime = runtimeFiles(islandsMeta)
  preloads = preloadMap(islandsMeta)
  await islandsContext.rebuild()
  // The map names the files of the first build: they must be the files of this one.
  const changed = chunksOf(islandsMeta).filter((file) => !before.includes(file))
  if (changed.length) throw new Error(`[build] the preload map changed chunks besides the runtime: ${changed.join(', ')}`)
  await Promise.all(firstRuntime.filter((file) => !runtimeFiles(islandsMeta).includes(file)).map((file) => rm(file, { force: true })))
}
await loaderContext.rebuild()
if (watch) {
  await islandsContext.watch()
  await loaderContext.watch()
  console.log(`[build] watching; output in ${OUT_DIR}`)
} else {
  await Promise.all([islandsContext.dispose(), loaderContext.dispose()])
  await precompress(OUT_DIR)
  console.log(
    `[build] ${Object.keys(toManifest(loaderMeta, islandsMeta)).length} manifest entries in ${OUT_DIR} (${production ? 'production' : 'development'})`,
  )
}
