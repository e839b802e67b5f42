import type { Browser, Page } from '@playwright/test'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { WARM_ATTR } from '../shared/contract/attributes'
import { SETTLED_MARK } from '../browser/runtime/settled'

interface Sizes {
  files: string[]
  raw: number
  gzip: number
  brotli: number
}

interface PageScripts extends Sizes {
  /** Every path the page requested (scripts, styles, images, API), to check what it did not load. */
  requested: string[]
  /**
   * What the runtime asked for once the page had settled (its `islands:settled` mark): at low
   * priority for the islands still waiting for the visitor (`warm`), and anything else after it
   * (`later`: a list's next page that auto-loads). Not part of the first load.
   */
  warm: Sizes
  later: Sizes
  /** The islands of the page's hosts (`data-island`), one entry a host. */
  hosts: string[]
}

/**
 * The JavaScript a page downloads on its first load: the script files it asked for before the
 * runtime's `islands:settled` mark (the page loaded, then quiet for a second; every strategy that
 * starts on its own has run), with their summed raw, gzip and brotli sizes; what came after it,
 * apart. A page without the runtime (no island host) sets no mark: all it fetched is its first load.
 */
export async function pageScripts(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>): Promise<PageScripts> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await prepare?.(page)
  const bodies = new Map<string, Buffer>()
  const pending: Promise<void>[] = []
  const requested: string[] = []
  page.on('request', (request) => void requested.push(new URL(request.url()).pathname))
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    // A response still on its way when the page closes (something asked for after the last quiet
    // moment) has no body to read: it is none of the first load's.
    pending.push(
      response.body().then(
        (bytes) => void bodies.set(new URL(response.url()).pathname, bytes),
        () => undefined,
      ),
    )
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  if (requested.some((path) => /\/runtime-[A-Z0-9]+\.js$/.test(path))) {
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SETTLED_MARK, { timeout: 60_000 })
    // What the runtime asks for at that moment, until it has arrived (a load state once reached is
    // not waited for again).
    await page.waitForFunction(
      (attr) =>
        Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${attr}]`)).every((link) => performance.getEntriesByName(link.href).length > 0),
      WARM_ATTR,
      { timeout: 60_000 },
    )
  }
  const { early, warmLinks, hosts } = await page.evaluate(
    ([mark, warmAttr]) => {
      const settled = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity
      return {
        early: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < settled)
          .map((entry) => new URL(entry.name).pathname),
        warmLinks: Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${warmAttr}]`), (link) => new URL(link.href).pathname),
        hosts: Array.from(document.querySelectorAll('[data-island]'), (host) => host.getAttribute('data-island') ?? ''),
      }
    },
    [SETTLED_MARK, WARM_ATTR] as const,
  )
  await Promise.all(pending)
  await page.close()
  const scripts = [...bodies.keys()]
  const missing = early.filter((path) => /\.js$/.test(path) && !bodies.has(path))
  if (missing.length) throw new Error(`${url}: no body read for ${missing.join(', ')}`)
  const firstLoad = scripts.filter((path) => early.includes(path))
  const warm = scripts.filter((path) => !firstLoad.includes(path) && warmLinks.includes(path))
  const later = scripts.filter((path) => !firstLoad.includes(path) && !warm.includes(path))
  const sizes = (files: string[]): Sizes => {
    const of = files.map((path) => bodies.get(path)!)
    return {
      files,
      raw: sum(of.map((bytes) => bytes.length)),
      gzip: sum(of.map((bytes) => gzipSync(bytes, { level: 9 }).length)),
      brotli: sum(of.map((bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length)),
    }
  }
  return { ...sizes(firstLoad), requested, warm: sizes(warm), later: sizes(later), hosts }
}

export function formatPageScripts(label: string, s: Sizes): string {
  return `  ${label}: ${s.files.length} script file(s), ${s.raw} B raw, ${s.gzip} B gzip, ${s.brotli} B brotli`
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
