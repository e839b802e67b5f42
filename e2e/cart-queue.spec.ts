import type { Page } from '@playwright/test'
import { expect, pressable, pressWhenTaken, test } from './fixtures'
import { startServer, type RunningServer } from './server'

const HOSTS = '.number-card [data-island="cart-button"]'

/**
 * Brings the pointer over the first `count` number cards' buttons, so their islands (which wait for
 * the visitor) mount. (Scrolling down may auto-load page 2; the test keeps to the first page's cards.)
 */
async function mountCardButtons(page: Page, count: number): Promise<void> {
  const hosts = page.locator(HOSTS)
  for (let i = 0; i < count; i++) {
    await hosts.nth(i).hover()
    await expect(hosts.nth(i)).toHaveAttribute('data-island-state', 'mounted')
  }
}

test.describe('cart writes go through one queue (spec §4)', () => {
  // Twenty items need a maximum above the default 10, so this test has a server of its own.
  let server: RunningServer
  test.beforeAll(async () => {
    server = await startServer({ env: { CART_MAX_ITEMS: '30' } })
  })
  test.afterAll(async () => server.stop())

  test('twenty fast clicks on twenty buttons reach the server one at a time, in order, and the cart ends consistent', async ({ page }) => {
    await page.goto(`${server.url}/numbers/`)
    await mountCardButtons(page, 20)

    // Every POST is held for a moment on its way, so overlapping writes would show here.
    const arrived: number[] = []
    let inFlight = 0
    let mostInFlight = 0
    await page.route('**/api/cart/items/', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      arrived.push((route.request().postDataJSON() as { number: number }).number)
      await new Promise((resolve) => setTimeout(resolve, 30))
      const response = await route.fetch()
      inFlight -= 1
      await route.fulfill({ response })
    })

    const clicked = await page.evaluate((selector) => {
      const hosts = [...document.querySelectorAll<HTMLElement>(selector)].slice(0, 20)
      // One synchronous burst: all twenty clicks land before the first answer can.
      hosts.forEach((host) => host.querySelector<HTMLElement>('a, button')!.click())
      return hosts.map((host) => Number(host.dataset.number))
    }, HOSTS)

    const buttons = page.locator(HOSTS).getByRole('button')
    for (let i = 0; i < 20; i++) await expect(buttons.nth(i)).toHaveText('Оформить', { timeout: 20_000 })
    expect(mostInFlight).toBe(1)
    expect(arrived).toEqual(clicked)

    const cart = (await (await page.request.get(`${server.url}/api/cart/`)).json()) as { items: { number: { id: number } | null }[] }
    expect(cart.items.map((item) => item.number?.id).sort()).toEqual([...clicked].sort())
    await expect(page.locator('[data-island="cart-summary"] .cart-summary__count')).toHaveText('20')
  })
})

test.describe('add button failure paths (spec §4, §8)', () => {
  test('an item another tab already added goes to /order/ when the server says it is in the cart', async ({ page }) => {
    await page.goto('/numbers/')
    const host = page.locator(HOSTS).first()
    const button = pressable(host)
    await expect(button).toHaveText('В корзину')

    // Same session, another "tab": this page's store does not know about it.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value
    const id = Number(await host.getAttribute('data-number'))
    const added = await page.request.post('/api/cart/items/', { data: { number: id, sim_type: 4 }, headers: { 'X-CSRFToken': csrf } })
    expect(added.status()).toBe(201)

    await pressWhenTaken(host)
    await expect(page).toHaveURL(/\/order\/$/)
    await expect(page.locator('#cart').getByRole('link', { name: (await added.json()).number.number })).toBeVisible()
  })

  test('a failed add brings the label back and keeps the button disabled', async ({ page }) => {
    await page.route('**/api/cart/items/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Ошибка сервера."}' })
        : route.continue(),
    )
    await page.goto('/tariffs/')
    const host = page.locator('.tariff-card [data-island="cart-button"]').first()
    const button = pressable(host)
    await expect(button).toHaveText('В корзину')
    await pressWhenTaken(host)
    await expect(button).toHaveText('В корзину')
    await expect(button).toBeDisabled()
    const cart = (await (await page.request.get('/api/cart/')).json()) as { items: unknown[] }
    expect(cart.items).toEqual([])
  })
})
