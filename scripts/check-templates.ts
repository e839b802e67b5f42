/**
 * `npx storefront-islands check <files or folders>`: finds every island host in HTML and
 * Django/Jinja templates and reports, with file:line, what the Django `{% island %}` tag would
 * refuse: an unknown island, an unknown or misspelt attribute, a missing required attribute, an
 * incomplete `oneOf`, a literal of the wrong type, an unknown `data-island-load`. Values that are
 * template expressions (`{{ … }}`, `{% … %}`) count as any value. Reads the contract description
 * (static/dist/islands.json, or the contracts themselves when there is no build). Exit code 1
 * when it finds something, 2 when it cannot run.
 */
import { closest, distance } from 'fastest-levenshtein'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeIslands, type IslandsDescription } from './island-contracts.mjs'
import { findHostTags, type HostAttribute, type HostTag } from '../server/templates/host-tags'

interface Finding {
  file: string
  line: number
  message: string
}

/** What a folder holds that is a template or a page. */
const TEMPLATE_FILE = /\.(html?|jinja2?|j2|djhtml|dtl|njk)$/i
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** " did you mean …?" when a known name is close to the unknown one, as typos are. */
function suggestion(unknown: string, known: string[]): string {
  if (known.length === 0) return ''
  const near = closest(unknown, known)
  return distance(unknown, near) <= Math.max(2, Math.floor(near.length / 4)) ? `; did you mean ${near}?` : ''
}

const literal = (attribute: HostAttribute | undefined) => attribute && !attribute.dynamicValue

/** The keys of the host's JSON props block, or null when a template writes it (any keys). */
function jsonBlockKeys(host: HostTag): Set<string> | null | undefined {
  const block = /<script\b[^>]*type=["']?application\/json["']?[^>]*>([\s\S]*?)<\/script/i.exec(host.inner())
  if (!block) return undefined
  if (/\{[{%]/.test(block[1]!)) return null
  try {
    const value: unknown = JSON.parse(block[1]!)
    return new Set(value && typeof value === 'object' ? Object.keys(value) : [])
  } catch {
    return new Set()
  }
}

/** What the tag would refuse in one host, as messages. */
function checkHost(host: HostTag, description: IslandsDescription): string[] {
  const { hostAttributes, islands, strategies, types } = description
  const byName = new Map(host.attributes.map((a) => [a.name, a]))
  const nameAttribute = byName.get(hostAttributes.island)!
  if (nameAttribute.dynamicValue || nameAttribute.dynamicName) return []
  const name = nameAttribute.value ?? ''
  const island = islands[name]
  if (!island) return [`unknown island "${name}"${suggestion(name, Object.keys(islands))}`]

  const problems: string[] = []
  const say = (text: string) => problems.push(`"${name}": ${text}`)
  const known = new Map(island.attributes.map((a) => [a.name, a]))
  const prefixes = Object.keys(island.attributePrefixes ?? {})
  const anyName = host.attributes.some((a) => a.dynamicName)

  for (const attribute of host.attributes) {
    if (attribute.dynamicName || !attribute.name.startsWith('data-') || attribute.name === hostAttributes.island) continue
    if (attribute.name === hostAttributes.group) continue
    if (attribute.name === hostAttributes.state) {
      say(`${attribute.name} is written by the runtime; leave it out`)
      continue
    }
    if (attribute.name === hostAttributes.load) {
      if (literal(attribute) && !strategies.includes(attribute.value ?? '')) {
        say(`${attribute.name}="${attribute.value ?? ''}" is not one of ${strategies.join(', ')}`)
      }
      continue
    }
    const described = known.get(attribute.name)
    if (!described) {
      if (prefixes.some((prefix) => attribute.name.startsWith(prefix) && attribute.name.length > prefix.length)) continue
      say(`unknown attribute ${attribute.name}${suggestion(attribute.name, [...known.keys()])}`)
      continue
    }
    if (!literal(attribute)) continue
    const value = attribute.value ?? ''
    if (value === '' && described.type !== 'bool') {
      if (described.required) say(`${attribute.name} is empty`)
      continue
    }
    const pattern = types[described.type]?.pattern
    let valid = !pattern || new RegExp(pattern).test(value)
    if (described.type === 'json') {
      try {
        JSON.parse(value)
      } catch {
        valid = false
      }
    }
    if (!valid) say(`${attribute.name}="${value}" is not a valid ${described.type} (${types[described.type]?.description ?? ''})`)
  }

  if (anyName) return problems
  const keys = island.attributes.some((a) => a.type === 'json') ? jsonBlockKeys(host) : undefined
  const inJson = (attribute: string) => {
    const described = known.get(attribute)
    return described?.type === 'json' && (keys === null || !!keys?.has(described.prop))
  }
  const present = (attribute: string) => byName.has(attribute) || inJson(attribute)
  // An empty value is no value to the runtime (an empty required one is reported above).
  const filled = (attribute: string) => {
    const found = byName.get(attribute)
    return found ? found.dynamicValue || !!found.value : inJson(attribute)
  }
  for (const attribute of island.attributes) {
    if (attribute.required && !present(attribute.name)) say(`missing required attribute ${attribute.name}`)
  }
  if (island.oneOf && !island.oneOf.some((set) => set.every(filled))) {
    say(`needs ${island.oneOf.map((set) => set.join(' with ')).join(' or ')}`)
  }
  return problems
}

/** Every finding in one file's text. */
export function checkText(file: string, text: string, description: IslandsDescription): Finding[] {
  return findHostTags(text).flatMap((host) => checkHost(host, description).map((message) => ({ file, line: host.line, message })))
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

const USAGE = 'usage: storefront-islands check [--contracts path/to/islands.json] <files or folders>…'

/** The command; returns its exit code. */
export async function main(args: string[], out = console.log, err = console.error): Promise<number> {
  const [command, ...rest] = args
  if (command !== 'check') {
    err(USAGE)
    return 2
  }
  let contracts: string | undefined
  const targets: string[] = []
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--contracts') contracts = rest[++i]
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
  for (const target of targets) {
    if (!existsSync(target)) {
      err(`${target}: no such file or folder`)
      return 2
    }
    for (const file of filesOf(target)) {
      const read = readTemplate(file)
      if ('skipped' in read) {
        err(`${file}: skipped: ${read.skipped}`)
        continue
      }
      files++
      hosts += findHostTags(read.text).length
      findings.push(...checkText(file, read.text, description))
    }
  }
  for (const { file, line, message } of findings) out(`${file}:${line}: ${message}`)
  out(
    `storefront-islands check: ${hosts} island hosts in ${files} files, ${findings.length === 0 ? 'no problems' : `${findings.length} problem${findings.length === 1 ? '' : 's'}`}`,
  )
  return findings.length === 0 ? 0 : 1
}
