import { expect, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { addFirstNumber, djangoDemoTest } from './django-demo'
import { expectCartDrawnAsReference, expectCartTakenOverUnchanged } from './host-layout'
import { fillFullCart } from './rich-cart'

/**
 * Issue 18: the islands inside a real Django (Debian's python3-django). The demo project
 * (integrations/django/demo) renders its pages with the storefront_islands tags; the reference
 * server behind it answers the JSON API and keeps the data, which the tests read back from its
 * SQLite file.
 */

const test = djangoDemoTest()

const host = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)
const HEADER_ISLANDS = ['site-menu', 'region-selector', 'customer-greeting', 'cart-summary']

/** Django's csrftoken: 64 letters and digits (the reference server's own would be 43 base64url characters). */
async function djangoCsrfCookie(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? ''
  expect(token).toMatch(/^[A-Za-z0-9]{64}$/)
  return token
}

function storedOrder(dbPath: string, id: number) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    return {
      order: db.prepare('SELECT client_name, client_email, client_phones, city, delivery_type, payment_type FROM orders WHERE id = ?').get(id),
      items: db.prepare('SELECT n.number_digit FROM order_items i JOIN numbers n ON n.id = i.number_id WHERE i.order_id = ?').all(id),
    }
  } finally {
    db.close()
  }
}

test('a Django page mounts the header islands as the visitor reaches for them, with the preload hints of its islands', async ({ page }) => {
  const response = await page.goto('/')
  // The menu is live; the others wait for the visitor (Django drew their first look), and mount as
  // the pointer arrives.
  await expect(host(page, 'site-menu')).toHaveAttribute('data-island-state', 'mounted')
  for (const name of HEADER_ISLANDS.filter((island) => island !== 'site-menu')) {
    await expect(host(page, name)).toHaveAttribute('data-island-state', 'waiting')
    await host(page, name).hover()
    await expect(host(page, name)).toHaveAttribute('data-island-state', 'mounted')
  }
  // The search waits for the visitor's first pointer or focus in it.
  await expect(host(page, 'header-search')).toHaveAttribute('data-island-state', 'waiting')
  await host(page, 'header-search').getByRole('searchbox').focus()
  await expect(host(page, 'header-search')).toHaveAttribute('data-island-state', 'mounted')
  await expect(host(page, 'header-search').getByRole('combobox', { name: 'Поиск по сайту' })).toBeFocused()
  await expect(host(page, 'customer-greeting')).toContainText('Добро пожаловать!')
  await expect(host(page, 'region-selector')).toContainText('Москва')
  // IslandPreloadMiddleware: the runtime first in <head>; the stylesheet, then the loader, first in the Link header.
  const link = response!.headers()['link'] ?? ''
  expect(link).toMatch(
    /^<\/static\/dist\/site-\w+\.css>; rel=preload; as=style, <\/static\/dist\/loader-\w+\.js>; rel=modulepreload; fetchpriority=low; integrity="sha256-[^"]+", <\/static\/dist\/chunks\/runtime-\w+\.js>; rel=modulepreload; fetchpriority=low; integrity="sha256-[^"]+"/,
  )
  await expect(page.locator('head link[rel=modulepreload]').first()).toHaveAttribute('href', /^\/static\/dist\/chunks\/runtime-\w+\.js$/)
})

test('a catalogue card adds its number and the header count follows', async ({ page }) => {
  await page.goto('/numbers/')
  await expect(host(page, 'cart-summary').locator('.cart-summary__count')).toHaveText('0')
  const number = await addFirstNumber(page)
  await expect(host(page, 'cart-summary').locator('.cart-summary__count')).toHaveText('1')
  await djangoCsrfCookie(page)
  // Django renders the new count itself on the next page.
  await page.goto('/numbers/')
  await expect(host(page, 'cart-summary')).toHaveAttribute('data-item-count', '1')
  await page.goto('/order/')
  // Django draws the cart as the island's first render: React takes it over, with the pointer, without a change.
  const cart = host(page, 'order-cart')
  await expect(cart.getByRole('link', { name: number })).toBeVisible()
  await expectCartTakenOverUnchanged(cart)
})

test('/order/ in the Django template language draws a full cart as the reference server does: a rented number, a tariff, a device, a promocode', async ({
  page,
  stack,
}) => {
  await fillFullCart(page)
  await expectCartDrawnAsReference(page, stack.reference.url)
})

test("/order/ takes the order with Django's CSRF cookie and the reference server stores it", async ({ page, stack }) => {
  const number = await addFirstNumber(page)
  await page.goto('/order/')
  await expect(host(page, 'checkout')).toHaveAttribute('data-island-state', 'mounted')
  await djangoCsrfCookie(page)

  const form = page.locator('#order-form')
  await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна Смирнова')
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.com')
  await form.getByRole('textbox', { name: 'Телефон', exact: true }).pressSequentially('89161234567')
  await form.getByRole('textbox', { name: 'Город', exact: true }).fill('Москва')
  await form.getByRole('radio', { name: /Самовывоз/ }).check()
  await expect(page.getByText('Доставка: бесплатно')).toBeVisible()
  await form.getByRole('button', { name: 'Оформить заказ' }).click()

  await expect(page).toHaveURL(/\/order\/result\/\d+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Заказ № \d+ оформлен$/)
  // The phone as people read it, and what to bring for the number.
  await expect(page.getByText('+7 (916) 123-45-67', { exact: true })).toBeVisible()
  await expect(page.getByText('Номер оформляется на паспорт: возьмите его с собой, когда будете получать SIM-карту.')).toBeVisible()
  await expect(page.getByText(/^Вопросы по заказу: 8 800 555-35-35/)).toBeVisible()
  // What happens next, from the reference server's own text (templates/shared/order-next-steps.html): the pick-up point.
  await expect(page.getByRole('region', { name: 'Что дальше' }).getByRole('listitem').nth(1)).toHaveText(
    'Самовывоз. Заберите заказ после звонка: Москва, ул. Тверская, д. 1, офис 101. Ежедневно с 9:00 до 21:00.',
  )
  const id = Number(/\/order\/result\/(\d+)\/$/.exec(page.url())![1])
  expect(storedOrder(stack.reference.dbPath, id)).toEqual({
    order: {
      client_name: 'Анна Смирнова',
      client_email: 'anna@example.com',
      client_phones: '["+79161234567"]',
      city: 'Москва',
      delivery_type: '2',
      payment_type: 'cash',
    },
    items: [{ number_digit: number.replace(/\D/g, '') }],
  })
  await expect(page.getByRole('listitem').filter({ hasText: number })).toBeVisible()
  await expect(host(page, 'cart-summary').locator('.cart-summary__count')).toHaveText('0')
})

test("the settings' one set of contacts: the header's phone from xl, the footer, /order/ and the documents in the reference server's words", async ({
  page,
  stack,
}) => {
  // The same seller as the reference server's (its site-config block, and Django's from SITE_CONFIG).
  const sellerOf = (html: string) =>
    (JSON.parse(/<script[^>]* id="site-config"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as { seller: Record<string, string> }).seller
  const seller = sellerOf(await (await page.request.get('/')).text())
  expect(seller).toEqual(sellerOf(await (await page.request.get(`${stack.reference.url}/`)).text()))

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const headerPhone = page.getByRole('banner').getByRole('link', { name: `Телефон магазина: ${seller.phone}` })
  await expect(headerPhone).toHaveAttribute('href', 'tel:+78005553535')
  await expect(headerPhone).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: '8 800 555-35-35', exact: true })).toHaveAttribute('href', 'tel:+78005553535')
  await expect(footer.getByText(`${seller.name}, ИНН ${seller.inn}, ОГРН ${seller.ogrn}, ${seller.address}`, { exact: true })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(headerPhone).toBeHidden()

  for (const title of ['Публичная оферта', 'Доставка и оплата', 'Возврат и обмен']) {
    await page.getByRole('contentinfo').getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('main').getByText(seller.ogrn!, { exact: true })).toBeVisible()
    // The reference server's text: its sections, word for word.
    const sections = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    const path = new URL(page.url()).pathname
    await page.goto(`${stack.reference.url}${path}`)
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(), path).toEqual(sections)
    await page.goto('/')
  }

  await page.goto('/order/')
  await expect(page.getByRole('main').getByText(/^Вопросы по заказу: 8 800 555-35-35/)).toBeVisible()
})

test('sign-in with the code from the SMS outbox; Django greets the customer', async ({ page }) => {
  await page.goto('/customer/signin/?next=/numbers/')
  // Django's phone step is the island's first look: it mounts as the visitor reaches the field.
  await expect(host(page, 'signin')).toHaveAttribute('data-island-state', 'waiting')
  const phone = page.getByRole('textbox', { name: /Номер телефона/ })
  await phone.click()
  await expect(host(page, 'signin')).toHaveAttribute('data-island-state', 'mounted')
  await phone.pressSequentially('9123451801')
  await expect(phone).toHaveValue('+7 (912) 345-18-01')
  await page.getByRole('button', { name: 'Получить код' }).click()
  const code = page.getByRole('textbox', { name: /Код из SMS/ })
  await expect(code).toBeVisible()

  const outbox = await page.request.get(`/api/dev/sms-outbox/?phone_number=${encodeURIComponent('+79123451801')}`)
  const { results } = (await outbox.json()) as { results: { text: string }[] }
  const digits = /(\d{6})$/.exec(results[0]?.text ?? '')?.[1]
  expect(digits, 'a code in the outbox').toBeTruthy()
  await code.fill(digits!)
  await page.getByRole('button', { name: 'Войти' }).click()

  await expect(page).toHaveURL(/\/numbers\/$/)
  // Rendered by Django from the customer the reference server knows; the island waits for the visitor.
  await expect(host(page, 'customer-greeting')).toHaveAttribute('data-island-state', 'waiting')
  await expect(page.locator('.site-header')).toContainText('Здравствуйте! +7 (912) 345-18-01')
})

test("a template with a host missing a required attribute fails to render with the tag's message", async ({ page }) => {
  const response = await page.goto('/demo/broken-host/')
  expect(response!.status()).toBe(500)
  await expect(page.locator('.exception_value')).toHaveText(
    '{% island %} in template "demo/broken_host.html", line 6: island "customer-greeting": ' +
      'missing required attribute data-logout-url (keyword logout_url)',
  )
})
