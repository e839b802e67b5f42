import type { Browser } from '@playwright/test'
import { pageScripts } from './page-scripts'

/** The issue-29 budget: a page's first-load JavaScript on the wire (brotli), React DOM included. */
const FIRST_LOAD_BUDGET_BROTLI = 85 * 1024

/**
 * First-load JavaScript of every demo page (the server's own list, /api/dev/demo-pages/): the
 * script files a page has fetched once it is idle, every island that mounts by itself mounted,
 * with their brotli size against the budget. Files named by their chunk, hash left out.
 */
export async function benchFirstLoad(browser: Browser, baseUrl: string, demoPages: readonly string[]): Promise<string[]> {
  const rows: { path: string; files: string[]; brotli: number }[] = []
  for (const path of demoPages) {
    const scripts = await pageScripts(browser, baseUrl + path)
    rows.push({ path, files: scripts.files, brotli: scripts.brotli })
  }
  const width = Math.max(...rows.map((r) => r.path.length))
  const over = rows.filter((r) => r.brotli > FIRST_LOAD_BUDGET_BROTLI)
  return [
    `  budget ${FIRST_LOAD_BUDGET_BROTLI} B brotli per page; files fetched by the time the page is idle (1280 × 800)`,
    ...rows.map(
      (r) =>
        `  ${r.path.padEnd(width)}  ${String(r.files.length).padStart(2)} files  ${String(r.brotli).padStart(6)} B br  ${r.brotli <= FIRST_LOAD_BUDGET_BROTLI ? 'within' : 'OVER'}  ${r.files.map(chunkName).join(' ')}`,
    ),
    `  largest ${Math.max(...rows.map((r) => r.brotli))} B; ${rows.length - over.length} of ${rows.length} pages within the budget`,
  ]
}

/** `/static/dist/chunks/layout-P2CVMIX2.js` → `layout`. */
const chunkName = (file: string) => file.replace(/^.*\//, '').replace(/-[A-Z0-9]{8}\.js$/, '')
