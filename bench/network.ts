import type { Browser, Page } from '@playwright/test'
import { islands } from '../islands/index'
import { repeat } from './mode'

/**
 * Islands on a phone network, designs side by side in one run, the runs taking turns:
 * - `hints`: the build as it is with the server's preload hints (modulepreload links in the
 *   page's head and a Link header for the runtime and the chunks its islands start with), the
 *   demo's and the Django middleware's way;
 * - `runtime`: the same build and server with those hints stripped, so the runtime asks for each
 *   island's chunks once it runs (issue 13's design);
 * - `before`: a chunk per island (`--chunk-per-island`, served by a second server), no preloads;
 * each over the reference server's plain HTTP/1.1, whose six connections per host take a page's
 * 10–12 files in two rounds, and `hints` and `runtime` also over HTTPS with HTTP/2 (TLS_CERT), one
 * connection for all of them, as a production site behind nginx or a CDN serves them.
 *
 * - Script waves at 400 ms round trip, unlimited bandwidth: a script request's wave is how many
 *   round trips after the first script request it started (rounded); the number of waves is the
 *   longest chain of dependent script requests. Also the time until every island host in the
 *   first screen is mounted, in round trips, from navigation start and from the HTML's first byte.
 * - At 150 ms round trip, 1.6 Mbit/s and 4× CPU slowdown: the first contentful paint, and
 *   navigation until every island that mounts without the visitor doing anything is mounted.
 * 390 × 844 px viewport, a fresh browser context (empty cache) per run.
 */
const VIEWPORT = { width: 390, height: 844 }
type Design = 'hints' | 'runtime' | 'before'
/** One column of the figures: a design served by one server. */
interface Variant {
  label: string
  design: Design
  url: string
}

/** The default strategy of every island, for telling which hosts mount by themselves. */
const STRATEGIES = Object.fromEntries(Object.entries(islands).map(([name, island]) => [name, island.strategy ?? 'eager']))

/** The page as the design serves it: without the server's hints, and for `before` without the runtime's preloads. */
async function serveAs(page: Page, design: Design) {
  if (design === 'hints') return
  await page.route(
    (url) => !url.pathname.startsWith('/static/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      let html = (await response.text()).replace(/<link rel="modulepreload"[^>]*>\n?/g, '')
      if (design === 'before') html = html.replace(/(<script[^>]*id="site-config"[^>]*>\s*\{)/, '$1"module_preload": false, ')
      const headers = { ...response.headers() }
      delete headers.link
      await route.fulfill({ response, headers, body: html })
    },
  )
}

async function open(browser: Browser, design: Design, network: { latency: number; bytesPerSecond: number }, cpu: number) {
  // The HTTPS server's certificate is made for the run (bench/run.ts).
  const context = await browser.newContext({ viewport: VIEWPORT, ignoreHTTPSErrors: true })
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  const page = await context.newPage()
  await serveAs(page, design)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: network.bytesPerSecond,
    uploadThroughput: network.bytesPerSecond,
  })
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  const scripts: { url: string; at: number }[] = []
  cdp.on('Network.requestWillBeSent', (event: { type?: string; timestamp: number; request: { url: string } }) => {
    if (event.type === 'Script') scripts.push({ url: event.request.url, at: event.timestamp * 1000 })
  })
  return { context, page, scripts }
}

/**
 * Resolves once every host that mounts by itself (first screen only, if asked) has settled.
 * tsx compiles the page function with esbuild's keepNames, which wraps named inner functions
 * in a `__name` helper: open() gives the page one that does nothing.
 */
function islandsSettled(page: Page, firstScreenOnly: boolean): Promise<number> {
  return page.evaluate(
    ([strategies, firstScreen]) =>
      new Promise<number>((resolve) => {
        const frame = () => {
          const pending = Array.from(document.querySelectorAll('[data-island]')).filter((host) => {
            const state = host.getAttribute('data-island-state')
            if (state === 'mounted' || state === 'failed' || state === 'inactive') return false
            const strategy = host.getAttribute('data-island-load') ?? strategies[host.getAttribute('data-island') ?? ''] ?? 'eager'
            if (strategy === 'interaction') return false
            const { top, bottom } = host.getBoundingClientRect()
            // Below the first screen a visible island waits for the visitor; the first-screen figure asks for nothing below.
            return !((strategy === 'visible' || firstScreen) && (bottom < 0 || top > innerHeight))
          })
          if (pending.length === 0) resolve(performance.now())
          else requestAnimationFrame(frame)
        }
        frame()
      }),
    [STRATEGIES, firstScreenOnly] as const,
  )
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const spread = (xs: number[], digits = 0) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`

const RUNS = repeat(5)

export async function benchNetwork(browser: Browser, variants: Variant[], pages: [label: string, path: string][]): Promise<string[]> {
  const lines: string[] = []
  const RTT = 400
  const width = Math.max(...variants.map((v) => v.label.length))
  const collect = () => variants.map(() => [] as number[])
  lines.push(`  ${RTT} ms round trip, unlimited bandwidth; median (min–max) of ${RUNS}: script files, script waves (longest chain),`)
  lines.push("  first-screen islands mounted in round trips from navigation start (target ≤ 3 with hints) and from the HTML's first byte")
  for (const [label, path] of pages) {
    const [waves, trips, afterHtml, files] = [collect(), collect(), collect(), collect()]
    for (let run = 0; run < RUNS; run++) {
      for (const [i, { design, url }] of variants.entries()) {
        const { context, page, scripts } = await open(browser, design, { latency: RTT, bytesPerSecond: -1 }, 1)
        await page.goto(url + path, { waitUntil: 'commit' })
        const mountedAt = await islandsSettled(page, true)
        const { navStart, responseStart } = await page.evaluate(() => ({
          navStart: performance.timeOrigin,
          responseStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
        }))
        await page.waitForLoadState('networkidle')
        const firstScript = scripts[0]?.at ?? navStart
        waves[i]!.push(new Set(scripts.map((s) => Math.round((s.at - firstScript) / RTT))).size)
        trips[i]!.push(mountedAt / RTT)
        afterHtml[i]!.push((mountedAt - responseStart) / RTT)
        files[i]!.push(new Set(scripts.map((s) => s.url)).size)
        await context.close()
      }
    }
    lines.push(`    ${label}`)
    for (const [i, { label: name, design }] of variants.entries()) {
      const target = design === 'hints' ? ` (target ≤ 3: ${median(trips[i]!) <= 3 ? 'within' : 'SHORT'})` : ''
      lines.push(
        `      ${name.padEnd(width)} ${spread(files[i]!)} files, ${spread(waves[i]!)} waves, mounted after ${spread(trips[i]!, 1)} round trips${target}, ${spread(afterHtml[i]!, 1)} after the HTML`,
      )
    }
  }
  lines.push(
    `  150 ms round trip, 1.6 Mbit/s, 4× CPU (Lighthouse's mobile network): first contentful paint, and navigation until every island that mounts by itself is mounted, ms; median (min–max) of ${RUNS}`,
  )
  for (const [label, path] of pages) {
    const [painted, times] = [collect(), collect()]
    for (let run = 0; run < RUNS; run++) {
      for (const [i, { design, url }] of variants.entries()) {
        const { context, page } = await open(browser, design, { latency: 150, bytesPerSecond: 1.6e6 / 8 }, 4)
        await page.goto(url + path, { waitUntil: 'commit' })
        times[i]!.push(await islandsSettled(page, false))
        // The hints' scripts share the connections and the bandwidth with the stylesheets that block the first paint.
        painted[i]!.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN))
        await context.close()
      }
    }
    lines.push(`    ${label}`)
    for (const [i, { label: name }] of variants.entries())
      lines.push(`      ${name.padEnd(width)} first paint ${spread(painted[i]!)} ms, islands ${spread(times[i]!)} ms`)
  }
  return lines
}
