import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * An island that mounts must not move what is below it (a visitor reading or about to click
 * there loses their place; spec §9's transitions are the only movement). Each case holds the
 * island chunks back, notes where a landmark below the islands is, lets the chunks through,
 * waits for the islands to be mounted (and the map for its layers) and finds the landmark
 * where it was. No clock: the held chunks make "before the mount" a state, not a moment.
 * (layout-shift.ts measures the first screen's CLS as the browser counts it; this covers the
 * islands further down, which mount as the visitor scrolls to them.)
 */
interface Case {
  name: string
  path: (page: Page) => Promise<string>
  width: number
  /** The islands whose mount is watched; their hosts are scrolled to, so `visible` ones start. */
  islands: string[]
  /** Something below them that must stay put. */
  landmark: string
  /** What else "mounted" waits for. */
  settled?: (page: Page) => Promise<void>
}

const firstDevice = async (page: Page) => {
  const answer = (await (await page.request.get('/api/catalog/devices/?page=1')).json()) as { results: { absolute_url: string }[] }
  return answer.results[0]!.absolute_url
}
const firstTariff = async (page: Page) => {
  const answer = (await (await page.request.get('/api/catalog/tariffs/?page=1')).json()) as { results: { absolute_url: string }[] }
  return answer.results[0]!.absolute_url
}

const CASES: Case[] = [
  { name: 'home: «Сравнить» on the tariff cards', path: async () => '/', width: 1280, islands: ['compare-button'], landmark: '.faq' },
  {
    name: 'device page from lg: the info sections become side tabs',
    path: firstDevice,
    width: 1280,
    islands: ['info-accordion', 'gallery'],
    landmark: '.related',
  },
  // The server draws the phone's «Фильтры» button and hides the form in its place: the cards stay put.
  {
    name: 'numbers on a phone: the «Фильтры» button in the filter form’s place',
    path: async () => '/numbers/?mask=5',
    width: 390,
    islands: ['filter-sheet', 'catalog'],
    landmark: '.catalog-list',
  },
  { name: 'device page on a phone: the info accordion', path: firstDevice, width: 390, islands: ['info-accordion', 'gallery'], landmark: '.related' },
  { name: 'tariff page: tabs and «Сравнить»', path: firstTariff, width: 1280, islands: ['tabs', 'compare-button'], landmark: '.related' },
  {
    name: 'coverage: the map and its layer toggles',
    path: async () => '/coverage/',
    width: 1280,
    islands: ['coverage-map'],
    landmark: '.site-footer',
    settled: async (page) => expect(page.getByRole('checkbox', { name: 'МТС' })).toBeChecked(),
  },
  {
    // The layer toggles take two rows on a phone (CLS 0.017 in Lighthouse's mobile preset until
    // the room kept for the map counted them).
    name: 'coverage on a phone: the map and its two rows of layer toggles',
    path: async () => '/coverage/',
    width: 390,
    islands: ['coverage-map'],
    landmark: '.site-footer',
    settled: async (page) => expect(page.getByRole('checkbox', { name: 'МТС' })).toBeChecked(),
  },
  {
    name: 'sell a number: «Добавить номер»',
    path: async () => '/sell-number/',
    width: 1280,
    islands: ['sell-number'],
    landmark: '.site-sell__period',
  },
]

/** Holds every chunk (the runtime's and the islands', all under chunks/; the loader is not) until `release` is called. */
async function holdChunks(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/static\/dist\/chunks\//, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const documentTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY))

for (const c of CASES) {
  test(`nothing below moves when the islands mount: ${c.name}`, async ({ page }) => {
    await page.setViewportSize({ width: c.width, height: 800 })
    const path = await c.path(page)
    const release = await holdChunks(page)
    await page.goto(path)
    const hosts = page.locator(c.islands.map((name) => `[data-island="${name}"]`).join(', '))
    expect(await hosts.count()).toBeGreaterThan(0)
    // The server's markup (and its images) as the visitor first sees it.
    await page.waitForLoadState('load')
    for (const host of await hosts.all()) await expect(host).not.toHaveAttribute('data-island-state', 'mounted')
    const before = await documentTop(page, c.landmark)

    release()
    for (const host of await hosts.all()) {
      await host.scrollIntoViewIfNeeded()
      // An island that waits for the visitor (the compare buttons) mounts on the pointer's arrival.
      await host.hover()
      await expect(host).toHaveAttribute('data-island-state', 'mounted')
    }
    await c.settled?.(page)
    expect(await documentTop(page, c.landmark)).toBe(before)
  })
}
