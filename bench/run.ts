/**
 * `npm run bench`: prints figures, fails on none. Sizes of the built files,
 * what a page without islands downloads, catalogue API latency, island mount times,
 * catalogue append cost and the cart figures, in headless Chromium. Everything compared is measured side by side in this one run.
 * Each section's figures also go into bench/RESULTS.md (bench/results.ts), replacing that section's last run.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'
import { FULL_DEMO_DATA } from '../e2e/fixtures'
import { startServer } from '../e2e/server'
import { benchApi } from './api'
import { benchCart } from './cart'
import { benchCatalog } from './catalog'
import { benchCoverage } from './coverage'
import { benchHeader } from './header'
import { benchInteraction } from './interaction'
import { benchLighthouse, LIGHTHOUSE_RUNS } from './lighthouse'
import { benchMount, MOUNT_RUNS } from './mount'
import { benchNetwork } from './network'
import { cases, SMOKE } from './mode'
import { benchObservers } from './observers'
import { benchFirstLoad } from './first-load'
import { benchRender } from './render'
import { startSection, type SectionName } from './results'
import { chunkTable, LOADER_BUDGET_BROTLI, readBuild, sizeOf } from './sizes'

/** `npm run bench -- catalog cart`: only the named browser/server sections (render, first-load, pages, api, mount, interaction, catalog, observers, cart, network, header, coverage, lighthouse); `--smoke`: bench/mode.ts. */
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const wanted = (section: string) => only.length === 0 || only.includes(section)

/** The store as `npm start` seeds it (100 000 numbers, the whole catalogue); the smoke run's small test seed. */
const DATA: Record<string, string> = SMOKE ? { SEED_NUMBERS: '2000' } : FULL_DEMO_DATA

/**
 * The design before chunk groups (a chunk per island), built into a temporary folder and served
 * by a second server over the same demo data, for the network figures side by side.
 */
async function startBeforeDesign() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-per-island-'))
  execFileSync(process.execPath, ['build.mjs', '--chunk-per-island', `--outdir=${dir}`], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'ignore',
  })
  const server = await startServer({ env: { ...DATA, STATIC_DIST_DIR: dir } })
  return {
    url: server.url,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The store over HTTPS with HTTP/2 (TLS_CERT, TLS_KEY), a certificate made for this run by
 * Debian's openssl, for the network figures of the protocol a production site speaks.
 */
async function startHttp2() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'))
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  const server = await startServer({ env: { ...DATA, TLS_CERT: cert, TLS_KEY: key } })
  return {
    url: server.url,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const { manifest } = readBuild()
const loaderFile = manifest['islands/loader.ts']!.file
const loader = sizeOf(loaderFile)
const runtime = sizeOf(manifest['islands/boot.ts']!.file)

/** Prints a section as it runs and writes its figures into bench/RESULTS.md (not the smoke run's). */
function report(name: SectionName, title: string, lines: readonly string[], started = startSection(name, title)): void {
  console.log(`\n== ${title}`)
  lines.forEach((line) => console.log(line))
  if (!SMOKE) started.done(lines)
}

report('sizes', 'Loader, runtime and bytes per chunk', [
  `  ${loaderFile}: ${loader.raw} B raw, ${loader.gzip} B gzip, ${loader.brotli} B brotli (budget ${LOADER_BUDGET_BROTLI} B brotli: ${loader.brotli <= LOADER_BUDGET_BROTLI ? 'within' : 'OVER'})`,
  `  static imports of the loader: ${(manifest['islands/loader.ts']!.imports ?? []).length}`,
  `  runtime chunk, fetched once a page has a host: ${runtime.raw} B raw, ${runtime.gzip} B gzip, ${runtime.brotli} B brotli`,
  '',
  ...chunkTable(),
])

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const server = await startServer({ env: DATA })
try {
  const demoPages = ((await (await fetch(`${server.url}/api/dev/demo-pages/`)).json()) as { results: string[] }).results

  if (wanted('pages')) {
    const title = 'Pages (reference server on loopback)'
    const started = startSection('pages', title)
    const lines: string[] = []
    for (const [label, url] of [
      ['page without hosts (/about/)', '/about/'],
      ['home page (/)', '/'],
    ] as const) {
      const page = await browser.newPage()
      const scripts: { url: string; bytes: number }[] = []
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        scripts.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length })
      })
      await page.goto(server.url + url)
      await page.waitForLoadState('networkidle')
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
      lines.push(`  ${label}: ${scripts.length} script file(s), ${total} B uncompressed`)
      if (scripts.length <= 2) scripts.forEach((s) => lines.push(`    ${s.url}`))
      await page.close()
    }
    report('pages', title, lines, started)
  }

  const sections: [name: SectionName, title: string, run: () => Promise<string[]>][] = [
    [
      'render',
      'Server rendering: every demo page, and bad queries under load (reference server on loopback)',
      () => benchRender(server.url, demoPages),
    ],
    [
      'first-load',
      'First-load JavaScript of every demo page (brotli, headless Chromium)',
      () => benchFirstLoad(browser, server.url, SMOKE ? demoPages.slice(0, 3) : demoPages),
    ],
    ['api', 'Catalogue API over 100 000 numbers, autocannon, 100 connections, 6 s each (loopback)', () => benchApi(server.url)],
    ['mount', `Mount time, headless Chromium at 4× CPU slowdown, median (min–max) of ${MOUNT_RUNS}`, () => benchMount(browser)],
    [
      'interaction',
      'Interaction latency with React: Event Timing INP of mounted islands, and the first tap on one not mounted yet, headless Chromium at 4× CPU slowdown',
      () => benchInteraction(browser, server.url),
    ],
    ['catalog', 'Numbers catalogue: appending a page, headless Chromium at 4× CPU slowdown', () => benchCatalog(browser, server.url)],
    [
      'observers',
      "A 50-page catalogue: the visible strategy's IntersectionObserver per frame while scrolling, headless Chromium",
      () => benchObservers(browser, server.url),
    ],
    ['cart', 'Cart and checkout: JavaScript per page, click to «Оформить» (loopback)', () => benchCart(browser, server.url)],
    [
      'network',
      'Islands on a phone network: server preload hints, runtime preloads only, and a chunk per island without preloads, 390 px (Chromium network emulation)',
      async () => {
        const numberCard = ((await (await fetch(`${server.url}/api/catalog/numbers/?page_size=1`)).json()) as { results: { absolute_url: string }[] })
          .results[0]!.absolute_url
        const before = await startBeforeDesign()
        const http2 = await startHttp2()
        try {
          const variants = [
            { label: 'HTTP/1.1 hints', design: 'hints', url: server.url },
            { label: 'HTTP/1.1 runtime', design: 'runtime', url: server.url },
            { label: 'HTTP/1.1 before', design: 'before', url: before.url },
            { label: 'HTTP/2 hints', design: 'hints', url: http2.url },
            { label: 'HTTP/2 runtime', design: 'runtime', url: http2.url },
          ] as const
          return await benchNetwork(
            browser,
            [...variants],
            cases([
              ['home (/)', '/'],
              ['/numbers/', '/numbers/'],
              ['a number card', numberCard],
              ['/order/', '/order/'],
            ]),
          )
        } finally {
          await Promise.all([before.stop(), http2.stop()])
        }
      },
    ],
    ['coverage', 'Coverage map: JavaScript of /coverage/, and Leaflet nowhere else (loopback)', () => benchCoverage(browser, server.url)],
    ['header', 'Header: layout shift when its islands mount (390 px), sign-in and layout-group JavaScript', () => benchHeader(browser, server.url)],
    [
      'lighthouse',
      `Lighthouse 12.8 mobile preset, median of ${LIGHTHOUSE_RUNS} (Debian's Chromium, loopback)`,
      async () => {
        const numberCard = ((await (await fetch(`${server.url}/api/catalog/numbers/?page_size=1`)).json()) as { results: { absolute_url: string }[] })
          .results[0]!.absolute_url
        return benchLighthouse(
          server.url,
          cases([
            ['/', '/'],
            ['/numbers/', '/numbers/'],
            ['number card', new URL(numberCard, server.url).pathname],
            ['/order/', '/order/'],
            ['/tariffs/', '/tariffs/'],
            ['/coverage/', '/coverage/'],
            ['/tariffs/calculator/', '/tariffs/calculator/'],
            ['/search/?query=900', '/search/?query=900'],
            ['/customer/signin/', '/customer/signin/'],
          ]),
        )
      },
    ],
  ]
  for (const [name, title, run] of sections.filter(([name]) => wanted(name))) {
    const started = startSection(name, title)
    report(name, title, await run(), started)
  }
} finally {
  await browser.close()
  await server.stop()
}
