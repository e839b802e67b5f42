import type { BrowserContext, Page } from '@playwright/test'
import { WITH_BACK_FORWARD_CACHE } from './chromium'
import { expect, FULL_DEMO_DATA, pressable, pressWhenTaken, test } from './fixtures'
import { smsCode } from './sms'

/**
 * Issue 41, item 6: the cart a page shows is the server's, also on a page the back-forward cache
 * shows again and in every other open tab, and a sign-out in one tab signs out the others
 * (browser/runtime/changes-elsewhere.ts: a stamp in localStorage, `storage` and `pageshow`).
 */
test.use({ serverEnv: FULL_DEMO_DATA, viewport: { width: 1280, height: 800 }, launchOptions: WITH_BACK_FORWARD_CACHE })

const count = (page: Page) => page.locator('[data-island="cart-summary"] .cart-summary__count')
const firstCard = (page: Page) => page.locator('.number-card').first()
const cardHost = (page: Page) => firstCard(page).locator('[data-island="cart-button"]')
const cardButton = (page: Page) => pressable(cardHost(page))

/** Adds the first number of /numbers/ by its card; returns the number as the card shows it. */
async function addFirstNumber(page: Page): Promise<string> {
  await pressWhenTaken(cardHost(page))
  await expect(cardButton(page)).toHaveText('Оформить')
  await expect(count(page)).toHaveText('1')
  return (await firstCard(page).locator('.number-card__number').innerText()).trim()
}

/** Records, in the page, whether each `pageshow` came from the back-forward cache. */
async function recordPageShows(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    addEventListener('pageshow', (event) => document.documentElement.setAttribute('data-test-persisted', String(event.persisted))),
  )
}

test('Back after removing a number on /order/: the page from the back-forward cache shows the cart without it', async ({ page, context }) => {
  await recordPageShows(context)
  await page.goto('/numbers/')
  const number = await addFirstNumber(page)

  await page.goto('/order/')
  const reloaded = page.waitForEvent('load')
  await page
    .locator('[data-island="order-cart"]')
    .getByRole('button', { name: `Удалить ${number}` })
    .click()
  await reloaded
  await expect(page.locator('#order-cart').getByText('Корзина пуста')).toBeVisible()

  // A page the cache shows again fires no `load`: wait for the address, then for what it shows.
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/numbers\/$/)
  // Shown again from the cache (no unload listener, no no-store), not loaded anew.
  await expect(page.locator('html')).toHaveAttribute('data-test-persisted', 'true')
  await expect(count(page)).toHaveText('0')
  await expect(cardButton(page)).toHaveText('В корзину')
})

test('two tabs agree: an add in one shows in the other, and a removal back', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto('/numbers/')
  await second.goto('/numbers/')
  await expect(count(second)).toHaveText('0')

  const number = await addFirstNumber(first)
  const added = Date.now()
  // The other tab's islands were waiting for its visitor: the change starts them.
  await expect(count(second)).toHaveText('1')
  // A figure for a person (the issue asks for «within a second»), not a pass mark: the machine may be busy.
  test.info().annotations.push({ type: 'other tab shows the add after', description: `${Date.now() - added} ms` })
  await expect(cardButton(second)).toHaveText('Оформить')

  const dropdown = second.locator('[data-island="cart-summary"]')
  await pressable(dropdown, /^Корзина/).click()
  await dropdown.getByRole('button', { name: `Удалить ${number}` }).click()
  await expect(count(second)).toHaveText('0')
  await expect(count(first)).toHaveText('0')
  await expect(cardButton(first)).toHaveText('В корзину')
})

test('a sign-out in one tab signs out the other; a sign-in in one signs in the other', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto('/')
  await second.goto('/numbers/')
  const greeting = (page: Page) => page.getByRole('banner').getByText('Здравствуйте!')
  const signIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Войти' })

  // Sign in through the sign-in page of the first tab, as a visitor does.
  await first.goto('/customer/signin/')
  await first.getByRole('textbox', { name: /Номер телефона/ }).fill('9005550101')
  await first.getByRole('button', { name: 'Получить код' }).click()
  await first.getByRole('textbox', { name: /Код из SMS/ }).fill(await smsCode(first, '+79005550101'))
  await first.getByRole('button', { name: 'Войти' }).click()
  await expect(greeting(first)).toBeVisible()
  await expect(greeting(second)).toBeVisible()
  await expect(second).toHaveURL(/\/numbers\/$/)

  await first.getByRole('banner').getByRole('button', { name: 'Выйти' }).click()
  await expect(signIn(first)).toBeVisible()
  await expect(signIn(second)).toBeVisible()
  await expect(greeting(second)).toHaveCount(0)
})

test('the catalogues stay usable by the back-forward cache (no unload listener, no no-store)', async ({ page, context }) => {
  await recordPageShows(context)
  for (const path of ['/', '/numbers/', '/star-numbers/', '/tariffs/', '/devices/', '/search/?query=900']) {
    await page.goto(path)
    await page.goto('/about/')
    await page.goBack({ waitUntil: 'commit' })
    await expect(page.locator('html'), path).toHaveAttribute('data-test-persisted', 'true')
  }
})
