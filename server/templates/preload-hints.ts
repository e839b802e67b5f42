import type { IslandsDescription } from '../../scripts/island-contracts.mjs'
import { findHostTags } from './host-tags'
import { escapeAttribute } from './vite-manifest'

/**
 * Preload hints in one wave (README «Preload hints»): which scripts a page's islands start with,
 * read from its HTML and the build's islands.json, so the browser asks for all of them in the
 * round after the HTML instead of finding them level by level (loader → runtime → island chunks).
 * The Django middleware (integrations/django/storefront_islands/middleware.py) applies the same
 * rule; tests/preload-hints/cases.json holds the cases both must agree on.
 *
 * The rule: every host whose strategy (its `data-island-load` when valid, else its island's) is
 * not `interaction` needs its island's chunks, and a lazy part's chunks when the host has every
 * attribute the part's `when` names, non-empty. Unknown islands are left to the runtime's warning.
 */
export interface PreloadSelection {
  /** Islands in the order their first host comes. */
  islands: string[]
  /** Lazy parts as `<island>/<part>`. */
  parts: string[]
}

export function selectPreloads(html: string, description: IslandsDescription): PreloadSelection {
  const islands = new Set<string>()
  const parts = new Set<string>()
  for (const host of findHostTags(html)) {
    const value = (name: string) => host.attributes.find((a) => a.name === name)?.value
    const name = value(description.hostAttributes.island) ?? ''
    const island = description.islands[name]
    if (!island) continue
    const load = value(description.hostAttributes.load)
    const strategy = load && description.strategies.includes(load) ? load : island.strategy
    if (strategy === 'interaction') continue
    islands.add(name)
    for (const [part, { when }] of Object.entries(island.parts ?? {})) {
      if (when.every((attribute) => !!value(attribute))) parts.add(`${name}/${part}`)
    }
  }
  return { islands: [...islands], parts: [...parts] }
}

/** The files of a selection, relative to static/dist: the runtime's, then each island's and part's, each once. */
export function preloadFiles(description: IslandsDescription, { islands, parts }: PreloadSelection): string[] {
  if (islands.length === 0) return []
  const files = new Set(description.runtime ?? [])
  for (const name of islands) description.islands[name]!.chunks?.forEach((file) => files.add(file))
  for (const key of parts) {
    const [name, part] = key.split('/') as [string, string]
    description.islands[name]!.parts?.[part]?.chunks?.forEach((file) => files.add(file))
  }
  return [...files]
}

const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi
const HREF = /\bhref=["']?([^"'\s>]+)/i

/**
 * The page with `<link rel="modulepreload">` for its islands' scripts at the end of its `<head>`
 * (none it already links), and the same list, the loader first, as a `Link:` header value
 * (what a CDN sends as 103 Early Hints). A page without island hosts is returned as it is.
 */
export function withPreloadHints(html: string, description: IslandsDescription, urlPrefix: string): { html: string; link: string | null } {
  const files = preloadFiles(description, selectPreloads(html, description))
  if (files.length === 0) return { html, link: null }
  const urls = files.map((file) => urlPrefix + file)
  const linked = new Set(Array.from(html.matchAll(MODULE_PRELOAD), ([tag]) => HREF.exec(tag)?.[1]))
  const missing = urls.filter((url) => !linked.has(escapeAttribute(url)))
  const head = html.search(/<\/head>/i)
  const tags = missing.map((url) => `<link rel="modulepreload" href="${escapeAttribute(url)}">\n`).join('')
  const link = [urlPrefix + description.loader, ...urls].map((url) => `<${encodeURI(url)}>; rel=modulepreload`).join(', ')
  return { html: head < 0 ? html : html.slice(0, head) + tags + html.slice(head), link }
}
