// The build's two passes. Pass 1 bundles the runtime (islands/boot.ts, with every island
// contract), the lazily imported island chunks, React and the CSS with code splitting. Pass 2
// bundles the loader on its own, its lazy import of the runtime pointed at pass 1's hashed file.
// Built together, esbuild would make the loader import a shared chunk of CommonJS helpers (React
// is CommonJS), and a page without islands would fetch two files instead of one.
//
// Pass 1 runs up to three times: once to learn the chunks, again with the shared chunk's modules
// that build shows (scripts/chunk-groups.mjs), and outside watch mode once more with the preload
// map (scripts/build/preload-map.mjs) and its files' integrity defined in the runtime; only the
// runtime's own chunk changes then, since no other chunk imports it.
import * as esbuild from 'esbuild'
import { rm } from 'node:fs/promises'
import { chunkGroups, NOTHING_SHARED, sharedModules } from '../chunk-groups.mjs'
import { customMedia } from '../custom-media.mjs'
import { islandChunkGroups } from '../island-contracts.mjs'
import { writeBuildDescriptions } from './manifest.mjs'
import { outputsByEntry, runtimeFile } from './metafile.mjs'
import { CSS, LOADER, MAP_CSS, RUNTIME, commonOptions } from './options.mjs'
import { lazyImportsFrom, onEnd, virtualModules } from './plugins.mjs'
import { integrityOfFiles } from './integrity.mjs'
import { islandStyles } from './island-styles.mjs'
import { preloadMap, runtimeFiles } from './preload-map.mjs'

/**
 * The esbuild contexts of both passes over `outDir`. `run()` builds once (in order), `watch()`
 * then rebuilds on change; `metafiles()` gives the last build's, for the manifest's entry count.
 */
export async function createPasses({ outDir, production, watch, chunkPerIsland }) {
  const common = commonOptions({ outDir, production })
  let islandsMeta
  let loaderMeta
  async function writeDescriptions() {
    if (!islandsMeta || !loaderMeta) return
    await writeBuildDescriptions(outDir, islandsMeta, loaderMeta)
    if (watch) console.log(`[build] rebuilt ${new Date().toLocaleTimeString()}`)
  }

  const loaderContext = await esbuild.context({
    ...common,
    entryPoints: [LOADER],
    plugins: [
      lazyImportsFrom(() => outputsByEntry(islandsMeta), outDir),
      virtualModules(() => ({ 'virtual:runtime-files': watch ? {} : runtimeFiles(islandsMeta, outDir) })),
      onEnd(async (meta) => {
        loaderMeta = meta
        await writeDescriptions()
      }),
    ],
  })
  /** The runtime's preload map and its files' integrity: empty for the first build of pass 1 and in watch mode. */
  let preloads = {}
  let integrity = {}
  /** The modules of the shared chunk (scripts/chunk-groups.mjs), learnt from pass 1's first build. */
  let shared = NOTHING_SHARED
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
      // The islands' own stylesheets (islands/<name>/<name>.css) after the site's, in its one file.
      islandStyles({ entry: CSS }),
      // The stylesheets write breakpoints as custom media, `@media (--from-md)`: shared/breakpoints.json.
      customMedia(),
      ...(chunkPerIsland ? [] : [chunkGroups(await islandChunkGroups(), () => shared)]),
      virtualModules(() => ({ 'virtual:island-preloads': preloads, 'virtual:chunk-integrity': integrity })),
      onEnd(async (meta) => {
        islandsMeta = meta
        // New chunk hashes mean new URLs in the loader.
        if (watch) await loaderContext.rebuild().catch(() => undefined)
      }),
    ],
  })

  async function run() {
    // Pass 1 first: the loader's build needs its output names.
    await islandsContext.rebuild()
    if (!chunkPerIsland) {
      shared = sharedModules(islandsMeta)
      await islandsContext.rebuild()
    }
    if (!watch) {
      const runtimeOutputs = (meta) => [runtimeFile(meta), `${runtimeFile(meta)}.map`]
      const chunksOf = (meta) =>
        Object.keys(meta.outputs)
          .filter((file) => !runtimeOutputs(meta).includes(file))
          .sort()
      const before = chunksOf(islandsMeta)
      const firstRuntime = runtimeOutputs(islandsMeta)
      preloads = preloadMap(islandsMeta)
      integrity = integrityOfFiles(Object.values(preloads).flat(), runtimeFile(islandsMeta))
      await islandsContext.rebuild()
      // The map names the files of the first build: they must be the files of this one.
      const changed = chunksOf(islandsMeta).filter((file) => !before.includes(file))
      if (changed.length) throw new Error(`[build] the preload map changed chunks besides the runtime: ${changed.join(', ')}`)
      await Promise.all(firstRuntime.filter((file) => !runtimeOutputs(islandsMeta).includes(file)).map((file) => rm(file, { force: true })))
    }
    await loaderContext.rebuild()
  }

  return {
    run,
    watch: async () => {
      await islandsContext.watch()
      await loaderContext.watch()
    },
    dispose: () => Promise.all([islandsContext.dispose(), loaderContext.dispose()]),
    metafiles: () => [loaderMeta, islandsMeta],
  }
}
