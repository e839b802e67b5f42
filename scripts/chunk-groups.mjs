// How build.mjs cuts the islands' code into files. esbuild writes one file per lazily imported
// module and one more for every distinct set of those modules that share code. With a chunk per
// island that came to 93 files, 58 of them on the home page, and on HTTP/1.1's six connections a
// phone waited ten round trips for them however early they were asked for (README «Script
// requests»). Two rules bring a page down to about ten:
//
// 1. Chunk groups (what Vite's `manualChunks` does): islands that pages show together share one
//    lazy chunk. An island's contract names its group (`chunk: 'cards'`, shared/runtime/island.ts),
//    and its lazy import stays as written (`render: () => import('./CartButton')`, which vitest and
//    the happy-dom tests load). In the build that import resolves to the group's module, which
//    re-exports each member's module under the island's name, and the registry gets the contract
//    with its `render`/`enhance` picking that name out of the group.
// 2. One shared chunk (webpack's old commons chunk): code that two or more lazy chunks use goes
//    into one file that every lazy chunk imports, instead of a file per combination of users
//    (there were 44 such files, most under 1 KB). React DOM stays out: only pages with a React
//    island load it, in a chunk of its own.
//
// `node build.mjs --chunk-per-island` builds with neither (the design before, for the bench).
import { readFileSync } from 'node:fs'
import { staticClosure } from './build/metafile.mjs'
import path from 'node:path'

/** React DOM stays out of the shared chunk, with what imports it: only pages with a React island need it. */
const REACT_DOM = /^node_modules\/(react-dom|scheduler)\//

/** The group on every page with a host (the base template's islands): what it uses is the shared chunk. */
const BASE_GROUP = 'layout'
const ROOT = process.cwd()
const GROUP = 'chunk-group:'
const SHARED = 'chunk-shared'
const SHARED_LISTS = 'chunk-shared-lists'
/** An island's contract, project-relative: islands/<name>/index.ts. */
export const CONTRACT = /^islands\/([^/]+)\/index\.ts$/
/** The registry's view of a grouped island's contract (see `chunkGroups`). */
const GROUPED_CONTRACT = 'grouped-contract'
/** What those views share: the contract with its lazy import picking the island's part out of the group. */
const FROM_GROUP = 'chunk-group-member'

/** `cart-button` → `cartButton`: the island's export name in its group's chunk. */
const exportName = (island) => island.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())
const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/')

/**
 * The source an entry point of the metafile stands for: a lazy import's module is named
 * `lazy-chunk:/abs/path`; the project-relative path, as esbuild names plain entries.
 */
export const entrySource = (entryPoint) => (entryPoint?.startsWith('lazy-chunk:') ? relative(entryPoint.slice('lazy-chunk:'.length)) : entryPoint)

/**
 * The code two or more lazy chunks share, from a build's metafile (esbuild's own splitting: the
 * first build, with nothing shared yet), as two files:
 * - `base`: what the base group's chunk shares with another chunk. Every page with a host loads
 *   that group, so it costs no page anything; every lazy chunk imports it.
 * - `lists`: what the other chunks share among themselves (the cards, the lists' paging, the blog
 *   cards …), imported by just those chunks (`listsUsers`, their metafile entry names): a page
 *   without them does not load it. One file where esbuild wrote one per set of users (eight more
 *   files on a catalogue page).
 * React DOM, and every module that imports it statically, stays out of both: only pages with a
 * React island load it. Paths relative to the project.
 */
export function sharedModules(metafile) {
  const { inputs, outputs } = metafile
  const reactDom = new Set(Object.keys(inputs).filter((source) => REACT_DOM.test(source)))
  for (let grew = true; grew;) {
    grew = false
    for (const [source, { imports }] of Object.entries(inputs)) {
      // A lazy import of the React host (shared/runtime/react-part.ts) does not bring React DOM along.
      if (reactDom.has(source) || !imports.some((i) => i.kind !== 'dynamic-import' && reactDom.has(i.path))) continue
      reactDom.add(source)
      grew = true
    }
  }
  const code = (source) => !reactDom.has(source) && !source.includes(':')
  const modulesOf = (files) => new Set([...files].flatMap((file) => Object.keys(outputs[file].inputs)).filter(code))
  const base = Object.keys(outputs).find((file) => outputs[file].entryPoint === `${GROUP}${BASE_GROUP}`)
  if (!base) throw new Error(`[build] no chunk for the chunk group ${BASE_GROUP}`)
  const baseModules = modulesOf(staticClosure(outputs, base))
  // A chunk no module owns is shared code (a stylesheet's images are files without an entry too).
  const sharedChunks = Object.keys(outputs).filter((file) => file.endsWith('.js') && !outputs[file].entryPoint)
  const lists = [...modulesOf(sharedChunks)].filter((source) => !baseModules.has(source))
  const listsUsers = Object.entries(outputs)
    .filter(([file, out]) => out.entryPoint && [...modulesOf(staticClosure(outputs, file))].some((source) => lists.includes(source)))
    .map(([, out]) => out.entryPoint)
  return { base: [...baseModules].sort(), lists: lists.sort(), listsUsers }
}

/** Nothing shared yet: the first build, which learns what is. */
export const NOTHING_SHARED = { base: [], lists: [], listsUsers: [] }

/**
 * The esbuild plugin. `groups` is what `islandChunkGroups` (scripts/island-contracts.mjs) read from
 * the contracts; `shared()` gives the shared chunks' modules (sharedModules; nothing on the first
 * build, which is where they are learnt).
 */
export function chunkGroups(groups, shared) {
  const members = (group) => [...groups].filter(([, member]) => member.group === group)
  const groupOfContract = (file) => groups.get(CONTRACT.exec(relative(file))?.[1])
  return {
    name: 'chunk-groups',
    setup(build) {
      // Every lazy chunk exports the shared chunk's namespaces, and the lists' users those of the
      // lists' chunk: esbuild puts a module in the chunk of the set of entry points that reach it,
      // so modules the same entries reach land in one file. (A bare `import` would not do:
      // nanostores is marked side-effect free.)
      const withShared = (entry, code) =>
        [
          shared().base.length ? `export * as __shared from ${JSON.stringify(SHARED)}` : '',
          shared().listsUsers.includes(entry) ? `export * as __lists from ${JSON.stringify(SHARED_LISTS)}` : '',
          code,
        ]
          .filter(Boolean)
          .join('\n')

      // The registry imports a grouped island's contract through a module that takes the contract
      // as it is and picks the island's part out of the group's chunk, which its lazy import gets.
      build.onResolve({ filter: /^\.\/[a-z0-9-]+$/ }, async (args) => {
        if (args.kind !== 'import-statement' || args.namespace === GROUPED_CONTRACT) return undefined
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, namespace: GROUPED_CONTRACT })
        return !resolved.errors.length && groupOfContract(resolved.path) ? { path: resolved.path, namespace: GROUPED_CONTRACT } : undefined
      })
      build.onLoad({ filter: /.*/, namespace: GROUPED_CONTRACT }, (args) => {
        const { kind } = groupOfContract(args.path)
        const island = CONTRACT.exec(relative(args.path))[1]
        return {
          contents: [
            `import contract from ${JSON.stringify(args.path)}`,
            `import { fromGroup } from ${JSON.stringify(FROM_GROUP)}`,
            `export default fromGroup(contract, ${JSON.stringify(kind)}, ${JSON.stringify(exportName(island))})`,
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        }
      })
      // Written once rather than in each grouped contract's view (the runtime holds them all).
      build.onResolve({ filter: new RegExp(`^${FROM_GROUP}$`) }, (args) => ({ path: args.path, namespace: FROM_GROUP }))
      build.onLoad({ filter: /.*/, namespace: FROM_GROUP }, () => ({
        contents: 'export const fromGroup = (contract, kind, name) => ({ ...contract, [kind]: () => contract[kind]().then((group) => group[name]) })',
        loader: 'js',
      }))

      // A grouped contract's lazy import is its group's module; every other lazy import (an
      // ungrouped island, the React host, an island's own lazy part) goes through a module that
      // adds the shared chunk and re-exports the module as it is.
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.namespace !== 'file') return undefined
        const member = groupOfContract(args.importer)
        if (member) return { path: member.group, namespace: 'chunk-group' }
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: 'import-statement' })
        if (resolved.errors.length) return { errors: resolved.errors }
        return { path: resolved.path, namespace: 'lazy-chunk' }
      })
      build.onLoad({ filter: /.*/, namespace: 'lazy-chunk' }, (args) => {
        const module = JSON.stringify(args.path)
        const hasDefault = /^export default\b|\bas default\b/m.test(readFileSync(args.path, 'utf8'))
        return {
          contents: withShared(`lazy-chunk:${args.path}`, `export * from ${module}\n${hasDefault ? `export { default } from ${module}\n` : ''}`),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        }
      })

      // The metafile names these modules `chunk-group:<group>` and `chunk-shared:shared`.
      build.onLoad({ filter: /.*/, namespace: 'chunk-group' }, (args) => ({
        contents: withShared(
          `${GROUP}${args.path}`,
          members(args.path)
            .map(([island, { module }]) => `export * as ${exportName(island)} from ${JSON.stringify(module)}`)
            .join('\n'),
        ),
        loader: 'js',
        resolveDir: ROOT,
      }))
      const reExports = (modules) => modules.map((source, i) => `export * as m${i} from ${JSON.stringify(path.join(ROOT, source))}`).join('\n')
      build.onResolve({ filter: new RegExp(`^(${SHARED}|${SHARED_LISTS})$`) }, (args) => ({ path: args.path, namespace: SHARED }))
      build.onLoad({ filter: /.*/, namespace: SHARED }, (args) => ({
        contents: reExports(args.path === SHARED ? shared().base : shared().lists),
        loader: 'js',
        resolveDir: ROOT,
      }))
    },
  }
}
