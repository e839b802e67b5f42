/**
 * The shape of static/dist/islands.json, the contracts as data (docs/architecture.md decision 14):
 * written by scripts/island-contracts.mjs, read by the reference server (its preload hints), the
 * template checker, the docs and the Django fixture. Here, under everything, so that none of its
 * readers imports another's folder for it.
 */
export type AttrType = 'string' | 'int' | 'bool' | 'url' | 'json'

export interface DescribedAttribute {
  /** The prop the island receives: `itemCount`. */
  prop: string
  /** The host attribute: `data-item-count`. */
  name: string
  /** The Django tag's keyword: `item_count`. */
  keyword: string
  type: AttrType
  required: boolean
  description: string
}

export interface DescribedIsland {
  /** The contract's one-line description. */
  description: string
  /** The rest of its comment, a paragraph each. */
  details: string[]
  strategy: 'eager' | 'idle' | 'visible' | 'interaction'
  kind: 'react' | 'enhancer'
  attributes: DescribedAttribute[]
  /** At least one of these sets of attributes, complete. */
  oneOf?: string[][]
  /** Attribute families besides the schema: prefix → meaning. */
  attributePrefixes?: Record<string, string>
  /** Attributes of which any one, non-empty, keeps a host's chunks out of the preloads. */
  preloadUnless?: string[]
  /** Stores whose change, made elsewhere on the page, starts a waiting host: now, or near the viewport. */
  wakeOn?: Record<string, 'now' | 'visible'>
  /** Lazy parts preloaded when the host has all the `when` attributes; `chunks` only in a build's islands.json. */
  parts?: Record<string, { when: string[]; chunks?: string[] }>
  /** The files it starts with, relative to static/dist (only in a build's islands.json). */
  chunks?: string[]
}

export interface IslandsDescription {
  version: number
  hostAttributes: { island: string; load: string; state: string; group: string; propsSelector: string }
  strategies: string[]
  types: Record<AttrType, { description: string; pattern?: string }>
  islands: Record<string, DescribedIsland>
  /** Only in a build's islands.json: the loader's file and the runtime's files, relative to static/dist. */
  loader?: string
  runtime?: string[]
}
