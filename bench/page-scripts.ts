import type { Browser, Page } from '@playwright/test'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

interface PageScripts {
  files: string[]
  /** Every path the page requested (scripts, styles, images, API), to check what it did not load. */
  requested: string[]
  raw: number
  gzip: number
  brotli: number
}

/**
 * The JavaScript a page downloads once it is idle (all strategies that start on their own
 * have run): file paths and their summed raw, gzip and brotli sizes.
 */
export async function pageScripts(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>): Promise<PageScripts> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await prepare?.(page)
  const bodies: { url: string; bytes: Buffer }[] = []
  const pending: Promise<void>[] = []
  const requested: string[] = []
  page.on('request', (request) => void requested.push(new URL(request.url()).pathname))
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(response.body().then((bytes) => void bodies.push({ url: new URL(response.url()).pathname, bytes })))
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  await page.close()
  return {
    files: bodies.map((b) => b.url),
    requested,
    raw: sum(bodies.map((b) => b.bytes.length)),
    gzip: sum(bodies.map((b) => gzipSync(b.bytes, { level: 9 }).length)),
    brotli: sum(bodies.map((b) => brotliCompressSync(b.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length)),
  }
}

export function formatPageScripts(label: string, s: PageScripts): string {
  return `  ${label}: ${s.files.length} script file(s), ${s.raw} B raw, ${s.gzip} B gzip, ${s.brotli} B brotli`
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
