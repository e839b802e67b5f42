// Reading esbuild's metafile: which output is the runtime, which chunks a chunk imports.
import path from 'node:path'
import { RUNTIME } from './options.mjs'

/** Pass 1's entry source → its output file, for the loader's lazy imports. */
export function outputsByEntry(metafile) {
  const map = new Map()
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (out.entryPoint && file.endsWith('.js')) map.set(path.resolve(out.entryPoint), file)
  }
  return map
}

/** Every chunk `file` imports statically, at any depth. */
export function staticClosure(outputs, file, seen = new Set()) {
  for (const { path: dep, kind } of outputs[file]?.imports ?? []) {
    if (kind !== 'import-statement' || seen.has(dep)) continue
    seen.add(dep)
    staticClosure(outputs, dep, seen)
  }
  return seen
}

export const runtimeFile = (metafile) => Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === RUNTIME)
