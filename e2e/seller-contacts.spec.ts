import type { Page } from '@playwright/test'
import { DEMO_PAGES } from './demo-pages'
import { expect, test } from './fixtures'

/**
 * Issue 49, item 1, «one set of contacts»: the seller and its phone, e-mail and hours are written
 * once (the site-config block's `seller`), and every page shows those. On each demo page (the list
 * the server's routes feed, server/routes/demo-pages.ts) the footer shows the phone, the e-mail,
 * the hours, the legal line and the three documents, every tel: link of the page calls the one
 * phone, and the header's phone link shows at 1280 px and hides at 390 px; the documents open
 * from the footer with their headings.
 */

interface Seller {
  name: string
  inn: string
  ogrn: string
  address: string
  phone: string
  phone_href: string
  email: string
  hours: string
}

const DOCUMENTS = ['Публичная оферта', 'Доставка и оплата', 'Возврат и обмен'] as const

/** The seller of the page's own site-config block. */
const sellerOf = (page: Page) => page.evaluate(() => (JSON.parse(document.getElementById('site-config')!.textContent!) as { seller: Seller }).seller)

test.describe.configure({ mode: 'parallel' })

test('the config’s phone is 8 800 555-35-35 and the legal details are whole', async ({ page }) => {
  await page.goto('/')
  const seller = await sellerOf(page)
  expect(seller).toMatchObject({ phone: '8 800 555-35-35', phone_href: 'tel:+78005553535' })
  expect(seller.inn).toMatch(/^\d{10}$/)
  expect(seller.ogrn).toMatch(/^\d{13}$/)
})

for (const path of DEMO_PAGES) {
  test(`${path}: the footer shows the config’s phone and legal line, the header its phone from xl only`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(path)
    const seller = await sellerOf(page)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: seller.phone, exact: true })).toHaveAttribute('href', seller.phone_href)
    await expect(footer.getByRole('link', { name: seller.email, exact: true })).toHaveAttribute('href', `mailto:${seller.email}`)
    await expect(footer.getByText(seller.hours, { exact: true })).toBeVisible()
    await expect(footer.getByText(`${seller.name}, ИНН ${seller.inn}, ОГРН ${seller.ogrn}, ${seller.address}`, { exact: true })).toBeVisible()
    for (const title of DOCUMENTS) await expect(footer.getByRole('link', { name: title, exact: true })).toBeVisible()
    // The same phone wherever the page gives one.
    const phones = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(phones)).toEqual(new Set([seller.phone_href]))

    const headerPhone = page.getByRole('banner').getByRole('link', { name: `Телефон магазина: ${seller.phone}` })
    await expect(headerPhone).toBeVisible()
    await expect(headerPhone).toHaveAttribute('href', seller.phone_href)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(headerPhone).toBeHidden()
    await expect(footer.getByRole('link', { name: seller.phone, exact: true })).toBeVisible()
  })
}

test('the three documents open from the footer with their headings and the seller’s details', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const seller = await sellerOf(page)
  for (const title of DOCUMENTS) {
    await page.getByRole('contentinfo').getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} — Номера и тарифы`)
    const main = page.getByRole('main')
    for (const detail of [seller.name, seller.inn, seller.ogrn, seller.address]) await expect(main.getByText(detail, { exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: seller.phone, exact: true }).first()).toHaveAttribute('href', seller.phone_href)
  }
})

test('/about/, /contacts/ and /order/ give the config’s phone and e-mail, /order/ whom to ask about an order', async ({ page }) => {
  for (const path of ['/about/', '/contacts/', '/order/']) {
    await page.goto(path)
    const seller = await sellerOf(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: seller.phone, exact: true }), path).toHaveAttribute('href', seller.phone_href)
    await expect(main.getByRole('link', { name: seller.email, exact: true }), path).toHaveAttribute('href', `mailto:${seller.email}`)
  }
  await expect(page.getByRole('main').getByText(/^Вопросы по заказу: 8 800 555-35-35/)).toBeVisible()
})
