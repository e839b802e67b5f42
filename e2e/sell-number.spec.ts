import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { countPosts, storedRequests } from './forms-db'

/** The sell-number form (spec §4, §5, §8): items, placement price, validation, submit. */

async function openSellNumber(page: Page): Promise<void> {
  await page.goto('/sell-number/')
  await expect(page.locator('#sell-number-form')).toHaveAttribute('data-island-state', 'mounted')
}

const items = (page: Page) => page.locator('[data-sell-item]')
const item = (page: Page, index: number) => items(page).nth(index)

test('items add and delete; the delete button only while more than one; the placement price with its skeleton', async ({ page }) => {
  await openSellNumber(page)
  await expect(item(page, 0).getByRole('button', { name: 'Удалить номер' })).toBeHidden()
  await page.getByRole('button', { name: 'Добавить номер' }).click()
  await expect(items(page)).toHaveCount(2)
  await expect(item(page, 1).getByRole('textbox', { name: 'Номер' })).toBeFocused()
  await expect(item(page, 1).getByRole('textbox', { name: 'Номер' })).toHaveAttribute('name', 'items-1-number')
  await expect(page.getByRole('button', { name: 'Удалить номер' })).toHaveCount(2)

  // The price answer waits until the skeleton has been seen.
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/forms/sell-number/placement-price/**', async (route) => {
    await answered
    await route.continue()
  })
  const price = item(page, 1).getByRole('textbox', { name: 'Цена, ₽' })
  await price.fill('50000')
  await price.blur()
  const output = item(page, 1).locator('[data-placement-price]')
  await expect(output).toHaveAttribute('aria-busy', 'true')
  await expect(output).toHaveClass(/is-loading/)
  answer()
  await expect(output).toHaveText('Размещение: 500 ₽ в месяц')
  await page.getByRole('radio', { name: 'На год' }).check()
  await expect(output).toHaveText('Размещение: 5 000 ₽ в год')
  await page.unroute('**/forms/sell-number/placement-price/**')

  await page.route('**/forms/sell-number/placement-price/**', (route) => route.fulfill({ status: 500, body: 'oops' }))
  await price.fill('60000')
  await price.blur()
  await expect(output).toHaveText('Ошибка')

  await item(page, 0).getByRole('button', { name: 'Удалить номер' }).click()
  await expect(items(page)).toHaveCount(1)
  await expect(item(page, 0).getByRole('textbox', { name: 'Номер' })).toHaveAttribute('name', 'items-0-number')
  await expect(item(page, 0).getByRole('button', { name: 'Удалить номер' })).toBeHidden()
})

test('empty submit names every field of each item and sends nothing; a valid request with two numbers is stored and leads to its bill', async ({
  page,
  server,
}) => {
  await openSellNumber(page)
  const before = storedRequests(server.dbPath, 'sell-number').length
  const posts = countPosts(page, '/forms/sell-number/')
  await page.getByRole('button', { name: 'Добавить номер' }).click()
  await page.getByRole('button', { name: 'Отправить заявку' }).click()
  for (const index of [0, 1]) {
    await expect(item(page, index).getByRole('textbox', { name: 'Номер' })).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    await expect(item(page, index).getByRole('combobox', { name: 'Оператор' })).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
  }
  await expectNoAxeViolations(page, '/sell-number/ with errors')
  expect(posts.count).toBe(0)

  for (const [index, [phone, price]] of [
    ['9161112233', '50000'],
    ['9031112233', '70000'],
  ].entries()) {
    await item(page, index).getByRole('textbox', { name: 'Номер' }).fill(phone!)
    await item(page, index).getByRole('textbox', { name: 'Цена, ₽' }).fill(price!)
    await item(page, index).getByRole('combobox', { name: 'Оператор' }).selectOption({ index: 1 })
    await item(page, index).getByRole('combobox', { name: 'Регион' }).selectOption({ index: 1 })
  }
  await page.getByRole('textbox', { name: 'Имя' }).fill('Иван')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ivan@example.com')
  await page.getByRole('textbox', { name: 'Телефон для связи' }).fill('9261234567')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Отправить заявку' }).click()
  // Placement is paid: the answer's payment_url leads to the request's bill (a month each: 500 + 700 ₽).
  await expect(page).toHaveURL(/\/sell-number\/payment\/[^/]+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата размещения')
  await expect(page.getByText('К оплате:')).toHaveText('К оплате: 1 200 ₽')
  const [stored] = storedRequests(server.dbPath, 'sell-number').slice(before)
  expect(stored).toMatchObject({ name: 'Иван', email: 'ivan@example.com', number: '+7 ( 926 ) 123 - 45 - 67', consent_to_terms: true })
  expect((stored!['items'] as { number: string; price: number }[]).map(({ number, price }) => ({ number, price }))).toEqual([
    { number: '+7 ( 916 ) 111 - 22 - 33', price: 50000 },
    { number: '+7 ( 903 ) 111 - 22 - 33', price: 70000 },
  ])
})

test("the server's item errors land on the item's field", async ({ page, server }) => {
  await openSellNumber(page)
  const before = storedRequests(server.dbPath, 'sell-number').length
  // Past the browser's checks, the price is changed on its way: the server judges it.
  await page.route('**/forms/sell-number/', (route) =>
    route.continue({ postData: route.request().postData()!.replace('\r\n\r\n50000\r\n', '\r\n\r\n50 000 руб\r\n') }),
  )
  await item(page, 0).getByRole('textbox', { name: 'Номер' }).fill('9161112233')
  await item(page, 0).getByRole('textbox', { name: 'Цена, ₽' }).fill('50000')
  await item(page, 0).getByRole('combobox', { name: 'Оператор' }).selectOption({ index: 1 })
  await item(page, 0).getByRole('combobox', { name: 'Регион' }).selectOption({ index: 1 })
  await page.getByRole('textbox', { name: 'Имя' }).fill('Иван')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ivan@example.com')
  await page.getByRole('textbox', { name: 'Телефон для связи' }).fill('9261234567')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(item(page, 0).getByRole('textbox', { name: 'Цена, ₽' })).toHaveAttribute('aria-invalid', 'true')
  await expect(item(page, 0).getByRole('textbox', { name: 'Цена, ₽' })).not.toHaveAccessibleDescription('')
  expect(storedRequests(server.dbPath, 'sell-number')).toHaveLength(before)
})
