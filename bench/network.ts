import type { Browser, Page } from '@playwright/test'
import { islands } from '../islands/index'

/**
 * Islands on a phone network (issue «one round of script requests»), both designs side by side
 * in one run, the runs taking turns: the build as it is (chunk groups, one shared chunk, module
 * preloads from the build's dependency map) against the design before (a chunk per island, built
 * with `--chunk-per-island` and served by a second server, and the site config's
 * `module_preload: false`).
 *
 * - Script waves at 400 ms round trip, unlimited bandwidth: a script request's wave is how many
 *   round trips after the loader's request it started (rounded); the number of waves is the
 *   longest chain of dependent script requests. Also the time until every island host in the
 *   first screen is mounted, in round trips.
 * - Mount time at 150 ms round trip, 1.6 Mbit/s and 4× CPU slowdown: navigation until every
 *   island that mounts without the visitor doing anything is mounted.
 * 390 × 844 px viewport, a fresh browser context (empty cache) per run.
 */
const VIEWPORT = { width: 390, height: 844 }
type Design = 'now' | 'before'
/** The address of the server of each design. */
export type DesignUrls = Record<Design, string>

/** The default strategy of every island, for telling which hosts mount by themselves. */
const STRATEGIES = Object.fromEntries(Object.entries(islands).map(([name, island]) => [name, island.strategy ?? 'eager']))

async function open(browser: Browser, design: Design, network: { latency: number; bytesPerSecond: number }, cpu: number) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  const page = await context.newPage()
  if (design === 'before') {
    await page.route(
      (url) => !url.pathname.startsWith('/static/') && !url.pathname.startsWith('/api/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue()
        const response = await route.fetch()
        const html = (await response.text()).replace(/(<script[^>]*id="site-config"[^>]*>\s*\{)/, '$1"module_preload": false, ')
        await route.fulfill({ response, body: html })
      },
    )
  }
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

const RUNS = 5

export async function benchNetwork(browser: Browser, urls: DesignUrls, pages: [label: string, path: string][]): Promise<string[]> {
  const lines: string[] = []
  const RTT = 400
  lines.push(`  ${RTT} ms round trip, unlimited bandwidth: script waves (longest chain) and first-screen islands mounted, in round trips; median (min–max) of ${RUNS}`)
  for (const [label, path] of pages) {
    const waves: Record<Design, number[]> = { now: [], before: [] }
    const trips: Record<Design, number[]> = { now: [], before: [] }
    const files: Record<Design, number[]> = { now: [], before: [] }
    for (let run = 0; run < RUNS; run++) {
      for (const design of ['now', 'before'] as const) {
        const { context, page, scripts } = await open(browser, design, { latency: RTT, bytesPerSecond: -1 }, 1)
        await page.goto(urls[design] + path, { waitUntil: 'commit' })
        const mountedAt = await islandsSettled(page, true)
        const navStart = await page.evaluate(() => performance.timeOrigin)
        await page.waitForLoadState('networkidle')
        const loaderAt = scripts[0]?.at ?? navStart
        waves[design].push(new Set(scripts.map((s) => Math.round((s.at - loaderAt) / RTT))).size)
        trips[design].push(mountedAt / RTT)
        files[design].push(new Set(scripts.map((s) => s.url)).size)
        await context.close()
      }
    }
    lines.push(
      `    ${label.padEnd(22)} now: ${spread(files.now)} files, ${spread(waves.now)} waves (target ≤ 3), first screen ${spread(trips.now, 1)} round trips (target ≤ 5)` +
        `  |  before: ${spread(files.before)} files, ${spread(waves.before)} waves, ${spread(trips.before, 1)} round trips`,
    )
  }
  lines.push(`  150 ms round trip, 1.6 Mbit/s, 4× CPU: navigation until every island that mounts by itself is mounted, ms; median (min–max) of ${RUNS}`)
  for (const [label, path] of pages) {
    const times: Record<Design, number[]> = { now: [], before: [] }
    for (let run = 0; run < RUNS; run++) {
      for (const design of ['now', 'before'] as const) {
        const { context, page } = await open(browser, design, { latency: 150, bytesPerSecond: (1.6e6 / 8) }, 4)
        await page.goto(urls[design] + path, { waitUntil: 'commit' })
        times[design].push(await islandsSettled(page, false))
        await context.close()
      }
    }
    const gain = median(times.before) - median(times.now)
    lines.push(
      `    ${label.padEnd(22)} now ${spread(times.now)} ms, before ${spread(times.before)} ms: ${gain.toFixed(0)} ms earlier (target ≥ 300 ms: ${gain >= 300 ? 'within' : 'SHORT'})`,
    )
  }
  return lines
}
