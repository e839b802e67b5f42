// The esbuild plugins of the two passes (scripts/build/passes.mjs).
import { relativeTo } from './options.mjs'

/**
 * `virtual:island-preloads` and `virtual:chunk-integrity` (the runtime's preload map and its
 * files' integrity) and `virtual:runtime-files` (the loader's), modules whose content is what the
 * build learnt from pass 1.
 */
export function virtualModules(contents) {
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
export function lazyImportsFrom(getIslands, outDir) {
  const rel = relativeTo(outDir)
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

/** Hands each build's metafile to `store` when the build ends. */
export const onEnd = (store) => ({
  name: 'on-end',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.metafile) await store(result.metafile)
    })
  },
})
