import type { Cart } from '../shared/api/types'
import { expect, test } from './fixtures'

/**
 * A device in the cart offers its suitable tariffs on /order/ (spec §3 cart item
 * `suitable_tariffs`, §7 /api/device-suitable-tariffs/{id}/), against the reference server.
 */
test('a device line: its suitable tariffs with «Показать ещё», one attached and detached, as the server stores it', async ({ page }) => {
  await page.goto('/')
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? ''
  expect((await page.request.post('/api/cart/items/', { data: { device: 1 }, headers: { 'X-CSRFToken': csrf } })).status()).toBe(201)
  const storedLine = async () => ((await (await page.request.get('/api/cart/')).json()) as Cart).items[0]!

  await page.goto('/order/')
  const cart = page.locator('[data-island="order-cart"]')
  const tariffs = cart.getByRole('group', { name: 'Подходящие тарифы' })
  const choices = tariffs.getByRole('button', { name: /^Выбрать тариф/ })
  await expect(choices).toHaveCount(5)
  await tariffs.getByRole('button', { name: 'Показать ещё' }).click()
  await expect(choices).toHaveCount(10)

  const sixth = choices.nth(5)
  const name = /^Выбрать тариф «(.*)»$/.exec((await sixth.getAttribute('aria-label')) ?? '')?.[1]
  await sixth.click()
  await expect(cart.getByText(`Тариф «${name}»`, { exact: false })).toBeVisible()
  await expect(tariffs).toHaveCount(0)
  expect((await storedLine()).tariff?.name).toBe(name)

  await cart.getByRole('button', { name: 'Убрать тариф' }).click()
  await expect(tariffs).toBeVisible()
  expect(await storedLine()).toMatchObject({ tariff: null, device: { id: 1 } })
})
