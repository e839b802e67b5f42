import { spawn } from 'node:child_process'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH } from '../e2e/chromium'
import { repeat } from './mode'

/**
 * Lighthouse (12.8, the newest that runs on Node 20; 13 needs Node 22) with its default mobile
 * preset (simulated slow 4G and 4× CPU slowdown) on the nine pages of issue 20, in Debian's
 * Chromium. Each page three times; the table shows the median of each figure. A score is a
 * measurement of this machine at this moment, not a test: nothing here fails.
 */
export const LIGHTHOUSE_RUNS = repeat(3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = [
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
] as const

/** The flags of the brief: headless, no sandbox (root in a container), no background traffic. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

interface LighthouseRow {
  label: string
  path: string
  scores: Record<(typeof CATEGORIES)[number], number>
  metrics: Record<(typeof METRICS)[number][0], number>
  /** What kept a category under 100 in the median run: audit ids with a score under 1. */
  short: string[]
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * The nine pages twice: on the machine as it is, then beside a busy loop (`node -e "while(1){}"`,
 * a core's worth of other work, as a phone has): the simulated throttling multiplies the real
 * main-thread time, so a score that holds only on a quiet machine is luck.
 */
export async function benchLighthouse(baseUrl: string, pages: [label: string, path: string][]): Promise<string[]> {
  const quiet = await lighthouseRows(baseUrl, pages)
  const busy = spawn(process.execPath, ['-e', 'while(1){}'], { stdio: 'ignore' })
  try {
    const busyRows = await lighthouseRows(baseUrl, pages)
    return ['  as the machine is:', ...formatLighthouse(quiet), '  beside a busy loop (node -e "while(1){}"):', ...formatLighthouse(busyRows)]
  } finally {
    busy.kill()
  }
}

async function lighthouseRows(baseUrl: string, pages: [label: string, path: string][]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  const rows: LighthouseRow[] = []
  try {
    for (const [label, path] of pages) {
      const runs: { scores: LighthouseRow['scores']; metrics: LighthouseRow['metrics']; short: string[] }[] = []
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const result = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
        const lhr = result!.lhr
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthouseRow['scores']
        const metrics = Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN])) as LighthouseRow['metrics']
        // A weighted audit under 1, or a performance opportunity Lighthouse flags.
        const short = CATEGORIES.flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => (ref.weight > 0 || lhr.audits[ref.id]?.scoreDisplayMode === 'metricSavings') && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c === 'best-practices' ? 'bp' : c.slice(0, 4)}:${ref.id}`),
        )
        runs.push({ scores, metrics, short })
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as LighthouseRow['scores']
      const metrics = Object.fromEntries(METRICS.map(([name]) => [name, median(runs.map((r) => r.metrics[name]))])) as LighthouseRow['metrics']
      // The audits short in at least two of the three runs.
      const counts = new Map<string, number>()
      runs.flatMap((r) => r.short).forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1))
      rows.push({ label, path, scores, metrics, short: [...counts].filter(([, n]) => n * 2 > runs.length).map(([id]) => id) })
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

function formatLighthouse(rows: LighthouseRow[]): string[] {
  const pad = (text: string, width: number) => text.padEnd(width)
  const labelWidth = Math.max(...rows.map((r) => r.label.length))
  const lines = [`  ${pad('page', labelWidth)}  perf  a11y    bp   seo     LCP     TBT    CLS`]
  for (const { label, scores, metrics } of rows) {
    lines.push(
      `  ${pad(label, labelWidth)}  ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join('  ')}  ${(metrics.LCP / 1000).toFixed(2).padStart(5)} s  ${Math.round(metrics.TBT).toString().padStart(4)} ms  ${metrics.CLS.toFixed(3)}`,
    )
  }
  const short = rows.filter((r) => r.short.length)
  if (short.length) {
    lines.push('  short of 100 (audits under 1 in most runs):')
    for (const row of short) lines.push(`    ${row.label}: ${row.short.join(', ')}`)
  }
  return lines
}
