/**
 * `npx storefront-islands check <files or folders>`: finds every island host in HTML and
 * Django/Jinja templates and reports, with file:line, what the Django `{% island %}` tag would
 * refuse: an unknown island, an unknown or misspelt attribute, a missing required attribute, an
 * incomplete `oneOf`, a literal of the wrong type, an unknown `data-island-load`. Values that are
 * template expressions (`{{ … }}`, `{% … %}`) count as any value. Another library's `data-*`
 * attribute on a host (`data-bs-toggle`, `data-testid`) is fine unless it is a likely misspelling of
 * one of the island's own (shared/runtime/near-miss.ts); `--strict` reports every one. Reads the
 * contract description (static/dist/islands.json, or the contracts themselves when there is no
 * build). Exit code 1 when it finds something, 2 when it cannot run or a file could not be read.
 */
import { closest, distance } from 'fastest-levenshtein'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeIslands, type IslandsDescription } from './island-contracts.mjs'
import { findHostTags, type HostAttribute, type HostTag } from '../shared/runtime/host-tags'
import type { RefusalKind } from '../shared/runtime/host-check'
import { nearMiss } from '../shared/runtime/near-miss'

interface Finding {
  file: string
  line: number
  message: string
}

/**
 * One thing wrong with a host, of a kind the runtime and the Django tag share
 * (shared/runtime/host-check.ts); `unknown-attribute` only with --strict.
 */
interface HostProblem {
  kind: RefusalKind | 'unknown-attribute'
  attribute?: string
  message: string
}

interface CheckOptions {
  /** Report every `data-*` attribute the island does not name, not only likely misspellings. */
  strict?: boolean
}

/** What a folder holds that is a template or a page. */
const TEMPLATE_FILE = /\.(html?|jinja2?|j2|djhtml|dtl|njk)$/i
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The order the readers judge in (host-check.ts): a host's first problem is its verdict. */
const RANK: Record<HostProblem['kind'], number> = {
  'unknown-island': 0,
  reserved: 1,
  strategy: 2,
  'near-miss': 3,
  'unknown-attribute': 3,
  'props-block': 4,
  missing: 5,
  type: 5,
  'one-of': 6,
}

/** " did you mean …?" when a known name is close to the unknown one, as typos are. */
function suggestion(unknown: string, known: string[]): string {
  if (known.length === 0) return ''
  const near = closest(unknown, known)
  return distance(unknown, near) <= Math.max(2, Math.floor(near.length / 4)) ? `; did you mean ${near}?` : ''
}

const literal = (attribute: HostAttribute | undefined) => attribute && !attribute.dynamicValue

/** The host's JSON props block: its keys and values, null when a template writes it (any keys), 'invalid' when it is not JSON. */
function jsonBlock(host: HostTag): Record<string, unknown> | null | 'invalid' | undefined {
  const block = host.propsBlock()
  if (block === undefined) return undefined
  if (/\{[{%]/.test(block)) return null
  try {
    const value: unknown = JSON.parse(block)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return 'invalid'
  }
}

/** A value from the props block, already typed, by the runtime's rule (schema.ts): strings are read as attribute text. */
function blockValueFits(type: string, value: unknown): boolean {
  if (typeof value === 'string') return true
  return type === 'json' || (type === 'int' && Number.isInteger(value)) || (type === 'bool' && typeof value === 'boolean')
}

/** What the runtime and the Django tag would refuse in one host, first problem first. */
export function checkHost(host: HostTag, description: IslandsDescription, options: CheckOptions = {}): HostProblem[] {
  const { hostAttributes, islands, strategies, types } = description
  const byName = new Map(host.attributes.map((a) => [a.name, a]))
  const nameAttribute = byName.get(hostAttributes.island)!
  if (nameAttribute.dynamicValue || nameAttribute.dynamicName) return []
  const name = nameAttribute.value ?? ''
  const island = Object.hasOwn(islands, name) ? islands[name] : undefined
  if (!island) return [{ kind: 'unknown-island', message: `unknown island "${name}"${suggestion(name, Object.keys(islands))}` }]

  const problems: HostProblem[] = []
  const say = (kind: HostProblem['kind'], attribute: string | undefined, text: string) =>
    problems.push({ kind, attribute, message: `"${name}": ${text}` })
  const known = new Map(island.attributes.map((a) => [a.name, a]))
  const prefixes = Object.keys(island.attributePrefixes ?? {})
  const anyName = host.attributes.some((a) => a.dynamicName)
  const hostOwn = new Set([hostAttributes.island, hostAttributes.group])

  for (const attribute of host.attributes) {
    if (attribute.dynamicName || !attribute.name.startsWith('data-') || hostOwn.has(attribute.name)) continue
    if (attribute.name === hostAttributes.state) {
      say('reserved', attribute.name, `${attribute.name} is written by the runtime; leave it out`)
      continue
    }
    if (attribute.name === hostAttributes.load) {
      // Empty is no override: the island's own strategy, as in the runtime.
      if (literal(attribute) && attribute.value && !strategies.includes(attribute.value)) {
        say('strategy', attribute.name, `${attribute.name}="${attribute.value}" is not one of ${strategies.join(', ')}`)
      }
      continue
    }
    const described = known.get(attribute.name)
    if (!described) {
      if (prefixes.some((prefix) => attribute.name.startsWith(prefix) && attribute.name.length > prefix.length)) continue
      const meant = nearMiss(attribute.name, [...known.keys()])
      if (meant) say('near-miss', attribute.name, `unknown attribute ${attribute.name}; did you mean ${meant}?`)
      else if (options.strict)
        say('unknown-attribute', attribute.name, `unknown attribute ${attribute.name} (not the island's; reported by --strict)`)
      continue
    }
    if (!literal(attribute)) continue
    const value = attribute.value ?? ''
    if (value === '' && described.type !== 'bool') {
      if (described.required) say('missing', attribute.name, `${attribute.name} is empty`)
      continue
    }
    if (!fits(described.type, value, types)) {
      say('type', attribute.name, `${attribute.name}="${value}" is not a valid ${described.type} (${types[described.type]?.description ?? ''})`)
    }
  }

  if (!anyName) {
    const block = jsonBlock(host)
    if (block === 'invalid') say('props-block', 'data-props', 'the data-props block is not JSON')
    const keys = block && block !== 'invalid' ? block : undefined
    // A prop's value on the host: its attribute wins over the block, as in the runtime.
    const fromBlock = (attribute: string) => {
      const described = known.get(attribute)
      if (!described || byName.has(attribute)) return undefined
      if (block === null) return { any: true }
      return keys && Object.hasOwn(keys, described.prop) ? { value: keys[described.prop] } : undefined
    }
    for (const described of island.attributes) {
      const given = fromBlock(described.name)
      if (!given || 'any' in given) continue
      const { value } = given
      if (value === undefined || value === '') continue
      const fitsBlock = typeof value === 'string' ? fits(described.type, value, types) : blockValueFits(described.type, value)
      if (!fitsBlock)
        say('type', described.name, `${described.prop} in the data-props block (${JSON.stringify(value)}) is not a valid ${described.type}`)
    }
    // A value: a template expression, non-empty text, or a non-empty value in the block.
    const filled = (attribute: string) => {
      const found = byName.get(attribute)
      if (found) return found.dynamicValue || !!found.value
      const given = fromBlock(attribute)
      return !!given && ('any' in given || (given.value !== undefined && given.value !== ''))
    }
    for (const attribute of island.attributes) {
      // An absent bool is false, never missing.
      if (attribute.required && attribute.type !== 'bool' && !byName.has(attribute.name) && !filled(attribute.name)) {
        say('missing', attribute.name, `missing required attribute ${attribute.name}`)
      }
    }
    if (island.oneOf && !island.oneOf.some((set) => set.every(filled))) {
      say('one-of', undefined, `needs ${island.oneOf.map((set) => set.join(' with ')).join(' or ')}`)
    }
  }
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => RANK[a.problem.kind] - RANK[b.problem.kind] || a.index - b.index)
    .map(({ problem }) => problem)
}

/** An attribute's text against its type's pattern (islands.json), and JSON that parses for a json one. */
function fits(type: string, value: string, types: IslandsDescription['types']): boolean {
  const pattern = types[type as keyof typeof types]?.pattern
  if (pattern && !new RegExp(pattern).test(value)) return false
  if (type !== 'json') return true
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
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
