import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * The coverage map against the reference server in Chromium, under the server's CSP: Leaflet
 * draws the demo base layer and the default coverage layer from the server's PNG tiles, the
 * checkboxes toggle layers, a wheel outside fullscreen shows the hint for 3 s and does not
 * zoom, in fullscreen it zooms.
 */

const map = (page: Page) => page.getByRole('region', { name: 'Карта покрытия' })
/** Coverage tiles Leaflet drew and the browser decoded, by provider slug and zoom. */
const loadedTiles = (page: Page, provider: string) =>
  page.evaluate(
    (slug) =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-tile'))
        .filter((img) => img.src.includes(`/tiles/coverage/${slug}/`) && img.complete && img.naturalWidth === 256)
        .map((img) => Number(new URL(img.src).pathname.split('/')[4])),
    provider,
  )

async function openMap(page: Page, violations: string[]) {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/coverage/')
  await expect(page.getByRole('checkbox', { name: 'МТС' })).toBeChecked()
  await expect.poll(() => loadedTiles(page, 'mts').then((zooms) => zooms.length)).toBeGreaterThan(0)
}

test("shows the base layer and the default layer's tiles; checkboxes toggle layers; no CSP violation; axe", async ({ page }) => {
  const violations: string[] = []
  await openMap(page, violations)
  expect(new Set(await loadedTiles(page, 'mts'))).toEqual(new Set([9]))
  await expect.poll(() => page.locator('img.leaflet-tile[src*="/tiles/base/"]').count()).toBeGreaterThan(0)
  for (const name of ['Билайн', 'МегаФон', 'Tele2']) await expect(page.getByRole('checkbox', { name })).not.toBeChecked()

  await page.getByRole('checkbox', { name: 'Билайн' }).check()
  await expect.poll(() => loadedTiles(page, 'beeline').then((zooms) => zooms.length)).toBeGreaterThan(0)
  await page.getByRole('checkbox', { name: 'МТС' }).uncheck()
  await expect(page.locator('img.leaflet-tile[src*="/tiles/coverage/mts/"]')).toHaveCount(0)

  await expectNoAxeViolations(page, '/coverage/')
  expect(violations).toEqual([])
})

test('a wheel outside fullscreen shows the hint for 3 s and does not zoom; in fullscreen the wheel zooms', async ({ page }) => {
  const violations: string[] = []
  await openMap(page, violations)
  await page.clock.install()
  // Paused (an installed clock still runs in real time): the hint's 3 s are counted by the test
  // alone, never by how long a busy machine takes between two steps.
  await page.clock.pauseAt(Date.now() + 10_000)
  const box = (await map(page).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -300)
  const hint = page.getByText('Чтобы менять масштаб колесом мыши, разверните карту.')
  await expect(hint).toBeVisible()
  await page.clock.runFor(2900)
  await expect(hint).toBeVisible()
  await page.clock.runFor(200)
  await expect(hint).toBeHidden()
  expect(new Set(await loadedTiles(page, 'mts'))).toEqual(new Set([9]))

  await page.getByRole('button', { name: 'Развернуть карту' }).click()
  await expect(page.getByRole('button', { name: 'Свернуть карту' })).toHaveAttribute('aria-pressed', 'true')
  await page.clock.resume()
  const full = (await map(page).boundingBox())!
  await page.mouse.move(full.x + full.width / 2, full.y + full.height / 2)
  await page.mouse.wheel(0, -300)
  await expect.poll(() => loadedTiles(page, 'mts').then((zooms) => zooms.some((z) => z > 9))).toBe(true)
  await expect(hint).toBeHidden()
  expect(violations).toEqual([])
})

test("the server's layer list stays when the map's chunk does not load, and the console says so", async ({ page }) => {
  // The runtime's five retries wait 15.5 s between them (spec §8): room for a busy machine's page load.
  test.setTimeout(60_000)
  const warnings: string[] = []
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  await page.route(/\/chunks\/CoverageMap-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/coverage/')
  const host = page.locator('[data-island="coverage-map"]')
  await expect(host).toHaveAttribute('data-island-state', 'failed', { timeout: 30_000 })
  await expect(host.getByText('МТС')).toBeVisible()
  // A console warning names the island whose script did not load (after its 5 retries, spec §8).
  expect(warnings.join('\n')).toContain('"coverage-map" failed (load)')
})

test("the server's picture holds the map's place until its tiles are in; the map's chunk is not in the page's preload hints and comes after the first paint", async ({
  page,
}) => {
  let release!: () => void
  const tilesHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/tiles/base/**', async (route) => {
    await tilesHeld
    await route.continue()
  })
  const response = await page.goto('/coverage/')
  // Leaflet's chunk (islands.json: the island's chunks) comes when the map is near the viewport:
  // the first round carries the stylesheets, the picture and the scripts every page needs.
  const { islands, runtime } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../static/dist/islands.json'), 'utf8')) as {
    islands: Record<string, { chunks: string[] }>
    runtime: string[]
  }
  // The map's own chunks: not those the runtime or the header's islands need on every page.
  const mapChunks = islands['coverage-map']!.chunks.filter((file) => !islands['cart-summary']!.chunks.includes(file) && !runtime.includes(file))
  expect(mapChunks.length).toBeGreaterThan(0)
  // The server's hints: its Link header and the modulepreload links of its HTML (the runtime adds its own later).
  const hinted = `${response!.headers().link ?? ''} ${await response!.text()}`
  expect(hinted).toContain('rel=modulepreload')
  for (const file of mapChunks) expect(hinted).not.toContain(file)

  await expect(page.getByRole('checkbox', { name: 'МТС' })).toBeChecked()
  // And they are asked for once the page has painted the picture, not in its first paint's round.
  const order = await page.evaluate((files) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => files.some((file) => entry.name.endsWith(file)))
      .map((entry) => entry.startTime)
    return { paint, asked }
  }, mapChunks)
  expect(order.paint).toBeDefined()
  expect(order.asked.length).toBeGreaterThan(0)
  for (const at of order.asked) expect(at).toBeGreaterThanOrEqual(order.paint!)
  const picture = page.locator('.coverage-map__preview')
  await expect(picture).toBeVisible()
  // In the map's place and size, the server's own picture of the first view.
  expect(await picture.boundingBox()).toEqual(await map(page).boundingBox())
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  release()
  await expect(picture).toHaveCount(0)
  await expect.poll(() => page.locator('img.leaflet-tile[src*="/tiles/base/"]').count()).toBeGreaterThan(0)
})
