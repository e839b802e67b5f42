import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Issue 49, item 3: the home page's first screen has the offer, the operators' marks (each leading to
 * its numbers) and, on a laptop, a picture; «Популярные номера» fills its rows, no empty slots.
 */

const operators = (page: Page) => page.getByRole('list', { name: 'Операторы' }).getByRole('link')

for (const { width, height, picture } of [
  { width: 1280, height: 800, picture: true },
  { width: 390, height: 844, picture: false },
]) {
  test(`at ${width} px: the operators' marks in the first screen${picture ? ', a picture beside the offer' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/')
    await expect(operators(page)).toHaveText(['МТС', 'Билайн', 'МегаФон', 'Tele2'])
    for (const mark of await operators(page).all()) await expect(mark).toBeInViewport({ ratio: 1 })
    await expect(operators(page).first()).toHaveAttribute('href', '/numbers/mts/')
    const image = page.locator('.hero__picture')
    if (picture) await expect(image).toBeInViewport({ ratio: 1 })
    else await expect(image).toBeHidden()
  })
}

test('«Популярные номера» at 1280 px: full rows, no empty slot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const cards = page.getByRole('region', { name: 'Популярные номера' }).locator('.number-card')
  const lefts = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().left)))
  const columns = new Set(lefts).size
  expect(columns).toBe(4)
  expect(lefts.length % columns).toBe(0)
})
