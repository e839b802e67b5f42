/** Where the reference server serves static/dist. */
export const STATIC_DIST_URL = '/static/dist/'

/** One entry of static/dist/manifest.json, in the shape django-vite reads. */
export interface ManifestChunk {
  file: string
  /** The file's sha256 as `integrity` takes it (scripts/build/integrity.mjs). */
  integrity?: string
  src?: string
  isEntry?: boolean
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

const integrityMaps = new WeakMap<Manifest, ReadonlyMap<string, string>>()
/**
 * Each file of the build → its `integrity`, from the manifest's entries. Asked on every page
 * render and HTML answer: made once per manifest read (build-files.ts keeps the parsed one until
 * its file changes).
 */
export function integrityByFile(manifest: Manifest): ReadonlyMap<string, string> {
  let map = integrityMaps.get(manifest)
  if (!map) {
    map = new Map(Object.values(manifest).flatMap(({ file, integrity }) => (integrity ? [[file, integrity] as const] : [])))
    integrityMaps.set(manifest, map)
  }
  return map
}

/** ` integrity="…"` of a build file, or nothing for a file the manifest has none for. */
export const integrityAttribute = (integrity: ReadonlyMap<string, string>, file: string): string => {
  const value = integrity.get(file)
  return value ? ` integrity="${escapeAttribute(value)}"` : ''
}

interface ViteAssetOptions {
  /** The build's manifest (build-files.ts). */
  manifest: () => Manifest
  /** URL the build's directory is served under. */
  urlPrefix?: string
}

/**
 * `vite_asset(entry)` of the templates: the HTML that loads a build entry.
 * A script entry gets its module script, modulepreload links for its static imports and a
 * stylesheet link for every CSS file it (or they) pull in; a CSS entry gets its stylesheet.
 */
export function createViteAssets({ manifest, urlPrefix = STATIC_DIST_URL }: ViteAssetOptions) {
  return function viteAsset(entry: string): string {
    const chunks = manifest()
    const chunk = chunks[entry]
    if (!chunk) {
      throw new Error(
        `"${entry}" is not an entry of the build's manifest.json (entries: ${Object.keys(chunks).join(', ')}); ` +
          'add it to build.mjs and run `npm run build`.',
      )
    }
    const url = (file: string) => escapeAttribute(urlPrefix + file)
    if (chunk.file.endsWith('.css')) return `<link rel="stylesheet" href="${url(chunk.file)}">`

    // Scripts carry their integrity: from a CDN, a changed file is refused (docs/django.md «Integrity»).
    const integrity = integrityByFile(chunks)
    const { css, preloads } = collectImports(chunks, entry)
    return [
      ...css.map((file) => `<link rel="stylesheet" href="${url(file)}">`),
      ...preloads.map((file) => `<link rel="modulepreload" href="${url(file)}"${integrityAttribute(integrity, file)}>`),
      `<script type="module" src="${url(chunk.file)}"${integrityAttribute(integrity, chunk.file)}></script>`,
    ].join('\n')
  }
}

// Walks static imports depth-first, as django-vite does, collecting each file once.
function collectImports(chunks: Manifest, entry: string) {
  const css: string[] = []
  const preloads: string[] = []
  const seen = new Set<string>()
  const visit = (key: string, isRoot: boolean) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = chunks[key]
    if (!chunk) return
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file)
    if (!isRoot) preloads.push(chunk.file)
    for (const child of chunk.imports ?? []) visit(child, false)
  }
  visit(entry, true)
  return { css, preloads }
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
