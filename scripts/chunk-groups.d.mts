/** Types of scripts/chunk-groups.mjs, for the tests. */

/** The part of esbuild's metafile the shared files are read from. */
interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>
}

/** One shared file: its modules (paths relative to the project) and the entries that import it. */
export interface SharedFamily {
  name: string
  modules: string[]
  users: string[]
  everyone: boolean
}

export function sharedModules(metafile: Metafile): { families: SharedFamily[] }
