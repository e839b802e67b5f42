import { expect, pressable, pressWhenTaken, test } from './fixtures'

/**
 * The header's one cart control: the count link (a link to the cart without script) becomes the
 * button of the cart dropdown (spec §2 «cart dropdown with items and total»); «Корзина» shows once.
 */

const header = (page: import('@playwright/test').Page) => page.locator('header.site-header')

test.describe('header cart', () => {
  test('desktop: «Корзина» once, a button that opens the items and the total', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/numbers/')
    await pressWhenTaken(page.locator('.number-card').first().locator('[data-island="cart-button"]'), 'В корзину')
    const cart = header(page).locator('[data-island="cart-summary"]')
    await expect(cart).toHaveAttribute('data-island-state', 'mounted')
    await expect(header(page).getByText(/Корзина/)).toHaveCount(1)
    await expect(header(page).getByRole('link', { name: /Корзина/ })).toHaveCount(0)

    const toggle = pressable(cart, /^Корзина/)
    await expect(toggle).toHaveText(/^Корзина 1, 1 товар [\d\s]+₽$/)
    await toggle.click()
    const panel = page.getByRole('region', { name: 'Содержимое корзины' })
    await expect(panel.getByRole('listitem')).toHaveCount(1)
    await expect(panel.getByText(/^Итого:/)).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order/')
  })

  test('a phone: the same button, its panel in full view under the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    await pressWhenTaken(header(page).locator('[data-island="cart-summary"]'), /^Корзина/)
    const checkout = page.getByRole('region', { name: 'Содержимое корзины' }).getByRole('link', { name: 'Оформить заказ' })
    await expect(checkout).toBeInViewport({ ratio: 1 })
    // Nothing (the header row's clipping) covers it: the link itself is what a tap there reaches.
    await checkout.click({ trial: true })
    await checkout.click()
    await expect(page).toHaveURL(/\/order\/$/)
  })

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false })
    test('the control is a link to the cart', async ({ page }) => {
      await page.goto('/')
      await expect(header(page).getByText(/Корзина/)).toHaveCount(1)
      await expect(header(page).getByRole('link', { name: 'Корзина 0' })).toHaveAttribute('href', '/order/')
    })
  })
})
