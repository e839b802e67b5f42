import * as esbuild from 'esbuild'
import type { Browser } from '@playwright/test'

const SIZES = [10, 50, 200]
const RUNS = 7
const CPU_SLOWDOWN = 4

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function bundle(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: ['bench/mount/page.tsx'],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return result.outputFiles[0]!.text
}

/**
 * Mount time of n islands, one React root with a portal per host (what the
 * runtime does) against a root per host, each in a fresh page at 4× CPU slowdown.
 */
export async function benchMount(browser: Browser): Promise<string[]> {
  const script = await bundle()
  const results: Record<string, Record<number, number>> = { portals: {}, roots: {} }
  for (const n of SIZES) {
    for (const mode of ['portals', 'roots'] as const) {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage()
        await page.route('http://bench.local/**', (route) =>
          route.request().url().endsWith('.js')
            ? route.fulfill({ contentType: 'text/javascript', body: script })
            : route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="ru"><body></body><script type="module" src="/page.js"></script></html>' }),
        )
        await page.goto('http://bench.local/')
        await page.waitForFunction(() => 'benchMount' in globalThis)
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        times.push(await page.evaluate(([m, k]) => (globalThis as never as { benchMount: (m: string, n: number) => Promise<number> }).benchMount(m, k), [mode, n] as const))
        await page.close()
      }
      results[mode]![n] = median(times)
    }
  }
  return SIZES.map((n) => {
    const portals = results.portals![n]!
    const roots = results.roots![n]!
    return `  ${String(n).padStart(3)} hosts: one root + portals ${portals.toFixed(1).padStart(7)} ms   root per host ${roots.toFixed(1).padStart(7)} ms   ratio ${(roots / portals).toFixed(2)}×`
  })
}
