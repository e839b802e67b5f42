/** Types of scripts/island-contracts.mjs (the shape of static/dist/islands.json lives in shared/contract/islands-json.ts). */
import type { ChunkGroup } from '../shared/contract/island'
import type { IslandsDescription } from '../shared/contract/islands-json'
export type { AttrType, DescribedAttribute, DescribedIsland, IslandsDescription } from '../shared/contract/islands-json'

export function describeIslands(root?: string): Promise<IslandsDescription>

/** A grouped island's chunk group, and what its contract imports lazily (absolute path, no extension). */
export interface GroupedIsland {
  group: ChunkGroup
  kind: 'render' | 'enhance'
  module: string
}
export function islandChunkGroups(root?: string): Promise<Map<string, GroupedIsland>>

/** A key of the site-config block (browser/dom/site-config.ts). */
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
