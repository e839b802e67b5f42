import type { IslandsDescription } from '../../shared/contract/islands-json'
import { decodeAttribute, findHostTags } from '../../shared/contract/host-tags'
import { escapeAttribute, integrityAttribute } from './vite-manifest'

/**
 * Preload hints in one wave (docs/django.md «Preload hints»): which scripts a page's islands start with,
 * read from its HTML and the build's islands.json, so the browser asks for all of them in the
 * round after the HTML instead of finding them level by level (loader → runtime → island chunks).
 * The Django middleware (integrations/django/storefront_islands/middleware.py) applies the same
 * rule; tests/preload-hints/cases.json holds the cases both must agree on.
 *
 * The rule: every host whose strategy (its `data-island-load` when valid, else its island's) is
 * not `interaction`, and that has none of its island's `preloadUnless` attributes non-empty, needs
 * its island's chunks, and a lazy part's chunks when the host has every attribute the part's `when`
 * names, non-empty. Unknown islands are left to the runtime's warning.
 */
interface PreloadSelection {
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
    if (island.preloadUnless?.some((attribute) => !!value(attribute))) continue
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
const STYLESHEET = /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi
const HREF = /\bhref=["']?([^"'\s>]+)/i
const hrefs = (html: string, tags: RegExp) => Array.from(html.matchAll(tags), ([tag]) => HREF.exec(tag)?.[1]).filter((href) => href !== undefined)
/** A URL as a Link header's `<…>` holds it: what the header cannot carry percent-encoded, `%` left alone. */
const linkTarget = (url: string) => `<${url.replace(/[^\x21-\x7e]|[<>]/g, (c) => encodeURIComponent(c))}>`
/**
 * A header preload's integrity: a module the header fetched without it would sit in the page's
 * module map, and the head's checked preload of the same URL would take it from there unchecked.
 */
const linkIntegrity = (integrity: ReadonlyMap<string, string>, file: string) => (integrity.has(file) ? `; integrity="${integrity.get(file)}"` : '')

/**
 * The page with `<link rel="modulepreload">` for its islands' scripts at the end of its `<head>`
 * (none it already links), and a `Link:` header value (what a CDN sends as 103 Early Hints): the
 * head's stylesheets first (`rel=preload; as=style`), then the loader and the same scripts. The
 * stylesheets lead because a browser acts on the header before it reads the head: scripts first
 * would take HTTP/1.1's six connections and hold back the stylesheets that block the first paint.
 * The scripts are asked for at `fetchpriority=low`: module scripts never block the first paint, and
 * at their default high priority a browser (and Lighthouse's simulation, which counts every
 * high-priority script as render-blocking) shares the first round's bandwidth between them and the
 * stylesheets. Every script hint carries the file's integrity from the manifest (docs/django.md «Integrity»).
 * A page without island hosts is returned as it is.
 */
export function withPreloadHints(
  html: string,
  description: IslandsDescription,
  urlPrefix: string,
  integrity: ReadonlyMap<string, string> = new Map(),
): { html: string; link: string | null } {
  const files = preloadFiles(description, selectPreloads(html, description))
  if (files.length === 0) return { html, link: null }
  const head = html.search(/<\/head>/i)
  const headHtml = head < 0 ? html : html.slice(0, head)
  const linked = new Set(hrefs(html, MODULE_PRELOAD).map(decodeAttribute))
  const tags = files
    .filter((file) => !linked.has(urlPrefix + file))
    .map(
      (file) => `<link rel="modulepreload" href="${escapeAttribute(urlPrefix + file)}"${integrityAttribute(integrity, file)} fetchpriority="low">\n`,
    )
    .join('')
  const link = [
    ...hrefs(headHtml, STYLESHEET).map((href) => `${linkTarget(decodeAttribute(href))}; rel=preload; as=style`),
    ...[description.loader, ...files]
      .filter((file) => file !== undefined)
      .map((file) => `${linkTarget(urlPrefix + file)}; rel=modulepreload; fetchpriority=low${linkIntegrity(integrity, file)}`),
  ].join(', ')
  return { html: head < 0 ? html : headHtml + tags + html.slice(head), link }
}
