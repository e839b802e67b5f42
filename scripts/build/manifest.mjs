// What the build writes besides the bundles: manifest.json (django-vite's shape, with each file's
// integrity), islands.json (the contract description with this build's files) and metafile.json
// (for bench/).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { entrySource } from '../chunk-groups.mjs'
import { describeIslands } from '../island-contracts.mjs'
import { integrityOf } from './integrity.mjs'
import { runtimeFile } from './metafile.mjs'
import { CSS, LOADER, MAP_CSS, relativeTo } from './options.mjs'
import { preloadMap, runtimeFiles } from './preload-map.mjs'

/** esbuild metafiles → django-vite manifest: source key → {file, css, imports, dynamicImports}. */
export function toManifest(outDir, ...metafiles) {
  const rel = relativeTo(outDir)
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
    // `integrity` as vite-plugin-manifest-sri writes it: the reference server and the Django app put
    // it on the loader's script and on every module preload (docs/django.md «Integrity»).
    const entry = { file: rel(file), name: path.basename(file).replace(/-[A-Z0-9]{8}\.\w+$/, ''), integrity: integrityOf(file) }
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
 * static/dist/islands.json: the contract description (scripts/island-contracts.mjs) with the files
 * of this build: the loader, the runtime with the chunks it imports, and for each island the
 * chunks it starts with (its own or its group's and what they import, with the React host's for a
 * React island) and those of its lazy parts. Server-side preload hints read it (the reference
 * server's and the Django middleware's), so a page's scripts are asked for with its HTML.
 */
async function contractsWithChunks(outDir, islandsMeta, loaderMeta) {
  const rel = relativeTo(outDir)
  const description = await describeIslands()
  const runtime = runtimeFile(islandsMeta)
  const map = preloadMap(islandsMeta)
  const files = (key) => map[key].map((file) => rel(path.join(path.dirname(runtime), file)))
  for (const [name, island] of Object.entries(description.islands)) {
    island.chunks = [...new Set([...files(name), ...(island.kind === 'react' ? files('react-host') : [])])]
    for (const [part, described] of Object.entries(island.parts ?? {})) described.chunks = files(`${name}/${part}`)
  }
  const loader = Object.keys(loaderMeta.outputs).find((file) => loaderMeta.outputs[file].entryPoint === LOADER)
  return { ...description, loader: rel(loader), runtime: Object.keys(runtimeFiles(islandsMeta, outDir)).map((url) => url.slice(2)) }
}

/** manifest.json, islands.json and metafile.json of the two passes' metafiles. */
export async function writeBuildDescriptions(outDir, islandsMeta, loaderMeta) {
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(toManifest(outDir, loaderMeta, islandsMeta), null, 2))
  await writeFile(path.join(outDir, 'islands.json'), JSON.stringify(await contractsWithChunks(outDir, islandsMeta, loaderMeta), null, 2))
  // Kept for bench/: which sources went into which chunk.
  await writeFile(path.join(outDir, 'metafile.json'), JSON.stringify({ islands: islandsMeta, loader: loaderMeta }))
}
