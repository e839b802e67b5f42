import type { Locator, Page } from '@playwright/test'
import { cardsOf, moreButtonOf } from './catalog-views'
import { expect, test } from './fixtures'
import { startServer, type RunningServer } from './server'

/**
 * The catalogue list appends each page as a grid of its own (templates/partials/
 * catalog-page.html, static/css/site.css), so that page 51 costs what page 2 does. What a
 * person sees must not change: spec §9 columns, no gap or hole where a page ends, and for
 * assistive technology one list of every loaded card, not a list per page.
 */
test.use({ viewport: { width: 1280, height: 800 } })

// Its own server with 300 numbers: 15 pages of numbers, 3 of star numbers (every fifth).
let store: RunningServer
test.beforeAll(async () => {
  store = await startServer({ env: { SEED_NUMBERS: '300' } })
})
test.afterAll(async () => store?.stop())

interface Box {
  left: number
  top: number
  bottom: number
}

/** Opens a catalogue at xl and has at least two pages of cards, by auto-load-more or the button. */
async function twoPages(page: Page, path: string, hostSelector: string): Promise<Locator> {
  await page.goto(store.url + path)
  const host = page.locator(`${hostSelector}[data-island-state="mounted"]`)
  await expect(cardsOf(host)).not.toHaveCount(0)
  if ((await cardsOf(host).count()) < 40) await moreButtonOf(host).click()
  await expect.poll(() => cardsOf(host).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(40)
  await expect(host.locator('.catalog-list__page')).not.toHaveCount(1)
  return host
}

const boxes = (host: Locator): Promise<Box[]> =>
  cardsOf(host).evaluateAll((cards) =>
    cards.slice(0, 40).map((card) => {
      const { left, top, bottom } = card.getBoundingClientRect()
      return { left: Math.round(left), top: Math.round(top + scrollY), bottom: Math.round(bottom + scrollY) }
    }),
  )

/** The direct items of the list in the accessibility tree (cards; the tag lists of a card are nested deeper). */
async function listItemsOf(host: Locator): Promise<number> {
  const snapshot = await host.locator('[data-catalog-list]').ariaSnapshot()
  const lines = snapshot.split('\n')
  expect(lines[0]).toMatch(/^- list/)
  return lines.filter((line) => /^ {2}- listitem/.test(line)).length
}

/**
 * One list item per card. Polled: auto-load-more may append a page between the two counts,
 * and they must agree once it has.
 */
async function expectOneListItemPerCard(host: Locator): Promise<void> {
  await expect.poll(async () => (await listItemsOf(host)) - (await cardsOf(host).count())).toBe(0)
}

test('numbers: two columns at xl, the second page continues the grid, one list of 40 cards', async ({ page }) => {
  const host = await twoPages(page, '/numbers/', '#catalog-numbers')
  const cards = await boxes(host)
  expect(new Set(cards.map((card) => card.left)).size).toBe(2)
  // Card 21 (page 2) opens the row under cards 19 and 20, with the grid's own 1rem gap.
  expect(cards[20]!.left).toBe(cards[0]!.left)
  expect(cards[21]!.top).toBe(cards[20]!.top)
  expect(cards[20]!.top - Math.max(cards[18]!.bottom, cards[19]!.bottom)).toBe(16)
  await expectOneListItemPerCard(host)
})

test('star numbers: three columns at xl, the second page fills the row the first left open', async ({ page }) => {
  const host = await twoPages(page, '/star-numbers/', '#catalog-star-numbers')
  const cards = await boxes(host)
  expect(new Set(cards.map((card) => card.left)).size).toBe(3)
  // 20 cards = 6 rows and 2: card 21 takes the third place of row 7, no hole before it.
  expect(cards[20]!.top).toBe(cards[18]!.top)
  expect(cards[20]!.left).toBe(cards[2]!.left)
  await expectOneListItemPerCard(host)
})
