// Module preloads (docs/django.md «Script requests in one round»): without them a page finds its chunks
// level by level (loader → runtime → island → shared chunks → …), a round trip each. From pass 1's
// metafile the build knows every chunk each island needs; the runtime gets that map
// (`virtual:island-preloads`, with `virtual:chunk-integrity`) and the loader the runtime's files
// (`virtual:runtime-files`), so the runtime asks for an island's chunks all at once with
// <link rel="modulepreload">, each with its integrity.
import path from 'node:path'
import { CONTRACT, entrySource } from '../chunk-groups.mjs'
import { integrityOf } from './integrity.mjs'
import { runtimeFile, staticClosure } from './metafile.mjs'
import { REACT_HOST, relativeTo } from './options.mjs'

/**
 * The preload map of the runtime: island name (its folder under islands/, `react-host` for the
 * React host) → the files of its chunk (its own or its chunk group's) and every chunk that one
 * needs, relative to the runtime's folder. Read from what each contract imports lazily, so it
 * holds exactly the chunks a contract's `render`/`enhance` fetches. An island's own lazy parts (a
 * module of its folder that its chunks import lazily, e.g. islands/catalog/json-draw.ts) get
 * `<name>/<module>` keys, which the contract's `preloads` names for the hosts that need them at once;
 * a lazily imported module of browser/ gets its file's name (`imask`).
 */
export function preloadMap(metafile) {
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
  // A module of browser/ imported lazily (imask, the React host) is keyed by its file's name: its
  // importer asks for it through importChunk (browser/runtime/preload.ts), so it too is fetched
  // with its integrity. A lazy chunk without a key would be fetched unverified.
  const keyed = new Set(Object.values(map).map((files) => files[0]))
  for (const [file, out] of Object.entries(outputs)) {
    for (const { path: chunk, kind } of out.imports) {
      if (kind !== 'dynamic-import' || lazyChunks.has(chunk) || keyed.has(filesOf(chunk)[0])) continue
      const source = entrySource(outputs[chunk].entryPoint) ?? ''
      if (!source.startsWith('browser/')) throw new Error(`[build] ${file} imports ${source || chunk} lazily, which has no preload key`)
      const key = path.basename(source).replace(/\.tsx?$/, '')
      if (map[key]) throw new Error(`[build] two lazily imported modules are keyed ${key}: rename ${source}`)
      map[key] = filesOf(chunk)
      keyed.add(filesOf(chunk)[0])
    }
  }
  return map
}

/**
 * The runtime chunk and its own static imports, URL relative to the loader → integrity: the loader
 * preloads them with their integrity, then imports the runtime.
 */
export function runtimeFiles(metafile, outDir) {
  const runtime = runtimeFile(metafile)
  return Object.fromEntries(
    [runtime, ...staticClosure(metafile.outputs, runtime)].map((file) => ['./' + relativeTo(outDir)(file), integrityOf(file)]),
  )
}
