import { expect, FULL_DEMO_DATA, test } from './fixtures'

/**
 * Issue 49, item 4: the promotion the home page announces is in the prices, and a badge means
 * something. The demo's gold numbers are 20 % off (server/db/seed.ts); «Хит» marks a few numbers.
 */
test.use({ serverEnv: FULL_DEMO_DATA })

/** Rubles from a card's price text («50 000 ₽»: the digits, grouped by spaces). */
const rubles = (text: string) => Number(text.replace(/[^\d]/g, ''))

test("the home page's «Скидка 20% на золотые номера» leads to gold numbers, each 20 % off its struck price", async ({ page }) => {
  await page.goto('/')
  const promo = page.locator('.promo')
  await expect(promo.getByRole('heading', { level: 2 })).toHaveText('Скидка 20% на золотые номера')
  await promo.getByRole('link', { name: 'Золотые номера со скидкой' }).click()
  await expect(page).toHaveURL(/\/numbers\/gold\/$/)

  const cards = page.locator('[data-catalog-list] .number-card')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  expect(count).toBeGreaterThan(1)
  for (let i = 0; i < count; i++) {
    const price = cards.nth(i).locator('.number-card__price')
    const old = price.locator('s')
    await expect(old, `card ${i + 1}: its old price struck`).toBeVisible()
    const oldRubles = rubles(await old.innerText())
    const nowRubles = rubles((await price.innerText()).replace(await old.innerText(), ''))
    expect(nowRubles, `card ${i + 1}: 20 % off ${oldRubles}`).toBe(oldRubles * 0.8)
    await expect(cards.nth(i).getByRole('list', { name: 'Метки' }).getByText('Скидка', { exact: true })).toBeVisible()
  }
})

test('«Хит» marks a few star numbers, not all', async ({ page }) => {
  await page.goto('/star-numbers/')
  const cards = page.locator('[data-catalog-list] .number-card')
  await expect(cards.first()).toBeVisible()
  const total = await cards.count()
  const hits = await cards.filter({ has: page.getByRole('list', { name: 'Метки' }).getByText('Хит', { exact: true }) }).count()
  expect(total).toBeGreaterThanOrEqual(10)
  expect(hits).toBeGreaterThan(0)
  expect(hits).toBeLessThanOrEqual(total / 4)
})
