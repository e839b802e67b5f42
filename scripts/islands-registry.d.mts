/** Types of scripts/islands-registry.mjs. */
export const REGISTRY: string
export function islandFolders(root?: string): string[]
export function renderRegistry(names: readonly string[]): string
