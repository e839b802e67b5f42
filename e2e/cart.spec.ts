import { expect, pressable, pressWhenTaken, test } from './fixtures'

const MAX = 'Слишком много элементов в корзине. Нельзя положить больше!'
const host = (name: string) => `[data-island="${name}"]`

test.describe('cart add buttons, header dropdown and promocode links', () => {
  test('a card adds its number, the header follows, and removing it in the dropdown brings the label back', async ({ page }) => {
    await page.goto('/numbers/')
    const card = page.locator('.number-card').first()
    const number = (await card.locator('.number-card__number').innerText()).trim()
    const button = pressable(card.locator(host('cart-button')))
    await expect(button).toHaveText('В корзину')

    await pressWhenTaken(card.locator(host('cart-button')))
    await expect(button).toHaveText('Оформить')
    await expect(page.locator(`${host('cart-summary')} .cart-summary__count`)).toHaveText('1')

    const dropdown = page.locator(host('cart-summary'))
    const toggle = pressable(dropdown, /^Корзина/)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(dropdown.getByRole('listitem')).toHaveText([new RegExp(number.replace(/[()+]/g, '\\$&'))])
    await dropdown.getByRole('button', { name: `Удалить ${number}` }).click()
    await expect(dropdown.getByText('Корзина пуста')).toBeVisible()
    await expect(button).toHaveText('В корзину')
    await expect(page.locator(`${host('cart-summary')} .cart-summary__count`)).toHaveText('0')

    await page.keyboard.press('Escape')
    await button.click()
    await expect(button).toHaveText('Оформить')
    await button.click()
    await expect(page).toHaveURL(/\/order\/$/)
  })

  test('at CART_MAX_ITEMS a click alerts and the button returns to its label', async ({ page }) => {
    await page.goto('/numbers/')
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value
    expect(csrf).toBeTruthy()
    const tariffs = (await (await page.request.get('/api/catalog/tariffs/?page_size=10')).json()) as { results: { id: number }[] }
    expect(tariffs.results).toHaveLength(10)
    for (const { id } of tariffs.results) {
      const added = await page.request.post('/api/cart/items/', { data: { tariff: id }, headers: { 'X-CSRFToken': csrf! } })
      expect(added.status()).toBe(201)
    }
    await page.reload()

    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    const cardHost = page.locator('.number-card').first().locator(host('cart-button'))
    const button = pressable(cardHost)
    await pressWhenTaken(cardHost)
    await expect.poll(() => alerts).toEqual([MAX])
    await expect(button).toHaveText('В корзину')
    await expect(button).toBeEnabled()
  })

  test('?promocode=WELCOME500 applies the code and says so; the parameter leaves the address', async ({ page }) => {
    await page.goto('/?promocode=WELCOME500')
    const toast = page.getByRole('status').filter({ hasText: 'Промокод применен' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Вы можете найти его в корзине при оформлении заказа')
    await expect(page).toHaveURL(/\/$/)
    await toast.getByRole('button', { name: 'Закрыть' }).click()
    await expect(toast).toHaveCount(0)
  })

  test('?promocode=NOPE says the code no longer works', async ({ page }) => {
    await page.goto('/?promocode=NOPE')
    const toast = page.getByRole('status').filter({ hasText: 'Промокод не действует' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Вы перешли по ссылке на промокод, но он больше не действует')
    await expect(page).toHaveURL(/\/$/)
  })
})
