// Builds static/dist: the loader, lazily loaded island chunks, CSS, and a manifest.json in the
// shape django-vite reads, with islands.json (the contracts with this build's files) beside it.
// `--watch` rebuilds on change; `--outdir=DIR` writes elsewhere; `--chunk-per-island` builds
// without chunk groups and the shared chunk (the bench's design before).
//
// The jobs live in scripts/build/: the two esbuild passes (passes.mjs), the preload map the
// runtime gets (preload-map.mjs), manifest.json and islands.json (manifest.mjs), the brotli and
// gzip copies (precompress.mjs). Few files (scripts/chunk-groups.mjs): islands pages show
// together share a chunk, and code two chunks share is one shared chunk, so a page fetches 8–10
// files instead of 55–63.
import { rm } from 'node:fs/promises'
import { toManifest } from './scripts/build/manifest.mjs'
import { createPasses } from './scripts/build/passes.mjs'
import { precompress } from './scripts/build/precompress.mjs'

const outDir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'static/dist'
const watch = process.argv.includes('--watch')
/** The design before chunk groups, a chunk per island (the bench's side-by-side figures). */
const chunkPerIsland = process.argv.includes('--chunk-per-island')
const production = !watch && process.env.NODE_ENV !== 'development'

await rm(outDir, { recursive: true, force: true })
const passes = await createPasses({ outDir, production, watch, chunkPerIsland })
await passes.run()
if (watch) {
  await passes.watch()
  console.log(`[build] watching; output in ${outDir}`)
} else {
  await passes.dispose()
  await precompress(outDir)
  console.log(
    `[build] ${Object.keys(toManifest(outDir, ...passes.metafiles())).length} manifest entries in ${outDir} (${production ? 'production' : 'development'})`,
  )
}
