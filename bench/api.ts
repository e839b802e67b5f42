import autocannon from 'autocannon'

const CONNECTIONS = 100
const SECONDS = 6

/** What the catalogue API costs next to a trivial route, at 100 connections on loopback. */
export const API_ROUTES: [string, string][] = [
  ['trivial: GET /api/cart/ (no session)', '/api/cart/'],
  ['numbers catalogue, page 1', '/api/catalog/numbers/'],
  ['numbers, provider + price filter, by price', '/api/catalog/numbers/?provider=mts&price_max=50000&ordering=price'],
  ['numbers, mask *77*', '/api/catalog/numbers/?mask=*77*'],
  ['numbers, mask xxyy, page 5', '/api/catalog/numbers/?mask=xxyy&page=5'],
]

export async function benchApi(baseUrl: string): Promise<string[]> {
  const lines: string[] = []
  for (const [label, path] of API_ROUTES) {
    const result = await autocannon({ url: baseUrl + path, connections: CONNECTIONS, duration: SECONDS })
    const errors = result.errors + result.timeouts + result.non2xx
    lines.push(
      `  ${label.padEnd(46)} p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${Math.round(result.requests.average).toString().padStart(6)} req/s${errors ? `  (${errors} errors)` : ''}`,
    )
  }
  return lines
}
