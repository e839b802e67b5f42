import { siteSetting } from '../dom/site-config'
import { WARM_ATTR } from '../../shared/contract/attributes'

/**
 * The preloads this copy of the module knows of. The loader and the runtime are two bundles,
 * each with its own copy: the links in the page when a copy is first called (the server's, and
 * the loader's before it imports the runtime) are read once, not on every host, which on a long
 * list would walk the whole document per card.
 */
let asked: Set<string> | undefined

/**
 * `<link rel="modulepreload">` for chunks the page is about to import, so the browser asks for
 * all of them in one round instead of discovering them import by import (a round trip each on
 * a phone network). A file is asked for once per page. With its `integrity` (the build's sha256,
 * docs/django.md «Integrity») the browser refuses a changed file, and the import that follows finds the
 * refusal in the module map rather than fetching the file again unchecked. A `warm` preload is of
 * chunks the page may need later (islands still waiting for the visitor): asked at low priority,
 * and marked (`data-island-warm`) as not part of the page's first load.
 */
export function preloadModules(
  files: readonly string[],
  base: string,
  integrity: Readonly<Record<string, string>> = {},
  { warm = false }: { warm?: boolean } = {},
): void {
  asked ??= new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href))
  for (const file of files) {
    const href = new URL(file, base).href
    if (asked.has(href)) continue
    asked.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    if (integrity[file]) link.setAttribute('integrity', integrity[file])
    if (warm) {
      link.fetchPriority = 'low'
      link.setAttribute(WARM_ATTR, '')
    }
    document.head.append(link)
  }
}

/** What the runtime asks for a key of its preload map with (boot.ts); none without a build's map (tests). */
let preloadKey: ((key: string) => void) | undefined
export function setChunkPreloader(preload: ((key: string) => void) | undefined): void {
  preloadKey = preload
}

/**
 * A lazy import of a module the build keys in the runtime's preload map (an island's lazy part
 * `<island>/<module>`, or a module of shared/ by its file's name: `imask`, `react-host`): its
 * chunks are preloaded with their integrity first, so the import runs only what the build wrote.
 * The build fails on a lazily imported chunk without a key (scripts/build/preload-map.mjs).
 *
 * @example
 * const drawing = () => importChunk('catalog/json-draw', () => import('./json-draw'))
 */
export function importChunk<T>(key: string, importer: () => Promise<T>): Promise<T> {
  preloadKey?.(key)
  return importer()
}

/**
 * Whether the page wants preloads: yes unless its #site-config block says
 * `"module_preload": false` (the switch `npm run bench` uses to measure both designs).
 */
export function modulePreloadWanted(): boolean {
  return siteSetting('module_preload') !== false
}
