import { dataAttrName, PROPS_SELECTOR } from './attributes'

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

interface PropsError {
  /** What is wrong: a required prop without a value, a value not of its type, no complete `oneOf` alternative, a props block that is not JSON. */
  kind: 'missing' | 'type' | 'one-of' | 'props-block'
  /** The attribute at fault; for a missing alternative, each alternative's attributes. */
  attr: string
  value: string | undefined
  expected: AttrType
  /** Set when none of the contract's `oneOf` alternatives is complete: their attributes. */
  oneOf?: string[][]
}

const INT = new RegExp(ATTR_PATTERNS.int)
const BOOL = new RegExp(ATTR_PATTERNS.bool)
const URL_SCHEME = new RegExp(ATTR_PATTERNS.url)

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
        return { ok: URL_SCHEME.test(raw) && /^https?:$/.test(new URL(raw, location.href).protocol), value: raw }
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

/**
 * Reads a host's props against its schema. A `bool` prop is false when
 * absent; a required string must not be empty. With `oneOf`, at least one
 * alternative must have all its props set.
 */
export function parseProps(
  host: Element,
  schema: Schema,
  oneOf?: readonly (readonly string[])[],
): { props: Record<string, unknown> } | { error: PropsError } {
  let bag: Record<string, unknown> = {}
  const script = host.querySelector(PROPS_SELECTOR)
  if (script) {
    try {
      bag = JSON.parse(script.textContent || '{}')
    } catch {
      return { error: { kind: 'props-block', attr: 'data-props', value: script.textContent ?? '', expected: 'json' } }
    }
  }
  const props: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(schema)) {
    const optional = spec.endsWith('?')
    const type = (optional ? spec.slice(0, -1) : spec) as AttrType
    const attr = dataAttrName(name)
    const raw: unknown = host.hasAttribute(attr) ? host.getAttribute(attr) : bag[name]
    if (raw === undefined || (raw === '' && type !== 'bool')) {
      if (type === 'bool') props[name] = false
      else if (!optional) return { error: { kind: 'missing', attr, value: undefined, expected: type } }
      continue
    }
    const { ok, value } = convert(type, raw)
    if (!ok) return { error: { kind: 'type', attr, value: String(raw), expected: type } }
    props[name] = value
  }
  if (oneOf && !oneOf.some((set) => set.every((name) => props[name] !== undefined))) {
    const attrs = oneOf.map((set) => set.map(dataAttrName))
    return {
      error: { kind: 'one-of', attr: attrs.map((set) => set.join(' with ')).join(' or '), value: undefined, expected: 'string', oneOf: attrs },
    }
  }
  return { props }
}
