import { dataAttrName, GROUP_ATTR, ISLAND_ATTR, LOAD_ATTR, PROPS_SELECTOR, STATE_ATTR } from './attributes'
import { nearMiss } from './near-miss'
import { ANY_VALUE, readProps, type PropsError, type PropsSource } from './schema'
import { STRATEGIES, type AnyIsland, type Registry, type Strategy } from './island'

/**
 * Why a host stays inactive: the kinds of refusal the runtime, the template checker and the Django
 * tag share (docs/islands.md «One rule, three readers»; tests/host-rules/cases.json pins them).
 */
export type RefusalKind = 'unknown-island' | 'reserved' | 'strategy' | 'near-miss' | 'props-block' | 'missing' | 'type' | 'one-of'

export interface Refusal {
  /** `unknown-attribute`: another library's attribute, reported only when asked (the checker's --strict). */
  kind: RefusalKind | 'unknown-attribute'
  /** The attribute at fault (none for an unknown island or an incomplete `oneOf`). */
  attribute?: string
  /** The value at fault, as written. */
  value?: string
  /** The name a misspelt island or attribute was probably meant to be. */
  meant?: string
  /** What the props read found wrong (missing, type, one-of, props-block). */
  props?: PropsError
  /** The runtime's words for it. */
  message: string
}

/**
 * A host as a reader sees it: the runtime reads an element, the template checker a tag whose
 * values, names or props block a template may write (ANY_VALUE: any value).
 */
export interface HostView {
  /** The host's attributes, in order; ANY_VALUE for a value a template writes. */
  attributes: ReadonlyMap<string, string | typeof ANY_VALUE>
  /** Some attribute names are template-made: any attribute of the contract may be among them. */
  anyName?: boolean
  /** The data-props block's text, ANY_VALUE when a template writes it, null when there is none. */
  block: string | typeof ANY_VALUE | null
}

/** What the host rules read of a contract: the runtime's island, or the checker's from islands.json. */
export type HostContract = Pick<AnyIsland, 'schema' | 'strategy' | 'oneOf' | 'attributePrefixes'>

const HOST_OWN = new Set([ISLAND_ATTR, LOAD_ATTR, STATE_ATTR, GROUP_ATTR])

/** The island a host names, or the refusal of a name no island has (with the one it resembles). */
export function islandNamed<I>(name: string, islands: Readonly<Record<string, I>>): { island: I } | { refusal: Refusal } {
  if (Object.hasOwn(islands, name)) return { island: islands[name]! }
  const meant = nearMiss(name, Object.keys(islands))
  const hint = meant ? `; did you mean ${meant}?` : ''
  return { refusal: { kind: 'unknown-island', meant, message: `no island is registered under this name${hint}` } }
}

/**
 * Everything wrong with a host of a known island, in the order the three readers share: the
 * runtime's own attributes, the strategy, misspelt attributes, then the props; and the props as
 * read. Another library's `data-*` attribute is no concern of the contract (unless `strict`).
 */
export function hostProblems(host: HostView, island: HostContract, { strict = false } = {}) {
  const problems: Refusal[] = []
  const { attributes } = host
  if (attributes.has(STATE_ATTR)) {
    problems.push({ kind: 'reserved', attribute: STATE_ATTR, message: `${STATE_ATTR} is written by the runtime; leave it out of the HTML` })
  }
  const override = attributes.get(LOAD_ATTR)
  const strategy = override === ANY_VALUE ? undefined : override || island.strategy || 'eager'
  if (strategy && !STRATEGIES.includes(strategy as Strategy)) {
    const message = `unknown ${LOAD_ATTR}="${strategy}" (${STRATEGIES.join(', ')})`
    problems.push({ kind: 'strategy', attribute: LOAD_ATTR, value: strategy, message })
  }
  const own = Object.keys(island.schema).map(dataAttrName)
  const families = Object.keys(island.attributePrefixes ?? {})
  for (const attribute of attributes.keys()) {
    if (!attribute.startsWith('data-') || HOST_OWN.has(attribute) || own.includes(attribute)) continue
    if (families.some((prefix) => attribute.startsWith(prefix) && attribute.length > prefix.length)) continue
    const meant = nearMiss(attribute, own)
    if (meant) problems.push({ kind: 'near-miss', attribute, meant, message: `unknown attribute ${attribute}; did you mean ${meant}?` })
    else if (strict) problems.push({ kind: 'unknown-attribute', attribute, message: `unknown attribute ${attribute}` })
  }
  const source: PropsSource = {
    attribute: (name: string) => attributes.get(name) ?? (host.anyName ? ANY_VALUE : null),
    block: host.block,
  }
  const { props, errors } = readProps(source, island.schema, island.oneOf)
  problems.push(...errors.map(propsRefusal))
  return { problems, props, strategy: strategy as Strategy }
}

function propsRefusal(error: PropsError): Refusal {
  const { kind, attr, value } = error
  if (kind === 'one-of') return { kind, props: error, message: `needs ${attr}` }
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  const message =
    value === undefined || kind === 'missing' ? `missing required attribute ${attr}` : `attribute ${attr}="${text}" is not a valid ${error.expected}`
  return { kind, attribute: attr, value: text, props: error, message }
}

interface Accepted {
  island: AnyIsland
  props: Record<string, unknown>
  strategy: Strategy
}

/** The runtime's reading of a host element: accepted with its props and strategy, or its first refusal. */
export function checkHost(host: Element, registry: Registry): Accepted | { refusal: Refusal } {
  const named = islandNamed(host.getAttribute(ISLAND_ATTR) ?? '', registry)
  if ('refusal' in named) return named
  const attributes = new Map(Array.from(host.attributes, ({ name, value }) => [name, value]))
  const block = host.querySelector(PROPS_SELECTOR)?.textContent ?? null
  const { problems, props, strategy } = hostProblems({ attributes, block }, named.island)
  return problems[0] ? { refusal: problems[0] } : { island: named.island, props, strategy }
}
