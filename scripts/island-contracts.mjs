// The contract description (DESIGN 14, docs/architecture.md): every island's name, `data-*` attributes with
// their types, what is required, the default strategy and the one-line description, read from
// islands/*/index.ts and nowhere else. build.mjs adds the chunks each island starts with and
// writes it as static/dist/islands.json; the generated reference (docs/islands.md), the template
// checker (scripts/check-templates.mjs) and the Django tags read that description.
//
// Values come from running the contracts (what the runtime itself reads); the descriptions come
// from their JSDoc comments, which only the source has (TypeScript's parser reads them).
import * as esbuild from 'esbuild'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Bumped when the description's shape changes, so a reader can refuse one it does not know. */
const DESCRIPTION_VERSION = 1

/**
 * The registry, the attribute types' patterns and the attribute naming rule, bundled for Node with
 * every lazy import left out (a contract's `render`/`enhance` is never called here), and what each
 * module imports lazily as esbuild's parser read it: importer's absolute path → specifiers.
 */
async function loadContracts(root) {
  const lazyImports = new Map()
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(root, 'scripts/island-contracts-entry.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    plugins: [
      {
        name: 'no-lazy-imports',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind !== 'dynamic-import') return undefined
            lazyImports.set(args.importer, [...(lazyImports.get(args.importer) ?? []), args.path])
            return { path: args.path, external: true }
          })
        },
      },
    ],
  })
  const modules = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)
  return { ...modules, lazyImports }
}

/**
 * The islands that share a chunk (a contract's `chunk`), for the build's chunk groups: island name
 * → its group, whether it renders or enhances, and the absolute path of the module its contract
 * imports lazily.
 */
export async function islandChunkGroups(root = process.cwd()) {
  const { islands, lazyImports } = await loadContracts(root)
  const grouped = new Map()
  for (const [name, contract] of Object.entries(islands)) {
    if (!contract.chunk) continue
    const file = path.join(root, 'islands', name, 'index.ts')
    const specifiers = lazyImports.get(file) ?? []
    if (specifiers.length !== 1)
      throw new Error(`[build] ${file}: a grouped island's contract has exactly one lazy import, found ${specifiers.length}`)
    grouped.set(name, {
      group: contract.chunk,
      kind: contract.render ? 'render' : 'enhance',
      module: path.resolve(path.dirname(file), specifiers[0]),
    })
  }
  return grouped
}

/** A JSDoc comment's text, without the stars, as one line. */
function jsdocText(node, source) {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? []
  const doc = ranges.filter((range) => source.text.startsWith('/**', range.pos)).at(-1)
  if (!doc) return ''
  return source.text
    .slice(doc.pos + 3, doc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .join('\n')
    .trim()
}

/** The first paragraph of a comment, as one line: the one-line description. */
const firstParagraph = (text) =>
  text
    .split(/\n\s*\n/)[0]
    .replace(/\s*\n\s*/g, ' ')
    .trim()

/** What the contract file's comments say: of the island (above `export default`) and of each schema key. */
function commentsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const attributes = {}
  let island = ''
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) island = jsdocText(statement, source)
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) !== 'schema') continue
      let value = declaration.initializer
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression
      if (!value || !ts.isObjectLiteralExpression(value)) throw new Error(`${file}: the schema is not an object literal`)
      for (const property of value.properties) attributes[property.name.getText(source)] = firstParagraph(jsdocText(property, source))
    }
  }
  return { island, attributes }
}

/**
 * The keys of the page's site-config block (shared/site-config.ts): each key of the
 * `SiteConfig` interface with its type, whether the block must have it, the islands' default
 * (SITE_CONFIG_DEFAULTS) and its comment's first paragraph; for docs/django.md's table of keys.
 */
export async function describeSiteConfig(root = process.cwd()) {
  const file = path.join(root, 'shared/site-config.ts')
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const schema = source.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'SiteConfig')
  if (!schema) throw new Error(`${file}: no SiteConfig interface`)
  const { SITE_CONFIG_DEFAULTS } = await loadContracts(root)
  return schema.members.map((member) => {
    const key = member.name.getText(source)
    const description = firstParagraph(jsdocText(member, source))
    if (!description) throw new Error(`${file}: the site-config key ${key} has no /** comment */`)
    return {
      key,
      type: member.type.getText(source),
      required: !member.questionToken,
      ...(key in SITE_CONFIG_DEFAULTS && { default: SITE_CONFIG_DEFAULTS[key] }),
      description,
    }
  })
}

/**
 * The description of every island, without the build's chunks: what `describeIslands` gives the
 * checker and the tests straight from the source, and build.mjs completes with the chunks.
 */
export async function describeIslands(root = process.cwd()) {
  const { islands, ATTR_PATTERNS, ATTR_TYPE_NOTES, dataAttrName, ISLAND_ATTR, LOAD_ATTR, STATE_ATTR, PROPS_SELECTOR, GROUP_ATTR, STRATEGIES } =
    await loadContracts(root)
  const described = {}
  for (const [name, contract] of Object.entries(islands)) {
    const file = path.join(root, 'islands', name, 'index.ts')
    const comments = commentsOf(file)
    for (const prop of Object.keys(comments.attributes)) {
      if (!(prop in contract.schema)) throw new Error(`${file}: the schema's key ${prop} is not in the contract the runtime reads`)
    }
    if (!comments.island) throw new Error(`${file}: the contract has no /** description */ above its export default`)
    const [, ...details] = comments.island.split(/\n\s*\n/)
    described[name] = {
      description: firstParagraph(comments.island),
      // The rest of the contract's comment: the markup an enhancer expects, the states it shows.
      details: details.map(firstParagraph),
      strategy: contract.strategy ?? 'eager',
      kind: contract.render ? 'react' : 'enhancer',
      attributes: Object.entries(contract.schema).map(([prop, spec]) => ({
        prop,
        name: dataAttrName(prop),
        // The Django tag's keyword: `{% island "cart-button" rent_period=3 %}`.
        keyword: prop.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase()),
        type: spec.replace(/\?$/, ''),
        // An absent bool is false, never missing.
        required: !spec.endsWith('?') && spec !== 'bool',
        description: comments.attributes[prop] ?? '',
      })),
      ...(contract.oneOf && { oneOf: contract.oneOf.map((set) => set.map(dataAttrName)) }),
      ...(contract.attributePrefixes && { attributePrefixes: contract.attributePrefixes }),
      ...(contract.preloadUnless && { preloadUnless: contract.preloadUnless.map(dataAttrName) }),
      // Stores whose change, made elsewhere on the page, starts a host still waiting (browser/runtime/wake.ts).
      ...(contract.wakeOn && { wakeOn: contract.wakeOn }),
      ...(contract.preloads && {
        parts: Object.fromEntries(Object.entries(contract.preloads).map(([part, when]) => [part, { when: when.map(dataAttrName) }])),
      }),
    }
  }
  return {
    version: DESCRIPTION_VERSION,
    hostAttributes: { island: ISLAND_ATTR, load: LOAD_ATTR, state: STATE_ATTR, group: GROUP_ATTR, propsSelector: PROPS_SELECTOR },
    strategies: [...STRATEGIES],
    types: Object.fromEntries(
      Object.entries(ATTR_TYPE_NOTES).map(([type, description]) => [
        type,
        { description, ...(ATTR_PATTERNS[type] && { pattern: ATTR_PATTERNS[type] }) },
      ]),
    ),
    islands: described,
  }
}
