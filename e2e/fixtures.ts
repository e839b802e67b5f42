import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SETTLED_MARK } from '../browser/runtime/settled'
import { startHtmlChecker, type HtmlChecker } from './html-checker'
import { startServer, type RunningServer } from './server'

/**
 * Each worker gets its own reference server; every test's baseURL points at it. `serverEnv` is
 * its environment beyond the test defaults: `test.use({ serverEnv: FULL_DEMO_DATA })` in a
 * describe block gives its tests a worker whose server holds the data `npm start` seeds.
 */
export const test = base.extend<
  { consoleWarnings: string[]; policyViolations: string[] },
  { server: RunningServer; serverEnv: Record<string, string>; htmlChecker: HtmlChecker }
>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startServer({ env: serverEnv })
      await use(server)
      await server.stop()
    },
    // Its own time budget: starting the server (tsx compiling it, seeding the database) is the
    // worker's cost, which Playwright would otherwise charge to whichever test needs it first.
    { scope: 'worker', timeout: 60_000 },
  ],
  // The W3C HTML checker, one JVM a worker, started by the first test that asks for it.
  htmlChecker: [
    async ({}, use) => {
      const checker = await startHtmlChecker()
      await use(checker)
      await checker.stop()
    },
    // Its own time budget: a JVM loading the checker's schemas takes seconds of CPU.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Every page of every test, under the reference server's CSP with Trusted Types enforced: a
  // violation (a blocked script, style or HTML write) fails the test. A test that provokes one on
  // purpose reads and empties the list.
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.exposeBinding('__policyViolation', (_source, text: string) => void violations.push(text))
      await context.addInitScript(() =>
        addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __policyViolation: (text: string) => void }).__policyViolation
          report(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim())
        }),
      )
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  consoleWarnings: async ({ page }, use) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await use(warnings)
  },
})
export { expect }

/**
 * A test that walks `pages` pages gets a page's budget for each: the 30 s a test has is one page's
 * on a busy machine, and a sweep of six pages under load took longer than that without anything
 * being wrong. Call it first in the test.
 */
export function budgetForPages(pages: number): void {
  base.info().setTimeout(Math.max(30_000, pages * 15_000))
}

/** The server's environment for the demo store's own data, as `npm start` seeds it (100 000 numbers, the full tariff and device range). */
export { FULL_DEMO_DATA } from './server'

type Manifest = Record<string, { file: string }>
/** The built file for a source entry, e.g. 'islands/signin/Signin.tsx' → 'chunks/Signin-AB12CD34.js' (an island in a chunk group has no entry of its own). */
export function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../static/dist/manifest.json'), 'utf8')) as Manifest
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not in static/dist/manifest.json; run npm run build`)
  return entry.file
}

/** The build's script files (static/dist/metafile.json), each by its name with the sources it holds. */
export function builtOutputs(): { file: string; inputs: string[] }[] {
  const meta = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../static/dist/metafile.json'), 'utf8')) as {
    islands: { outputs: Record<string, { inputs: Record<string, unknown> }> }
  }
  return Object.entries(meta.islands.outputs).map(([file, { inputs }]) => ({ file: path.basename(file), inputs: Object.keys(inputs) }))
}

/** The name of the built file holding React DOM, as a page asks for it. */
const reactDomFile = (): string => builtOutputs().find(({ inputs }) => inputs.some((input) => input.startsWith('node_modules/react-dom/')))!.file

/**
 * When the page asked for `file` (a built file's name), against the runtime's `islands:settled`
 * mark (both in ms since the page's start; Infinity for a file not asked for yet). Waits for the mark.
 */
export async function requestedAfterSettled(page: Page, file: string): Promise<{ settled: number; requested: number }> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SETTLED_MARK)
  const [settled, requested] = await page.evaluate(
    ([mark, name]) => [
      performance.getEntriesByName(mark)[0]!.startTime,
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(`/${name}`))?.startTime ?? Infinity,
    ],
    [SETTLED_MARK, file] as const,
  )
  return { settled, requested }
}

/** When the page asked for React DOM, against its settled mark (requestedAfterSettled). */
export async function reactDomAfterSettled(page: Page): Promise<{ settled: number; reactDom: number }> {
  const { settled, requested } = await requestedAfterSettled(page, reactDomFile())
  return { settled, reactDom: requested }
}

/**
 * The control an island answers once the visitor presses it (an island whose strategy is
 * `interaction`: the cart and compare buttons, the header's cart and region): the server's link or
 * button until then, the island's button after. A test presses it as a visitor does, whatever it
 * is at that moment; the runtime gives the press to the island (browser/runtime/first-press.ts).
 */
export function pressable(scope: Locator | Page, name?: string | RegExp): Locator {
  const options = name === undefined ? {} : { name }
  return scope.getByRole('button', options).or(scope.getByRole('link', options))
}

/**
 * Presses the control of an `interaction` island's host (`pressable`) once the runtime has taken
 * the host. Before that the server's control is what it is without JavaScript: «В корзину» is a
 * plain link to the item's page, which a press right after `goto` follows on a busy machine.
 */
export async function pressWhenTaken(host: Locator, name?: string | RegExp): Promise<void> {
  await expectTakenByRuntime(host)
  await pressable(host, name).click()
}

/** The runtime has taken the host: a press (pointer or keyboard) from now on is the island's. */
export async function expectTakenByRuntime(host: Locator): Promise<void> {
  await expect(host).toHaveAttribute('data-island-state', /waiting|pending|mounted/)
}
