import type { Page } from '@playwright/test'
import type { Cart } from '../shared/api/types'
import { expectNoAxeViolations } from './axe'

import { hostLayout } from './host-layout'
import { expect, pressable, reactDomAfterSettled, test } from './fixtures'
import { addItem, fillFullCart, fillRichCart, firstTariffs, rentableNumber, tariffWithManyNumbers } from './rich-cart'

const cartHost = '[data-island="order-cart"]'

/** The session's cart as the server stores it. */
async function serverCart(page: Page): Promise<Cart> {
  const response = await page.request.get('/api/cart/')
  expect(response.status()).toBe(200)
  return (await response.json()) as Cart
}

test.describe('cart on /order/', () => {
  test('rent period, refill, suitable tariffs, promocode, remove and clear, checked against the server', async ({ page }) => {
    await page.goto('/')
    const number = await rentableNumber(page)
    const tariff = await tariffWithManyNumbers(page, number.provider)
    await addItem(page, { number: number.id, sim_type: 4 })
    await addItem(page, { tariff: tariff.id })

    await page.goto('/order/')
    const cart = page.locator(cartHost)
    // The server drew the cart; React comes when the pointer does.
    await expect(cart).toHaveAttribute('data-island-state', 'waiting')
    await cart.hover()
    await expect(cart).toHaveAttribute('data-island-state', 'mounted')
    const numberLine = cart.locator('li.order-cart__item').filter({ has: page.getByRole('link', { name: number.number }) })
    const tariffLine = cart.locator('li.order-cart__item').filter({ hasText: `Тариф «${tariff.name}»` })
    await expect(numberLine).toContainText('SIM-карта: Универсальная')

    // Rent: the select starts at the site's minimum (MIN_RENT_PERIOD 3) and is written with PUT {rent_period}.
    const rent = numberLine.getByRole('combobox', { name: 'Срок аренды' })
    await expect(rent.locator('option').nth(1)).toHaveText('3 месяца')
    await rent.selectOption('6')
    await expect.poll(async () => (await serverCart(page)).items.find((i) => i.number?.id === number.id)?.rent_period).toBe(6)
    await expect(rent).toHaveValue('6')

    const refill = numberLine.getByRole('checkbox', { name: 'Пополнить баланс номера' })
    await refill.check()
    await expect.poll(async () => (await serverCart(page)).items.find((i) => i.number?.id === number.id)?.refill).toBe(true)
    await expect(refill).toBeEnabled()

    // The lone number offers the tariffs of its provider; choosing one attaches it.
    const tariffs = numberLine.getByRole('group', { name: 'Подходящие тарифы' })
    const firstTariff = tariffs.getByRole('listitem').first().getByRole('button')
    const tariffName = /Выбрать тариф «(.*)»/.exec((await firstTariff.getAttribute('aria-label')) ?? '')?.[1]
    await firstTariff.click()
    await expect(numberLine).toContainText(`Тариф «${tariffName}»`)
    await expect(numberLine.getByRole('group', { name: 'Подходящие тарифы' })).toHaveCount(0)
    expect((await serverCart(page)).items.find((i) => i.number?.id === number.id)?.tariff?.name).toBe(tariffName)

    // The lone tariff offers the numbers of its provider, five at a time, and more on demand.
    const numbers = tariffLine.getByRole('group', { name: 'Подходящие номера' })
    await expect(numbers.getByRole('listitem')).toHaveCount(5)
    await numbers.getByRole('button', { name: 'Показать ещё' }).click()
    await expect.poll(() => numbers.getByRole('listitem').count()).toBeGreaterThan(5)
    await expectNoAxeViolations(page, '/order/ with a cart')
    const lastNumber = numbers.getByRole('listitem').last().getByRole('button')
    const chosenNumber = /Выбрать номер (.*)/.exec((await lastNumber.getAttribute('aria-label')) ?? '')?.[1]
    await lastNumber.click()
    await expect(tariffLine.getByRole('link', { name: chosenNumber })).toBeVisible()
    const withNumber = (await serverCart(page)).items.find((i) => i.tariff?.id === tariff.id)
    expect([withNumber?.number?.number, withNumber?.sim_type?.id]).toEqual([chosenNumber, 4])

    // Promocode: a bad one is refused under the field; WELCOME500 takes 500 ₽ off; then it is removed.
    const code = cart.getByRole('textbox', { name: 'Промокод' })
    await code.fill('NOPE')
    await cart.getByRole('button', { name: 'Применить' }).click()
    await expect(cart.getByText('Промокод не действует')).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await code.fill('WELCOME500')
    await code.press('Enter')
    await expect(cart.locator('.order-cart__totals')).toContainText('Скидка по промокоду WELCOME500')
    expect((await serverCart(page)).promocode?.code).toBe('WELCOME500')
    await cart.getByRole('button', { name: 'Удалить промокод' }).click()
    await expect(cart.getByRole('textbox', { name: 'Промокод' })).toBeVisible()
    await expect(cart.locator('.order-cart__totals')).not.toContainText('Скидка')
    expect((await serverCart(page)).promocode).toBeNull()

    // Remove the tariff line; the number line stays.
    await tariffLine.getByRole('button', { name: `Удалить ${chosenNumber}, Тариф «${tariff.name}»` }).click()
    await expect(tariffLine).toHaveCount(0)
    await expect.poll(async () => (await serverCart(page)).items.length).toBe(1)

    // Clearing reloads the page into its empty state.
    const reloaded = page.waitForEvent('load')
    await cart.getByRole('button', { name: 'Очистить корзину' }).click()
    await reloaded
    await expect(page.locator('#order-cart').getByText('Корзина пуста')).toBeVisible()
    expect((await serverCart(page)).items).toEqual([])
  })

  test('removing the last line reloads into the empty state, without the order form', async ({ page }) => {
    await page.goto('/')
    const [tariff] = await firstTariffs(page, 1)
    await addItem(page, { tariff: tariff!.id })
    await page.goto('/order/')
    const cart = page.locator(cartHost)
    // The press on the server's «Удалить» brings the island, which answers it (first-press.ts).
    await expect(cart).toHaveAttribute('data-island-state', 'waiting')
    const reloaded = page.waitForEvent('load')
    await cart.getByRole('button', { name: `Удалить Тариф «${tariff!.name}»` }).click()
    await reloaded
    await expect(page.locator('#order-cart').getByText('Корзина пуста')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Оформить заказ' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Оформление заказа' })).toHaveCount(0)
  })
})

/** A rich cart: a rentable, refillable number (its tariffs to attach), and a lone tariff (its numbers, «Показать ещё»). */

/** The page's own load of the cart (GET /api/cart/ with the suitable lists) answers 1.5 s late. */
async function delayCartLoad(page: Page): Promise<void> {
  await page.route('**/api/cart/?expand=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
}

test.describe('the cart waits for the visitor', () => {
  test("/order/ loads without React DOM: the cart is the server's until the visitor acts", async ({ page }) => {
    // A fresh visitor's cart page (the bench's first load): with items, the header's cart loads
    // React at once to show its total (islands/cart-summary), whatever this page does.
    await page.goto('/order/')
    const { settled, reactDom } = await reactDomAfterSettled(page)
    await expect(page.locator(cartHost)).toHaveAttribute('data-island-state', 'waiting')
    // An empty cart has no order form (its island, without React, would be mounted by now).
    await expect(page.locator('[data-island="checkout"]')).toHaveCount(0)
    // Asked for at low priority once the page settled (the runtime's warm-up), or not at all.
    expect(reactDom).toBeGreaterThanOrEqual(settled)
  })

  // Drawn from the page's load of the cart, or (late) from the cart the server gave it: the same look.
  for (const [width, cartLoad] of [
    [1280, 'in'],
    [390, 'late'],
  ] as const) {
    test(`at ${width} px, the cart's load ${cartLoad}, the island takes the server's cart over without a move or a changed text`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await fillFullCart(page)
      if (cartLoad === 'late') await delayCartLoad(page)
      await page.goto('/order/')
      const cart = page.locator(cartHost)
      await expect(cart).toHaveAttribute('data-island-state', 'waiting')
      await expect(cart.locator('.order-cart__totals')).toContainText('Скидка по промокоду WELCOME500')
      // Measured at the scroll the pointer needs: from lg the cart is a sticky box, its place on the page follows the scroll.
      await cart.locator('.site-cart__total').scrollIntoViewIfNeeded()
      const served = await hostLayout(page.locator(cartHost))
      expect(served.filter((line) => line.startsWith('select '))).toHaveLength(1)
      // Axe takes its time: the late load's run mounts the island before the cart is in, as it is meant to.
      if (cartLoad === 'in') await expectNoAxeViolations(page, `/order/ at ${width} px, the cart as the server drew it`)
      await expect(cart).toHaveAttribute('data-island-state', 'waiting')
      await cart.locator('.site-cart__total').hover()
      await expect(cart).toHaveAttribute('data-island-state', 'mounted')
      await expect(cart.locator('.order-cart__clear')).toBeVisible()
      expect(await hostLayout(page.locator(cartHost))).toEqual(served)
    })
  }

  test('a press on a server-drawn control before React and the cart arrive is answered by the island', async ({ page }) => {
    await fillRichCart(page)
    // The page's load of the cart comes late: the island draws the cart the server drew meanwhile.
    await delayCartLoad(page)
    await page.goto('/order/')
    const cart = page.locator(cartHost)
    await expect(cart).toHaveAttribute('data-island-state', 'waiting')
    const numbers = cart.getByRole('group', { name: 'Подходящие номера' })
    await numbers.getByRole('button', { name: 'Показать ещё' }).click()
    await expect(cart).toHaveAttribute('data-island-state', 'mounted')
    await expect.poll(() => numbers.getByRole('listitem').count()).toBeGreaterThan(5)
  })
})

test.describe('card pages', () => {
  test('the related-devices button on a tariff page adds every device, then leads to the cart', async ({ page }) => {
    await page.goto('/')
    const [tariff] = await firstTariffs(page, 1)
    await page.goto(new URL(tariff!.absolute_url, page.url()).pathname)
    const section = page.getByRole('region', { name: 'Подходящие устройства' })
    await expect(section.locator('.device-card').first()).toBeVisible()
    const host = section.locator('[data-island="related-devices"]')
    // Its button is the server's until the press brings the island.
    await expect(host).toHaveAttribute('data-island-state', 'waiting')
    const ids = ((await host.getAttribute('data-devices')) ?? '').split(',').map(Number)
    expect(ids.length).toBeGreaterThan(1)

    await host.getByRole('button', { name: 'Добавить все устройства в корзину' }).click()
    await expect(host.getByRole('button', { name: 'Оформить' })).toBeVisible()
    const byId = (a: number, b: number) => a - b
    expect((await serverCart(page)).items.map((i) => i.device?.id ?? 0).sort(byId)).toEqual([...ids].sort(byId))
    // The cards' own buttons follow the cart too.
    await expect(section.locator('[data-island="cart-button"]').getByRole('button', { name: 'Оформить' })).toHaveCount(ids.length)
    await host.getByRole('button', { name: 'Оформить' }).click()
    await expect(page).toHaveURL(/\/order\/$/)
    await expect(page.locator(cartHost).locator('li.order-cart__item')).toHaveCount(ids.length)
  })

  test('a rentable number card adds the number for rent at the minimum period', async ({ page }) => {
    await page.goto('/')
    const number = await rentableNumber(page)
    await page.goto(new URL(number.absolute_url, page.url()).pathname)
    const rent = pressable(page.locator('.card-cart--rent'), 'Арендовать на 3 мес.')
    await rent.click()
    await expect(page.locator('.card-cart--rent').getByRole('button', { name: 'Оформить' })).toBeVisible()
    const [line] = (await serverCart(page)).items
    expect([line?.number?.id, line?.rent_period]).toEqual([number.id, 3])
  })
})
