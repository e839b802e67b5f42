/** Types of scripts/island-contracts.mjs: the shape of static/dist/islands.json. */
import type { ChunkGroup } from '../shared/runtime/island'
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

export function describeIslands(root?: string): Promise<IslandsDescription>

/** A grouped island's chunk group, and what its contract imports lazily (absolute path, no extension). */
export interface GroupedIsland {
  group: ChunkGroup
  kind: 'render' | 'enhance'
  module: string
}
export function islandChunkGroups(root?: string): Promise<Map<string, GroupedIsland>>

/** A key of the site-config block (shared/dom/site-config.ts). */
export interface DescribedSiteSetting {
  key: string
  /** Its TypeScript type: `string`, `number`, `string[]` … */
  type: string
  /** The block must have it (the reference server writes it). */
  required: boolean
  /** What the islands take when the block leaves it out. */
  default?: unknown
  description: string
}
export function describeSiteConfig(root?: string): Promise<DescribedSiteSetting[]>
