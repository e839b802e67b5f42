import type { Browser, Page } from '@playwright/test'
import { emulateConnection } from '../e2e/connection'
import { islands } from '../islands/index'
import { pageScripts } from './page-scripts'
import { readBuild } from './sizes'

/** The issue-29 budget: a page's first-load JavaScript on the wire (brotli), React DOM included. */
const FIRST_LOAD_BUDGET_BROTLI = 85 * 1024
/** The coverage map's page, with Leaflet (issue 40). */
const MAP_PAGE_BUDGET_BROTLI = 125 * 1024
/** A page with only the base template's islands: no React DOM before the visitor acts (issue 40). */
const HEADER_ONLY_BUDGET_BROTLI = 20 * 1024

/** The base template's islands: its groups' (shared/contract/island.ts) and the header's search. */
const BASE_TEMPLATE = new Set(
  Object.keys(islands).filter((name) => ['layout', 'header'].includes(islands[name]?.chunk ?? '') || name === 'header-search'),
)

/** The build's file(s) holding React DOM, as the page asks for them. */
function reactDomFiles(): Set<string> {
  const { outputs } = readBuild()
  return new Set(
    Object.keys(outputs)
      .filter((file) => Object.keys(outputs[file]!.inputs).some((input) => input.startsWith('node_modules/react-dom/')))
      .map((file) => '/static/dist/' + file.replace(/^.*?static\/dist\//, '')),
  )
}

/**
 * First-load JavaScript of every demo page (the server's own list, /api/dev/demo-pages/): the
 * script files a page asked for before it settled (bench/page-scripts.ts), with their brotli size
 * against its budget, and whether React DOM is among them; what the runtime asked for at low
 * priority once the page had settled (`warm`, for the islands waiting for the visitor) and anything
 * else after it, apart. Files named by their chunk, hash left out.
 */
export async function benchFirstLoad(browser: Browser, baseUrl: string, demoPages: readonly string[]): Promise<string[]> {
  const reactDom = reactDomFiles()
  const rows: { path: string; files: string[]; brotli: number; budget: number; react: boolean; headerOnly: boolean; warm: number; later: number }[] =
    []
  for (const path of demoPages) {
    const scripts = await pageScripts(browser, baseUrl + path)
    const headerOnly = scripts.hosts.length > 0 && scripts.hosts.every((name) => BASE_TEMPLATE.has(name))
    const budget = path === '/coverage/' ? MAP_PAGE_BUDGET_BROTLI : headerOnly ? HEADER_ONLY_BUDGET_BROTLI : FIRST_LOAD_BUDGET_BROTLI
    const react = scripts.files.some((file) => reactDom.has(file))
    rows.push({
      path,
      files: scripts.files,
      brotli: scripts.brotli,
      budget,
      react,
      headerOnly,
      warm: scripts.warm.brotli,
      later: scripts.later.brotli,
    })
  }
  const savingData = await warmWhenSavingData(browser, baseUrl, rows)
  const width = Math.max(...rows.map((r) => r.path.length))
  const within = (r: (typeof rows)[number]) => r.brotli <= r.budget && !(r.headerOnly && r.react)
  const withReact = rows.filter((r) => r.react)
  const headerOnly = rows.filter((r) => r.headerOnly)
  return [
    `  budgets (brotli): ${FIRST_LOAD_BUDGET_BROTLI} B a page, ${MAP_PAGE_BUDGET_BROTLI} B /coverage/ (Leaflet), ${HEADER_ONLY_BUDGET_BROTLI} B and no React DOM a page with only the header's islands (header)`,
    `  first load: the scripts asked for before the page settled (loaded, then a second quiet: the runtime's islands:settled mark), 1280 × 800;`,
    `  then: warm = asked for at low priority once settled, for the islands waiting for the visitor; later = anything else after it`,
    ...rows.map(
      (r) =>
        `  ${r.path.padEnd(width)}  ${String(r.files.length).padStart(2)} files  ${String(r.brotli).padStart(6)} B br  ${within(r) ? 'within' : 'OVER  '}  React DOM ${r.react ? 'yes' : 'no '}${r.headerOnly ? '  header' : '        '}  then warm ${String(r.warm).padStart(6)} B, later ${String(r.later).padStart(6)} B  ${r.files.map(chunkName).join(' ')}`,
    ),
    `  largest ${Math.max(...rows.map((r) => r.brotli))} B; ${rows.filter(within).length} of ${rows.length} pages within their budget`,
    `  pages with only the header's islands: ${headerOnly.length}, largest ${Math.max(0, ...headerOnly.map((r) => r.brotli))} B, React DOM in the first load of ${headerOnly.filter((r) => r.react).length}`,
    `  pages that fetch React DOM before any input: ${withReact.length ? withReact.map((r) => r.path).join(' ') : 'none'}`,
    `  warm-up of a visitor who saves data (navigator.connection.saveData; 2g/slow-2g alike), against the rows above, brotli:`,
    ...savingData.map((r) => `    ${r.path.padEnd(width)}  warm ${String(r.warm).padStart(6)} B, saving data ${String(r.savingData).padStart(6)} B`),
  ]
}

/**
 * The warm-up bytes with the data saver on, beside the same page's above: the home page, the
 * largest warm-up among the other pages and a page with only the header's islands (a page load
 * each, not the whole list: the rule is one for every page, browser/runtime/saves-data.ts).
 */
async function warmWhenSavingData(
  browser: Browser,
  baseUrl: string,
  rows: readonly { path: string; warm: number; headerOnly: boolean }[],
): Promise<{ path: string; warm: number; savingData: number }[]> {
  const others = rows.filter((r) => r.path !== '/')
  const picked = [rows.find((r) => r.path === '/'), others.toSorted((a, b) => b.warm - a.warm)[0], others.find((r) => r.headerOnly)]
  const sample = [...new Set(picked.filter((r) => r !== undefined))]
  const saveData = (page: Page) => emulateConnection(page, { saveData: true, effectiveType: '4g' })
  const measured = []
  for (const { path, warm } of sample) measured.push({ path, warm, savingData: (await pageScripts(browser, baseUrl + path, saveData)).warm.brotli })
  return measured
}

/** `/static/dist/chunks/layout-P2CVMIX2.js` → `layout`. */
const chunkName = (file: string) => file.replace(/^.*\//, '').replace(/-[A-Z0-9]{8}\.js$/, '')
