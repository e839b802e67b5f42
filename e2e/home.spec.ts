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

for (const width of [992, 1280]) {
  test(`at ${width} px the shop's sections are in sight without «Меню»: a bar under the header, the two at most 112 px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/tariffs/')
    const bar = page.getByRole('navigation', { name: 'Разделы магазина' })
    await expect(bar.getByRole('link')).toHaveText([
      'Номера',
      'Красивые номера',
      'Тарифы',
      'Устройства',
      'Акции',
      'Калькулятор тарифов',
      'Карта покрытия',
    ])
    for (const link of await bar.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 })
    await expect(bar.getByRole('link', { name: 'Тарифы' })).toHaveAttribute('aria-current', 'page')
    const bottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom)
    expect(bottom).toBeLessThanOrEqual(112)
  })
}

test('a phone keeps its header: the sections are in the menu, no bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/tariffs/')
  await expect(page.getByRole('navigation', { name: 'Разделы магазина' })).toBeHidden()
})
