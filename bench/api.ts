import autocannon from 'autocannon'
import { cases, repeat } from './mode'

const CONNECTIONS = 100
const SECONDS = repeat(6)
const COLD_RUNS = repeat(5)

/** What the catalogue API costs next to a trivial route, at 100 connections on loopback. */
const API_ROUTES: [string, string][] = [
  ['trivial: GET /api/cart/ (no session)', '/api/cart/'],
  ['numbers catalogue, page 1', '/api/catalog/numbers/'],
  ['numbers, provider + price filter, by price', '/api/catalog/numbers/?provider=mts&price_max=50000&ordering=price'],
  // The masks docs/server.md documents (number mask of the reference server's API).
  ['numbers, mask 777', '/api/catalog/numbers/?mask=777'],
  ['numbers, mask 9*777', '/api/catalog/numbers/?mask=9*777'],
  ['numbers, mask *77*', '/api/catalog/numbers/?mask=*77*'],
  ['numbers, mask xxyy, page 5', '/api/catalog/numbers/?mask=xxyy&page=5'],
]

/**
 * One request at a time with an address no one asked before (a parameter the API ignores), so
 * the short-lived answer cache cannot help: what a visitor's first request costs.
 */
async function coldMs(baseUrl: string, path: string, run: number): Promise<number> {
  const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}bench_cold=${Date.now()}-${run}`
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return performance.now() - started
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export async function benchApi(baseUrl: string): Promise<string[]> {
  const lines: string[] = []
  let trivial = 0
  for (const [label, path] of cases(API_ROUTES)) {
    const result = await autocannon({ url: baseUrl + path, connections: CONNECTIONS, duration: SECONDS })
    const errors = result.errors + result.timeouts + result.non2xx
    const rate = result.requests.average
    if (!trivial) trivial = rate
    const cold: number[] = []
    for (let run = 0; run < COLD_RUNS; run++) cold.push(await coldMs(baseUrl, path, run))
    lines.push(
      `  ${label.padEnd(46)} p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${Math.round(rate).toString().padStart(6)} req/s (${Math.round((rate / trivial) * 100)}% of trivial)  uncached ${median(cold).toFixed(1)} ms (${Math.min(...cold).toFixed(1)}–${Math.max(...cold).toFixed(1)})${errors ? `  (${errors} errors)` : ''}`,
    )
  }
  lines.push('  targets: page 1 p99 ≤ 30 ms and ≥ 25% of the trivial route’s req/s; every mask p99 ≤ 150 ms')
  return lines
}
