import { dataAttrName, GROUP_ATTR, ISLAND_ATTR, LOAD_ATTR, STATE_ATTR } from './attributes'
import type { AnyIsland, Registry } from './island'
import { nearMiss } from './near-miss'
import { parseProps } from './schema'
import { STRATEGIES, type Strategy } from './strategies'

/**
 * Why a host stays inactive: the kinds of refusal the runtime, the template checker and the Django
 * tag share (docs/islands.md «One rule, three readers»; tests/host-rules/cases.json pins them).
 */
export type RefusalKind = 'unknown-island' | 'reserved' | 'strategy' | 'near-miss' | 'props-block' | 'missing' | 'type' | 'one-of'

interface Refusal {
  kind: RefusalKind
  /** The attribute at fault (none for an unknown island or an incomplete `oneOf`). */
  attribute?: string
  message: string
}

interface Accepted {
  island: AnyIsland
  props: Record<string, unknown>
  strategy: Strategy
}

const HOST_OWN = new Set([ISLAND_ATTR, LOAD_ATTR, STATE_ATTR, GROUP_ATTR])

/**
 * A host judged against its island's contract, in the order the three readers share: the island,
 * the runtime's own attributes, the strategy, misspelt attributes, then the props. Another
 * library's `data-*` attribute is no concern of the contract and is left alone.
 */
export function checkHost(host: Element, registry: Registry): Accepted | { refusal: Refusal } {
  const name = host.getAttribute(ISLAND_ATTR) ?? ''
  const island = Object.hasOwn(registry, name) ? registry[name] : undefined
  if (!island) return { refusal: { kind: 'unknown-island', message: 'no island is registered under this name' } }
  if (host.hasAttribute(STATE_ATTR)) {
    return { refusal: { kind: 'reserved', attribute: STATE_ATTR, message: `${STATE_ATTR} is written by the runtime; leave it out of the HTML` } }
  }
  const override = host.getAttribute(LOAD_ATTR)
  const strategy = override || island.strategy || 'eager'
  if (!STRATEGIES.includes(strategy as Strategy)) {
    return { refusal: { kind: 'strategy', attribute: LOAD_ATTR, message: `unknown ${LOAD_ATTR}="${strategy}" (${STRATEGIES.join(', ')})` } }
  }
  const own = Object.keys(island.schema).map(dataAttrName)
  const families = Object.keys(island.attributePrefixes ?? {})
  for (const { name: attribute } of host.attributes) {
    if (!attribute.startsWith('data-') || HOST_OWN.has(attribute) || own.includes(attribute)) continue
    if (families.some((prefix) => attribute.startsWith(prefix))) continue
    const meant = nearMiss(attribute, own)
    if (meant) return { refusal: { kind: 'near-miss', attribute, message: `unknown attribute ${attribute}; did you mean ${meant}?` } }
  }
  const parsed = parseProps(host, island.schema, island.oneOf)
  if ('error' in parsed) {
    const { kind, attr, value, expected } = parsed.error
    const message =
      kind === 'one-of'
        ? `needs ${attr}`
        : value === undefined
          ? `missing required attribute ${attr}`
          : `attribute ${attr}="${value}" is not a valid ${expected}`
    return { refusal: { kind, attribute: kind === 'one-of' ? undefined : attr, message } }
  }
  return { island, props: parsed.props, strategy: strategy as Strategy }
}
