import { dataAttrName } from './attributes'

/**
 * An island's attribute schema: prop name → type, with a trailing `?` for
 * optional props. Plain strings keep contracts free of runtime imports, so
 * each contract chunk stays a few hundred bytes.
 *
 * @example
 * const schema = { itemCount: 'int', cartUrl: 'url', customer: 'json?' } as const
 * // reads data-item-count, data-cart-url, and data-customer or the data-props JSON
 */
export type AttrType = 'string' | 'int' | 'bool' | 'url' | 'json'
/** A JSON prop whose parsed shape the island declares: `'json' as Json<Customer>`. */
export type Json<T> = 'json' & { readonly __json?: T }
export type OptionalJson<T> = 'json?' & { readonly __json?: T }
export type Schema = Record<string, AttrType | `${AttrType}?` | Json<unknown> | OptionalJson<unknown>>

type Base<T> = T extends { readonly __json?: infer J }
  ? unknown extends J
    ? unknown
    : J
  : T extends 'string' | 'url' | 'string?' | 'url?'
    ? string
    : T extends 'int' | 'int?'
      ? number
      : T extends 'bool' | 'bool?'
        ? boolean
        : unknown
type OptionalKeys<S> = { [K in keyof S]: S[K] extends `${string}?` ? K : never }[keyof S]

/** The props a component receives for a schema. */
export type Props<S extends Schema> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Base<S[K]> } & {
  [K in OptionalKeys<S>]?: Base<S[K]>
}

/**
 * What the attribute types accept, as data: the build writes these into static/dist/islands.json,
 * where the Django tags and the template checker apply the rules the runtime applies here. Each
 * pattern is matched against the attribute's text (the same in JavaScript and Python).
 */
export const ATTR_PATTERNS = {
  int: '^-?\\d+$',
  bool: '^(|true|false|1|0)$',
  // The scheme is http or https, or there is none (a relative address); the runtime also resolves it.
  url: '^(?:\\s*[Hh][Tt][Tt][Pp][Ss]?:|(?!\\s*[a-zA-Z][a-zA-Z\\d+.-]*:))',
} as const satisfies Partial<Record<AttrType, string>>

/** The attribute types for people (the generated reference); the runtime does not ship these. */
export const ATTR_TYPE_NOTES: Record<AttrType, string> = {
  string: 'any text; a required one must not be empty',
  int: 'a whole number, e.g. 42 or -1',
  bool: 'absent = false; present (empty), `true` or `1` = true; `false` or `0` = false',
  url: 'an http or https address, relative allowed',
  json: 'JSON; usually a key of the `data-props` JSON block rather than an attribute',
}

/** A value only a template knows (an expression, a props block the template writes): set, and of any type. */
export const ANY_VALUE: unique symbol = Symbol('any value')

/** Where a host's props come from: an attribute's text (null when absent) and the data-props block's text (null when none). */
export interface PropsSource {
  attribute(name: string): string | typeof ANY_VALUE | null
  block: string | typeof ANY_VALUE | null
}

export interface PropsError {
  /** What is wrong: a required prop without a value, a value not of its type, no complete `oneOf` alternative, a props block that is not JSON. */
  kind: 'missing' | 'type' | 'one-of' | 'props-block'
  /** The attribute at fault; for a missing alternative, each alternative's attributes. */
  attr: string
  /** The value at fault: an attribute's text, a value of the block as it is typed there, or undefined. */
  value: unknown
  expected: AttrType
  /** Whether the value was the attribute's or the props block's. */
  from?: 'attribute' | 'block'
  /** Set when none of the contract's `oneOf` alternatives is complete: their attributes. */
  oneOf?: string[][]
}

const INT = new RegExp(ATTR_PATTERNS.int)
const BOOL = new RegExp(ATTR_PATTERNS.bool)
const URL_SCHEME = new RegExp(ATTR_PATTERNS.url)
/** Where a relative address is resolved: the page, or (the template checker in Node) any http origin. */
const baseUrl = () => globalThis.location?.href ?? 'http://localhost/'

function convert(type: AttrType, raw: unknown): { ok: boolean; value?: unknown } {
  // Values from the data-props JSON are already typed; attribute values are strings.
  if (typeof raw !== 'string') {
    const ok = type === 'json' || (type === 'int' && Number.isInteger(raw)) || (type === 'bool' && typeof raw === 'boolean')
    return { ok, value: raw }
  }
  switch (type) {
    case 'int':
      return { ok: INT.test(raw), value: Number(raw) }
    case 'bool':
      return { ok: BOOL.test(raw), value: raw !== 'false' && raw !== '0' }
    case 'url':
      try {
        return { ok: URL_SCHEME.test(raw) && /^https?:$/.test(new URL(raw, baseUrl()).protocol), value: raw }
      } catch {
        return { ok: false }
      }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(raw) }
      } catch {
        return { ok: false }
      }
    default:
      return { ok: true, value: raw }
  }
}

/** The props block's keys and values, or its error when it is not JSON. */
function blockOf(block: PropsSource['block']): { bag: Record<string, unknown> } | { error: PropsError } {
  if (block === null || block === ANY_VALUE) return { bag: {} }
  try {
    const value: unknown = JSON.parse(block || '{}')
    return { bag: value && typeof value === 'object' ? (value as Record<string, unknown>) : {} }
  } catch {
    return { error: { kind: 'props-block', attr: 'data-props', value: block, expected: 'json' } }
  }
}

/**
 * Reads a host's props against its schema, with every error in schema order. A `bool` prop is
 * false when absent; a required string must not be empty; an attribute wins over the props
 * block. With `oneOf`, at least one alternative must have all its props set. ANY_VALUE (a
 * template's) is set and fits any type.
 */
export function readProps(
  source: PropsSource,
  schema: Schema,
  oneOf?: readonly (readonly string[])[],
): { props: Record<string, unknown>; errors: PropsError[] } {
  const block = blockOf(source.block)
  const bag = 'bag' in block ? block.bag : {}
  const errors: PropsError[] = 'error' in block ? [block.error] : []
  const props: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(schema)) {
    const optional = spec.endsWith('?')
    const type = (optional ? spec.slice(0, -1) : spec) as AttrType
    const attr = dataAttrName(name)
    const text = source.attribute(attr)
    const raw: unknown = text !== null ? text : source.block === ANY_VALUE ? ANY_VALUE : bag[name]
    const from = text !== null ? 'attribute' : 'block'
    if (raw === ANY_VALUE) props[name] = ANY_VALUE
    else if (raw === undefined || (raw === '' && type !== 'bool')) {
      if (type === 'bool') props[name] = false
      else if (!optional) errors.push({ kind: 'missing', attr, value: raw, expected: type, from })
    } else {
      const { ok, value } = convert(type, raw)
      if (ok) props[name] = value
      else errors.push({ kind: 'type', attr, value: raw, expected: type, from })
    }
  }
  if (oneOf && !oneOf.some((set) => set.every((name) => props[name] !== undefined))) {
    const attrs = oneOf.map((set) => set.map(dataAttrName))
    const attr = attrs.map((set) => set.join(' with ')).join(' or ')
    errors.push({ kind: 'one-of', attr, value: undefined, expected: 'string', oneOf: attrs })
  }
  return { props, errors }
}
