import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { IslandsDescription } from '../../shared/contract/islands-json'
import type { Manifest } from './vite-manifest'

/** The manifest key of the loader, the one script a page includes. */
const LOADER_ENTRY = 'islands/loader.ts'

interface BuildFilesOptions {
  /** Directory holding manifest.json, islands.json and the built files. */
  staticDir: string
  /** Production: read once. Otherwise re-read when a file changes (`npm run dev` rebuilds them). */
  cache: boolean
}

export type BuildFiles = ReturnType<typeof createBuildFiles>

/**
 * The build's two descriptions, static/dist/manifest.json (django-vite's shape) and
 * static/dist/islands.json (the island contracts with this build's chunks), read as the
 * Django app reads them: a missing file or two files of different builds is an error that
 * says what to do, never a page without scripts.
 */
export function createBuildFiles({ staticDir, cache }: BuildFilesOptions) {
  const cached = new Map<string, { value: unknown; version: string }>()

  function read<T>(file: string, missing: string): T {
    const path = join(staticDir, file)
    const known = cached.get(file)
    if (known && cache) return known.value as T
    let version: string
    try {
      const info = statSync(path)
      version = `${info.mtimeMs}:${info.size}`
    } catch {
      throw new Error(`${missing} not found at ${path}: run \`npm run build\` first.`)
    }
    if (known?.version === version) return known.value as T
    const value = JSON.parse(readFileSync(path, 'utf8')) as T
    cached.set(file, { value, version })
    return value
  }

  const manifest = () => read<Manifest>('manifest.json', 'Build manifest')

  function islands(): IslandsDescription {
    const description = read<IslandsDescription>('islands.json', 'Island contracts (islands.json)')
    const loader = manifest()[LOADER_ENTRY]?.file
    if (description.loader !== loader) {
      throw new Error(
        `${join(staticDir, 'islands.json')} is from another build than manifest.json (loader ${description.loader} against ${loader}): run \`npm run build\` again.`,
      )
    }
    return description
  }

  return { manifest, islands }
}
