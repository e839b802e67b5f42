// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The Markdown a reader follows links through: the README, the guides, the contributors' pages. */
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'bench/RESULTS.md',
  'integrations/django/README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
]

/** The lines outside fenced code blocks: a `# settings.py` in a block is no heading, a `[x](y)` there no link. */
function prose(text: string): string[] {
  let fenced = false
  return text.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) fenced = !fenced
    else if (!fenced) return true
    return false
  })
}

/** GitHub's anchor of a heading: its text lowercased, punctuation and symbols dropped, spaces as hyphens. */
export function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor a file offers: its headings' (a repeated one numbered as GitHub does) and explicit ids. */
function anchors(file: string): Set<string> {
  const found = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of prose(readFileSync(path.join(ROOT, file), 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (heading) {
      const base = slug(heading[1]!)
      const count = seen.get(base) ?? 0
      seen.set(base, count + 1)
      found.add(count ? `${base}-${count}` : base)
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(id[1]!)
  }
  return found
}

/** The relative links of a file (no scheme), as `target` with the line they are on. */
function links(file: string): { target: string; line: string }[] {
  return prose(readFileSync(path.join(ROOT, file), 'utf8')).flatMap((line) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
      .map((target) => ({ target, line: line.trim().slice(0, 100) })),
  )
}

describe('links between the docs', () => {
  it.each(DOCS)('every relative link and anchor of %s resolves', (file) => {
    const broken: string[] = []
    for (const { target, line } of links(file)) {
      const [pathPart, fragment] = target.split('#') as [string, string | undefined]
      const resolved = pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart))
      if (!existsSync(path.join(ROOT, resolved))) broken.push(`${target}: no file ${resolved} («${line}»)`)
      else if (fragment !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(decodeURIComponent(fragment))) {
        broken.push(`${target}: no heading #${fragment} in ${resolved} («${line}»)`)
      }
    }
    expect(broken).toEqual([])
  })

  it('makes anchors as GitHub does', () => {
    expect(slug('The testing kit (`storefront-islands/testing`)')).toBe('the-testing-kit-storefront-islandstesting')
    expect(slug("The reference server's API")).toBe('the-reference-servers-api')
    expect(slug('In production: collectstatic, WhiteNoise, a CDN')).toBe('in-production-collectstatic-whitenoise-a-cdn')
    expect(slug('Mount time, headless Chromium at 4× CPU slowdown, median (min–max) of 15')).toBe(
      'mount-time-headless-chromium-at-4-cpu-slowdown-median-minmax-of-15',
    )
    expect(slug('Cart and checkout: JavaScript per page, click to «Оформить» (loopback)')).toBe(
      'cart-and-checkout-javascript-per-page-click-to-оформить-loopback',
    )
  })
})
