import { siteSetting } from '../dom/site-config'

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
 * a phone network). A file is asked for once per page.
 */
export function preloadModules(files: readonly string[], base: string): void {
  asked ??= new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href))
  for (const file of files) {
    const href = new URL(file, base).href
    if (asked.has(href)) continue
    asked.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

/**
 * Whether the page wants preloads: yes unless its #site-config block says
 * `"module_preload": false` (the switch `npm run bench` uses to measure both designs).
 */
export function modulePreloadWanted(): boolean {
  return siteSetting('module_preload') !== false
}
