/**
 * `npx storefront-islands check <files or folders>`: finds every island host in HTML and
 * Django/Jinja templates and reports, with file:line, what the Django `{% island %}` tag would
 * refuse: an unknown island, an unknown or misspelt attribute, a missing required attribute, an
 * incomplete `oneOf`, a literal of the wrong type, an unknown `data-island-load`. Values that are
 * template expressions (`{{ … }}`, `{% … %}`) count as any value. Another library's `data-*`
 * attribute on a host (`data-bs-toggle`, `data-testid`) is fine unless it is a likely misspelling of
 * one of the island's own (shared/contract/near-miss.ts); `--strict` reports every one. The rules are
 * the runtime's own (shared/contract/host-check.ts); this file adds what a template needs: its
 * positions, template expressions as any value, and the checker's words. Reads the
 * contract description (static/dist/islands.json, or the contracts themselves when there is no
 * build). Exit code 1 when it finds something, 2 when it cannot run or a file could not be read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeIslands, type DescribedIsland, type IslandsDescription } from './island-contracts.mjs'
import { hostProblems, islandNamed, type HostContract, type HostView, type Refusal } from '../shared/contract/host-check'
import { findHostTags, type HostTag } from '../shared/contract/host-tags'
import { ANY_VALUE } from '../shared/contract/schema'

interface Finding {
  file: string
  line: number
  message: string
}

interface CheckOptions {
  /** Report every `data-*` attribute the island does not name, not only likely misspellings. */
  strict?: boolean
}

/** What a folder holds that is a template or a page. */
const TEMPLATE_FILE = /\.(html?|jinja2?|j2|djhtml|dtl|njk)$/i
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** An island of islands.json as the host rules read a contract: its schema (prop → type) and its `oneOf` by prop. */
function contractOf(island: DescribedIsland): HostContract {
  const propOf = new Map(island.attributes.map((a) => [a.name, a.prop]))
  return {
    schema: Object.fromEntries(island.attributes.map((a) => [a.prop, a.required ? a.type : (`${a.type}?` as const)])),
    strategy: island.strategy,
    oneOf: island.oneOf?.map((set) => set.map((name) => propOf.get(name) ?? name)),
    attributePrefixes: island.attributePrefixes,
  }
}

/** A template's host as the host rules read one: a template expression is any value, a template-made name any attribute. */
function viewOf(host: HostTag): HostView {
  const attributes = new Map<string, string | typeof ANY_VALUE>()
  for (const a of host.attributes) if (!a.dynamicName) attributes.set(a.name, a.dynamicValue ? ANY_VALUE : (a.value ?? ''))
  const block = host.propsBlock()
  return {
    attributes,
    anyName: host.attributes.some((a) => a.dynamicName),
    block: block === undefined ? null : /\{[{%]/.test(block) ? ANY_VALUE : block,
  }
}

/** A refusal in the checker's words: the values as written, with what their type takes. */
function messageOf(refusal: Refusal, island: DescribedIsland, description: IslandsDescription): string {
  const { kind, attribute, value, props } = refusal
  const { types, strategies } = description
  if (kind === 'reserved') return `${attribute} is written by the runtime; leave it out`
  if (kind === 'strategy') return `${attribute}="${value}" is not one of ${strategies.join(', ')}`
  if (kind === 'unknown-attribute') return `unknown attribute ${attribute} (not the island's; reported by --strict)`
  if (kind === 'props-block') return 'the data-props block is not JSON'
  if (kind === 'missing' && props?.from === 'attribute') return `${attribute} is empty`
  if (kind === 'type' && props) {
    if (props.from === 'block') {
      const prop = island.attributes.find((a) => a.name === attribute)?.prop
      return `${prop} in the data-props block (${JSON.stringify(props.value)}) is not a valid ${props.expected}`
    }
    return `${attribute}="${value}" is not a valid ${props.expected} (${types[props.expected]?.description ?? ''})`
  }
  return refusal.message
}

/** What the runtime and the Django tag would refuse in one host, first problem first (shared/contract/host-check.ts). */
export function checkHost(host: HostTag, description: IslandsDescription, options: CheckOptions = {}): Refusal[] {
  const nameAttribute = host.attributes.find((a) => a.name === description.hostAttributes.island)!
  if (nameAttribute.dynamicValue || nameAttribute.dynamicName) return []
  const name = nameAttribute.value ?? ''
  const named = islandNamed(name, description.islands)
  if ('refusal' in named) {
    const hint = named.refusal.meant ? `; did you mean ${named.refusal.meant}?` : ''
    return [{ ...named.refusal, message: `unknown island "${name}"${hint}` }]
  }
  const { problems } = hostProblems(viewOf(host), contractOf(named.island), options)
  return problems.map((refusal) => ({ ...refusal, message: `"${name}": ${messageOf(refusal, named.island, description)}` }))
}

/** Every finding in one file's text. */
export function checkText(file: string, text: string, description: IslandsDescription, options: CheckOptions = {}): Finding[] {
  return findHostTags(text).flatMap((host) => {
    const found = checkHost(host, description, options).map(({ message }) => ({ file, line: host.line, message }))
    if (!host.unclosed) return found
    const name = host.attributes.find((a) => a.name === description.hostAttributes.island)?.value ?? ''
    return [{ file, line: host.line, message: `"${name}": the start tag is not closed before the end of the file (a browser drops it)` }, ...found]
  })
}

/** The files a path stands for: itself, or the templates under a folder. */
function filesOf(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target]
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEMPLATE_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
    .sort()
    .map((file) => path.join(target, file))
}

/** A file's text, or why it is skipped: unreadable, or not text. */
function readTemplate(file: string): { text: string } | { skipped: string } {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (error) {
    return { skipped: `cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})` }
  }
  if (bytes.subarray(0, 8192).includes(0)) return { skipped: 'a binary file, not a template' }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { skipped: 'not UTF-8 text' }
  }
}

/** The description: the given islands.json, this package's build, or its contracts straight from the source. */
async function loadDescription(contracts: string | undefined): Promise<IslandsDescription> {
  const built = contracts ?? path.join(PACKAGE_ROOT, 'static', 'dist', 'islands.json')
  if (existsSync(built)) return JSON.parse(readFileSync(built, 'utf8')) as IslandsDescription
  if (contracts) throw new Error(`${contracts} does not exist`)
  return describeIslands(PACKAGE_ROOT)
}

const USAGE = 'usage: storefront-islands check [--strict] [--contracts path/to/islands.json] <files or folders>…'

/** The command; returns its exit code. */
export async function main(args: string[], out = console.log, err = console.error): Promise<number> {
  const [command, ...rest] = args
  if (command !== 'check') {
    err(USAGE)
    return 2
  }
  let contracts: string | undefined
  let strict = false
  const targets: string[] = []
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--strict') strict = true
    else if (rest[i] === '--contracts') contracts = rest[++i]
    else if (rest[i]!.startsWith('--contracts=')) contracts = rest[i]!.slice('--contracts='.length)
    else targets.push(rest[i]!)
  }
  if (targets.length === 0) {
    err(USAGE)
    return 2
  }
  let description: IslandsDescription
  try {
    description = await loadDescription(contracts)
  } catch (error) {
    err(`storefront-islands: cannot read the island contracts: ${(error as Error).message}`)
    return 2
  }
  const findings: Finding[] = []
  let files = 0
  let hosts = 0
  let unread = 0
  for (const target of targets) {
    if (!existsSync(target)) {
      err(`${target}: no such file or folder`)
      return 2
    }
    for (const file of filesOf(target)) {
      const read = readTemplate(file)
      if ('skipped' in read) {
        err(`${file}: skipped: ${read.skipped}`)
        unread++
        continue
      }
      files++
      hosts += findHostTags(read.text).length
      findings.push(...checkText(file, read.text, description, { strict }))
    }
  }
  for (const { file, line, message } of findings) out(`${file}:${line}: ${message}`)
  const skipped = unread === 0 ? '' : `; ${unread} file${unread === 1 ? '' : 's'} not read`
  out(
    `storefront-islands check: ${hosts} island hosts in ${files} files, ${findings.length === 0 ? 'no problems' : `${findings.length} problem${findings.length === 1 ? '' : 's'}`}${skipped}`,
  )
  // 2 when a file could not be read: its hosts are unchecked, whatever the others hold.
  return unread > 0 ? 2 : findings.length === 0 ? 0 : 1
}
