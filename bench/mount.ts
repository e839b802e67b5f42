import * as esbuild from 'esbuild'
import type { Browser } from '@playwright/test'
import { cases, repeat } from './mode'

const SIZES = cases([10, 50, 200])
export const MOUNT_RUNS = repeat(15)
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
    // As the build writes every island chunk (scripts/build/passes.mjs) (Chromium's compile hint).
    banner: { js: '//# allFunctionsCalledOnLoad' },
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return result.outputFiles[0]!.text
}

const spread = (xs: number[]) => `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`

/**
 * Mount time of n islands, one root with a portal per host (what the runtime does) against a root
 * per host, each in a fresh page at 4× CPU slowdown: the page's first mount, which includes the
 * renderer's start (Preact's, as shipped: compiling its code, the root's first render), and then n
 * more hosts on the running root, as a catalogue's next page or a later scroll mounts them.
 */
export async function benchMount(browser: Browser): Promise<string[]> {
  const script = await bundle()
  const results: Record<string, Record<number, { first: number[]; more: number[] }>> = { portals: {}, roots: {} }
  for (const n of SIZES) {
    for (let run = 0; run < MOUNT_RUNS; run++) {
      // The two modes take turns, so a busy moment of the machine falls on both.
      for (const mode of ['portals', 'roots'] as const) {
        const page = await browser.newPage()
        await page.route('http://bench.local/**', (route) =>
          route.request().url().endsWith('.js')
            ? route.fulfill({ contentType: 'text/javascript', body: script })
            : route.fulfill({
                contentType: 'text/html',
                body: '<!doctype html><html lang="ru"><body></body><script type="module" src="/page.js"></script></html>',
              }),
        )
        await page.goto('http://bench.local/')
        await page.waitForFunction(() => 'benchMount' in globalThis)
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        const mount = () =>
          page.evaluate(([m, k]) => (globalThis as never as { benchMount: (m: string, n: number) => Promise<number> }).benchMount(m, k), [
            mode,
            n,
          ] as const)
        const times = (results[mode]![n] ??= { first: [], more: [] })
        times.first.push(await mount())
        times.more.push(await mount())
        await page.close()
      }
    }
  }
  return SIZES.map((n) => {
    const { first, more } = results.portals![n]!
    const roots = results.roots![n]!
    return (
      `  ${String(n).padStart(3)} hosts: one root + portals: first mount ${spread(first)} ms, ${n} more ${spread(more)} ms` +
      `  |  root per host: ${spread(roots.first)} ms, ${spread(roots.more)} ms  |  ratio ${(median(roots.first) / median(first)).toFixed(2)}×, ${(median(roots.more) / median(more)).toFixed(2)}×` +
      (n === 50 ? `  (target ≤ 100 ms: first ${median(first) <= 100 ? 'within' : 'OVER'}, more ${median(more) <= 100 ? 'within' : 'OVER'})` : '')
    )
  })
}
