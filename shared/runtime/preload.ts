import { siteSetting } from '../dom/site-config'

/**
 * `<link rel="modulepreload">` for chunks the page is about to import, so the browser asks for
 * all of them in one round instead of discovering them import by import (a round trip each on
 * a phone network). A file is asked for once per page: the links already in the page (the
 * loader's and the runtime's, two bundles) are what counts.
 */
export function preloadModules(files: readonly string[], base: string): void {
  const asked = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href))
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
