// How build.mjs cuts the islands' code into files. esbuild writes one file per lazily imported
// module and one more for every distinct set of those modules that share code. With a chunk per
// island that came to 93 files, 58 of them on the home page, and on HTTP/1.1's six connections a
// phone waited ten round trips for them however early they were asked for (docs/django.md «Script
// requests in one round»). Two rules bring a page down to about ten:
//
// 1. Chunk groups (what Vite's `manualChunks` does): islands that pages show together share one
//    lazy chunk. An island's contract names its group (`chunk: 'cards'`, shared/contract/island.ts),
//    and its lazy import stays as written (`render: () => import('./CartButton')`, which vitest and
//    the happy-dom tests load). In the build that import resolves to the group's module, which
//    re-exports each member's module under the island's name, and the registry gets the contract
//    with its `render`/`enhance` picking that name out of the group.
// 2. Shared files by family (webpack's old commons chunks): code that two or more lazy chunks use
//    goes into the file of the first family that uses it (`FAMILIES`: the base template's, the
//    catalogues', the drawn cards', the forms'), imported by the chunks that use some of it,
//    instead of a file per combination of users (there were 44 such files, most under 1 KB). React
//    DOM stays out: only pages with a React island load it, in a chunk of its own.
//
// `node build.mjs --chunk-per-island` builds with neither (the design before, for the bench).
import { readFileSync } from 'node:fs'
import { staticClosure } from './build/metafile.mjs'
import path from 'node:path'

/** React DOM stays out of the shared chunk, with what imports it: only pages with a React island need it. */
const REACT_DOM = /^node_modules\/(react-dom|scheduler)\//

/**
 * The shared files, each the code a family of chunks shares, named by the chunk that seeds it (a
 * chunk group, or a lazy part by its module): a module shared by two or more lazy chunks goes to
 * the family whose seed uses it, the base's first.
 * - `shared`: the base template's group of what runs before the visitor acts (small, no React), on
 *   every page with a host; every lazy chunk imports it, so it costs no page anything.
 * - `base`: the base template's React islands (the header's), and what two of the other seeds both
 *   use (React, the stores, the validation messages of the filters and of the forms, the Modal of
 *   every dialog): in one of their files, the other's pages would load all of that file. Only
 *   chunks that use some of it import it, so a page loads it with its first React island.
 * - `lists`: the catalogues' group (the cards' buttons, the lists' paging, the filters' rules …).
 * - `drawn`: the catalogue's JSON drawing (the card components, which the search results, the
 *   calculator and the blog lists draw too).
 * - `dialogs`: the generic message dialog (what the dialogs share beyond the forms' code).
 * - `forms`: the modal request form (the forms' enhancer, validation, the phone mask's loader), which
 *   the form pages, the sign-in and the checkout use too.
 * A family's file is imported by just the chunks that use some of it, so a page without them does
 * not load it: a catalogue page does not load the forms' code, nor a form page the cards'.
 */
const FAMILIES = [
  { name: 'shared', seed: 'chunk-group:layout', everyone: true },
  { name: 'base', seed: 'chunk-group:header', common: true },
  { name: 'lists', seed: 'chunk-group:cards' },
  { name: 'drawn', seed: 'islands/catalog/json-draw.ts' },
  { name: 'dialogs', seed: 'islands/message-modal/MessageDialog.tsx' },
  { name: 'forms', seed: 'islands/form-modal/RequestFormModal.tsx' },
]
const ROOT = process.cwd()
const GROUP = 'chunk-group:'
/** A family's file: the module `chunk-shared-<name>`, re-exporting the family's modules. */
const SHARED = 'chunk-shared'
const SHARED_FILE = /^chunk-shared-(\w+)$/
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
 * first build, with nothing shared yet), by family (FAMILIES): each family's modules (paths
 * relative to the project) and its users (metafile entry names of the chunks that use some of
 * them). One file a family where esbuild wrote one per set of users (eight more files on a
 * catalogue page). Shared code no family's seed uses stays in esbuild's files. React DOM, and
 * every module that imports it statically, stays out of them all: only pages with a React island
 * load it.
 */
export function sharedModules(metafile) {
  const { inputs, outputs } = metafile
  const reactDom = new Set(Object.keys(inputs).filter((source) => REACT_DOM.test(source)))
  for (let grew = true; grew;) {
    grew = false
    for (const [source, { imports }] of Object.entries(inputs)) {
      // A lazy import of the React host (browser/runtime/react-part.ts) does not bring React DOM along.
      if (reactDom.has(source) || !imports.some((i) => i.kind !== 'dynamic-import' && reactDom.has(i.path))) continue
      reactDom.add(source)
      grew = true
    }
  }
  const code = (source) => !reactDom.has(source) && !source.includes(':')
  const modulesOf = (files) => new Set([...files].flatMap((file) => Object.keys(outputs[file].inputs)).filter(code))
  // A chunk no module owns is shared code (a stylesheet's images are files without an entry too).
  const sharedChunks = Object.keys(outputs).filter((file) => file.endsWith('.js') && !outputs[file].entryPoint)
  const unclaimed = modulesOf(sharedChunks)
  const seeded = FAMILIES.map(({ name, seed, everyone = false, common = false }) => {
    const chunk = Object.keys(outputs).find((file) => entrySource(outputs[file].entryPoint) === seed)
    if (!chunk) throw new Error(`[build] no chunk for ${seed}, the seed of the shared file "${name}" (scripts/chunk-groups.mjs)`)
    return { name, everyone, common, uses: modulesOf(staticClosure(outputs, chunk)) }
  })
  // What two of the other families' seeds both use goes with the base (see FAMILIES).
  const seeds = (source) => seeded.filter(({ everyone, common, uses }) => !everyone && !common && uses.has(source)).length
  const families = seeded.map(({ name, everyone, common, uses }) => {
    const modules = [...unclaimed].filter((source) => (common ? uses.has(source) || seeds(source) > 1 : uses.has(source)))
    modules.forEach((source) => unclaimed.delete(source))
    return { name, modules: modules.sort(), users: new Set(), everyone, common }
  })
  const importsOf = (source) => (inputs[source]?.imports ?? []).filter((i) => i.kind !== 'dynamic-import').map((i) => i.path)
  // Who uses a family: a lazy chunk whose modules import some of it, at any depth. Using a family
  // brings in what all of its modules import, which may be another family's: until nothing
  // changes. A family's modules then all have the same users, and esbuild writes them into one file.
  const closureOf = (sources, seen = new Set(sources)) => {
    for (const queue = [...sources]; queue.length;) {
      for (const dep of importsOf(queue.pop())) {
        if (seen.has(dep)) continue
        seen.add(dep)
        queue.push(dep)
      }
    }
    return seen
  }
  strayUses(families, outputs, (sources) => closureOf(sources))
  const reach = new Map(
    Object.values(outputs)
      .filter((out) => out.entryPoint)
      .map((out) => [out.entryPoint, closureOf(Object.keys(out.inputs))]),
  )
  for (let grew = true; grew;) {
    grew = false
    for (const family of families) {
      for (const [entry, seen] of reach) {
        if (family.users.has(entry) || !(family.everyone || family.modules.some((source) => seen.has(source)))) continue
        family.users.add(entry)
        closureOf(family.modules, seen)
        grew = true
      }
    }
  }
  return { families: families.map((family) => ({ ...family, users: [...family.users] })) }
}

/**
 * A family's file is loaded whole, with what its modules import. A chunk outside the family that
 * uses just one module of it (the coverage map a card's colour helper, `swatch.ts`; its HTML policy,
 * `trusted-types.ts`) would load the cards' and the lists' files for it: 5 KB on /coverage/. Such
 * a module, one that some chunk other than the family's seed reaches without any other of the
 * family's, leaves the family (esbuild's own splitting gives it a small file of its users). The everyone and
 * common families stay as they are: every page, or every React page, loads them anyway.
 */
function strayUses(families, outputs, closureOf) {
  const reaches = Object.values(outputs)
    .filter((out) => out.entryPoint)
    .map((out) => ({ source: entrySource(out.entryPoint), seen: closureOf(Object.keys(out.inputs)) }))
  for (const family of families) {
    if (family.everyone || family.common || family.modules.length < 2) continue
    const { seed } = FAMILIES.find(({ name }) => name === family.name)
    const stray = family.modules.filter((source) =>
      reaches.some(
        ({ source: entry, seen }) => entry !== seed && seen.has(source) && !family.modules.some((other) => other !== source && seen.has(other)),
      ),
    )
    family.modules = family.modules.filter((source) => !stray.includes(source))
  }
}

/** Nothing shared yet: the first build, which learns what is. */
export const NOTHING_SHARED = { families: [] }

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
      // A lazy chunk exports the namespaces of each shared file it uses (every one the base's):
      // esbuild puts a module in the chunk of the set of entry points that reach it, so modules the
      // same entries reach land in one file. (A bare `import` would not do: nanostores is marked
      // side-effect free.)
      const withShared = (entry, code) =>
        [
          ...shared()
            .families.filter(({ modules, users, everyone }) => modules.length && (everyone || users.includes(entry)))
            .map(({ name }) => `export * as __${name} from ${JSON.stringify(`${SHARED}-${name}`)}`),
          code,
        ].join('\n')

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
      build.onResolve({ filter: SHARED_FILE }, (args) => ({ path: args.path, namespace: SHARED }))
      build.onLoad({ filter: /.*/, namespace: SHARED }, (args) => ({
        contents: reExports(shared().families.find(({ name }) => name === SHARED_FILE.exec(args.path)?.[1])?.modules ?? []),
        loader: 'js',
        resolveDir: ROOT,
      }))
    },
  }
}
