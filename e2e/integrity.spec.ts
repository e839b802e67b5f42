import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { builtFile, expect, test } from './fixtures'
import { islandsSettled } from './demo-pages'
import { startServer, type RunningServer } from './server'

/**
 * The build from a CDN (issue 31, docs/django.md «Integrity»): a second reference server, another origin,
 * serves a copy of the build in which one chunk was changed after the build (the calculator's),
 * and the site links its build there (STATIC_URL_PREFIX). Every script is fetched with the
 * build's sha256, so the browser refuses the changed one: its island is left failed with the
 * server's HTML in place, the changed code never runs, and the other islands work.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const TAMPERED = builtFile('islands/calculator/Calculator.tsx')

let dir: string
let cdn: RunningServer
let site: RunningServer
test.beforeAll(async () => {
  test.setTimeout(90_000)
  dir = mkdtempSync(path.join(tmpdir(), 'cdn-'))
  cpSync(path.join(ROOT, 'static/dist'), dir, { recursive: true })
  // What a compromised CDN would serve: the file with a line of its own (and no precompressed copies of the original).
  appendFileSync(path.join(dir, TAMPERED), '\ndocument.documentElement.dataset.tampered = "ran";\n')
  rmSync(path.join(dir, `${TAMPERED}.br`))
  rmSync(path.join(dir, `${TAMPERED}.gz`))
  cdn = await startServer({ env: { STATIC_DIST_DIR: dir } })
  site = await startServer({ env: { STATIC_URL_PREFIX: `${cdn.url}/static/dist/` } })
})
test.afterAll(async () => {
  await site?.stop()
  await cdn?.stop()
  rmSync(dir, { recursive: true, force: true })
})

test('from a CDN, the loader and every module preload carry the build’s integrity, and the islands mount', async ({ page }) => {
  await page.goto(`${site.url}/`)
  const loader = page.locator('script[type="module"]')
  expect(new URL((await loader.getAttribute('src'))!).origin).toBe(cdn.url)
  await expect(loader).toHaveAttribute('integrity', /^sha256-[A-Za-z0-9+/]{43}=$/)
  // The server's hints and the runtime's own preloads alike.
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => ({ href: (link as HTMLLinkElement).href, integrity: (link as HTMLLinkElement).integrity })))
  expect(preloads.length).toBeGreaterThan(3)
  for (const { href, integrity } of preloads) {
    expect(new URL(href).origin, href).toBe(cdn.url)
    expect(integrity, href).toMatch(/^sha256-/)
  }
  await islandsSettled(page)
  await expect(page.locator('[data-island-state="failed"]')).toHaveCount(0)
  await expect(page.locator('[data-island="site-menu"]')).toHaveAttribute('data-island-state', 'mounted')
  // A React island, with React, when the visitor reaches for it.
  await page.locator('[data-island="cart-summary"]').hover()
  await expect(page.locator('[data-island="cart-summary"]')).toHaveAttribute('data-island-state', 'mounted')
})

test('every script the pages fetch, lazy ones too, was asked for with its integrity first', async ({ page }) => {
  /** Scripts fetched from the CDN that no `integrity` in the page vouched for. */
  const unchecked = () =>
    page.evaluate(() => {
      const checked = new Set([
        ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][integrity]'), (link) => link.href),
        ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="module"][integrity]'), (script) => script.src),
      ])
      return performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.js') && !checked.has(url))
    })
  for (const address of ['/', '/numbers/', '/coverage/', '/reviews/']) {
    await page.goto(`${site.url}${address}`)
    await islandsSettled(page)
    expect(await unchecked(), address).toEqual([])
  }
  // imask comes with the first phone field that takes focus: the order form's, which a cart with something in it has.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value
  const { results } = (await (await page.request.get(`${site.url}/api/catalog/tariffs/?page_size=1`)).json()) as { results: { id: number }[] }
  const added = await page.request.post(`${site.url}/api/cart/items/`, { data: { tariff: results[0]!.id }, headers: { 'X-CSRFToken': csrf } })
  expect(added.status()).toBe(201)
  await page.goto(`${site.url}/order/`)
  await islandsSettled(page)
  await page
    .getByRole('textbox', { name: /Телефон/ })
    .first()
    .focus()
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/imask-/.test(entry.name)))).toBe(true)
  expect(await unchecked(), '/order/').toEqual([])
})

test('a chunk the CDN changed is refused: its island fails with the server’s form in place, and its code never runs', async ({ page }) => {
  test.setTimeout(60_000)
  const refusals: string[] = []
  page.on('console', (message) => message.type() === 'error' && /integrity/i.test(message.text()) && refusals.push(message.text()))
  await page.goto(`${site.url}/tariffs/calculator/`)
  // The island waits for the visitor: the pointer brings its chunk.
  await page.locator('[data-island="calculator"]').hover()
  // The import is retried (spec §8) before the island is given up: each try meets the same refusal.
  await expect(page.locator('[data-island="calculator"]')).toHaveAttribute('data-island-state', 'failed', { timeout: 30_000 })
  // The server's form, a GET to the page, with its results under it (the tabs need the island).
  await expect(page.getByRole('button', { name: 'Показать тарифы' })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'SMS в день' })).toBeEditable()
  await expect(page.getByRole('heading', { name: 'Подходящие тарифы' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Результаты' })).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.dataset.tampered)).toBeUndefined()
  expect(refusals.join('\n')).toContain(TAMPERED)
  // The rest of the page runs from the same CDN.
  await page.locator('[data-island="cart-summary"]').hover()
  await expect(page.locator('[data-island="cart-summary"]')).toHaveAttribute('data-island-state', 'mounted')
})
