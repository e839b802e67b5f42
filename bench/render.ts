import autocannon from 'autocannon'
import { repeat, SMOKE } from './mode'

/** The issue-29 targets: each demo page's median render, and the slowest answer under bad queries. */
const RENDER_TARGET_MS = 25
const BAD_QUERY_TARGET_MS = 1000
const REQUESTS = repeat(21)

/**
 * Bad queries a crawler or a broken link sends, against the biggest pages: unreadable numbers,
 * pages far past the end, filters that match nothing. Each must be answered (a page or a 404)
 * well within the second, however many arrive at once.
 */
const BAD_QUERIES = [
  '/star-numbers/index/?price_max=xxxxxxxxxxxxxxxxxxxx',
  '/star-numbers/index/?page=99999999999999999999',
  '/numbers/?price_min=-1&price_max=abc&ordering=nonsense',
  '/numbers/?mask=%2A%2A%2A%2A%2A%2A%2A%2A%2A%2A%2A%2A&page=0',
  '/tariffs/?operator=%00&page=-5',
  '/search/?query=%27%22%3E%3Cscript%3E',
]

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!

/** One page's render time, as its visitor's browser waits for it: request sent to the last byte read. */
async function timeRequest(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now()
  const response = await fetch(url)
  const bytes = (await response.arrayBuffer()).byteLength
  return { ms: performance.now() - started, bytes, status: response.status }
}

/**
 * Every demo page rendered by the reference server, one request at a time on loopback (the first
 * request of each page is a warm-up and not counted): median and p95 beside the HTML's size.
 * Then the bad queries, 20 connections at once for a few seconds: the slowest answer.
 */
export async function benchRender(baseUrl: string, demoPages: readonly string[]): Promise<string[]> {
  const rows: { path: string; median: number; p95: number; bytes: number; status: number }[] = []
  for (const path of demoPages) {
    await timeRequest(baseUrl + path)
    const runs: { ms: number; bytes: number; status: number }[] = []
    for (let i = 0; i < REQUESTS; i++) runs.push(await timeRequest(baseUrl + path))
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b)
    rows.push({ path, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), bytes: runs[0]!.bytes, status: runs[0]!.status })
  }
  const width = Math.max(...rows.map((r) => r.path.length))
  const over = rows.filter((r) => r.median > RENDER_TARGET_MS)
  const lines = [
    `  ${REQUESTS} requests a page, one at a time after a warm-up; ms; target: median ≤ ${RENDER_TARGET_MS} ms on every page`,
    ...rows.map(
      (r) =>
        `  ${r.path.padEnd(width)}  median ${r.median.toFixed(1).padStart(5)}  p95 ${r.p95.toFixed(1).padStart(5)}  ${String(r.bytes).padStart(6)} B HTML${r.status === 200 ? '' : ` (${r.status})`}`,
    ),
    `  slowest median ${Math.max(...rows.map((r) => r.median)).toFixed(1)} ms; ${rows.length - over.length} of ${rows.length} pages within the target`,
  ]

  const load = await autocannon({
    url: baseUrl,
    connections: 20,
    duration: SMOKE ? 1 : 6,
    requests: BAD_QUERIES.map((path) => ({ method: 'GET', path })),
  })
  const slowest = load.latency.max
  lines.push(
    `  bad queries (${BAD_QUERIES.length} kinds, 20 connections, ${SMOKE ? 1 : 6} s): ${load.requests.total} answered, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, slowest ${slowest} ms (target ≤ ${BAD_QUERY_TARGET_MS} ms: ${slowest <= BAD_QUERY_TARGET_MS ? 'within' : 'OVER'})${load.errors + load.timeouts ? `, ${load.errors + load.timeouts} errors` : ''}`,
  )
  return lines
}
