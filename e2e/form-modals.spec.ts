import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { builtFile, expect, test } from './fixtures'
import { soldNumber } from './catalog-views'
import { countPageLoads, countPosts, storedRequests } from './forms-db'

/**
 * The modal request forms (issue 11): callback from the footer, number and tariff selection
 * from their catalogues. Each opens from a server-rendered button, validates by the spec §5
 * rules, posts JSON to its /api/forms/ endpoint and is replaced by the success modal.
 */

const REQUIRED = 'Пожалуйста, заполните это поле'
const CONSENT = 'Подтвердите согласие на обработку персональных данных'

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  // The dialogs' islands wait for the button that opens them (their React comes with it); the
  // buttons' enhancer is live.
  for (const host of await page.locator('[data-island="form-modal"], [data-island="message-modal"]').all()) {
    await expect(host).toHaveAttribute('data-island-state', 'waiting')
  }
  for (const host of await page.locator('[data-island="modal-opener"]').all()) await expect(host).toHaveAttribute('data-island-state', 'mounted')
}

/**
 * An archived tariff: the test seed may have none, so one is added as a copy of the first
 * tariff (archived rows are in no list, so other tests see nothing of it).
 */
function archivedTariff(dbPath: string): { id: number; slug: string; name: string } {
  const db = new Database(dbPath, { fileMustExist: true })
  try {
    const found = db.prepare('SELECT id, slug, name FROM tariffs WHERE archive = 1 ORDER BY id LIMIT 1').get()
    if (found) return found as { id: number; slug: string; name: string }
    const columns = (db.prepare('PRAGMA table_info(tariffs)').all() as { name: string }[]).map((c) => c.name).filter((c) => c !== 'id')
    const values = columns.map((c) => (c === 'slug' ? "'e2e-archived-tariff'" : c === 'archive' ? '1' : c))
    db.prepare(`INSERT INTO tariffs (${columns.join(', ')}) SELECT ${values.join(', ')} FROM tariffs ORDER BY id LIMIT 1`).run()
    return db.prepare("SELECT id, slug, name FROM tariffs WHERE slug = 'e2e-archived-tariff'").get() as { id: number; slug: string; name: string }
  } finally {
    db.close()
  }
}

const field = (page: Page, name: string) => page.getByRole('dialog').getByRole('textbox', { name, exact: true })

test('callback by keyboard alone: open from the footer, fill, send, success, focus back', async ({ page, server }) => {
  await openPage(page, '/')
  const before = storedRequests(server.dbPath, 'callback').length
  const loads = countPageLoads(page)
  await page.getByRole('link', { name: 'О магазине' }).focus()
  await page.keyboard.press('Tab')
  const opener = page.getByRole('button', { name: 'Заказать звонок' })
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Заказать обратный звонок' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page, 'the callback modal')
  await page.keyboard.press('Tab') // from «Закрыть» to the first field
  await expect(field(page, 'Имя')).toBeFocused()
  await page.keyboard.press('Enter') // an empty submit
  await expect(field(page, 'Имя')).toHaveAccessibleDescription(REQUIRED)
  await expect(field(page, 'Телефон')).toHaveAccessibleDescription(REQUIRED)
  await expect(dialog.getByRole('checkbox')).toHaveAccessibleDescription(CONSENT)
  await expectNoAxeViolations(page, 'the callback modal with errors')

  await expect(field(page, 'Имя')).toBeFocused()
  await page.keyboard.type('Я')
  await page.keyboard.press('Tab')
  await expect(field(page, 'Имя')).toHaveAccessibleDescription('В имени должно быть не менее двух символов.')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('End') // Tab selects the field's text; add to it instead
  await page.keyboard.type('на')
  await page.keyboard.press('Tab')
  await page.keyboard.type('89161234567')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Отправить' })).toBeFocused()
  await page.keyboard.press('Enter')

  const success = page.getByRole('dialog', { name: 'Заявка отправлена' })
  await expect(success).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(success).toBeHidden()
  await expect(opener).toBeFocused()
  expect(loads.count).toBe(0)
  expect(storedRequests(server.dbPath, 'callback').slice(before)).toEqual([
    { name: 'Яна', number: '+7 ( 916 ) 123 - 45 - 67', consent_to_terms: true },
  ])
})

test('callback: the server field errors land on their fields', async ({ page, server }) => {
  await openPage(page, '/')
  const before = storedRequests(server.dbPath, 'callback').length
  // Past the browser's checks, the request is changed on its way: the server judges the name.
  await page.route('**/api/forms/create-call-back/', (route) => route.continue({ postData: route.request().postData()!.replace('"Анна"', '"А"') }))
  await page.getByRole('button', { name: 'Заказать звонок' }).click()
  await field(page, 'Имя').fill('Анна')
  await field(page, 'Телефон').fill('9161234567')
  await page.getByRole('dialog').getByRole('checkbox').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Отправить' }).click()
  await expect(field(page, 'Имя')).toHaveAccessibleDescription('В имени должно быть не менее двух символов.')
  await expect(field(page, 'Имя')).toHaveValue('Анна')
  expect(storedRequests(server.dbPath, 'callback')).toHaveLength(before)
})

for (const { path, opener, title, kind, endpoint, fill, stored } of [
  {
    path: '/numbers/',
    opener: 'Подобрать номер',
    title: 'Подбор номера',
    kind: 'number-selection',
    endpoint: '/api/forms/create-number-selection-request/',
    fill: { 'Желаемый номер или маска': '*777', 'Контактное лицо': 'Пётр', 'E-mail': 'petr@example.com', Телефон: '9031234567' },
    stored: {
      desired_number: '*777',
      contact_person: 'Пётр',
      email: 'petr@example.com',
      contact_number: '+7 ( 903 ) 123 - 45 - 67',
      consent_to_terms: true,
      comment: '',
    },
  },
  {
    path: '/tariffs/',
    opener: 'Подобрать тариф',
    title: 'Подбор тарифа',
    kind: 'tariff-selection',
    endpoint: '/api/forms/create-tariff-selection-request/',
    fill: {
      'Минут в месяц': '500',
      'SMS в месяц': '50',
      'Интернет, МБ в месяц': '20000',
      'Контактное лицо': 'Пётр',
      'E-mail': 'petr@example.com',
      Телефон: '9031234567',
    },
    stored: {
      minutes: '500',
      sms: '50',
      megabytes: '20000',
      contact_person: 'Пётр',
      email: 'petr@example.com',
      contact_number: '+7 ( 903 ) 123 - 45 - 67',
      consent_to_terms: true,
      comment: '',
    },
  },
]) {
  test(`${kind}: empty submit sends nothing; digits only; a valid request is stored; axe`, async ({ page, server }) => {
    await openPage(page, path)
    const before = storedRequests(server.dbPath, kind).length
    const posts = countPosts(page, endpoint)
    await page.getByRole('button', { name: opener }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page, `the ${kind} modal`)
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    for (const label of Object.keys(fill)) await expect(field(page, label)).toHaveAccessibleDescription(REQUIRED)
    await expectNoAxeViolations(page, `the ${kind} modal with errors`)
    expect(posts.count).toBe(0)

    for (const [label, value] of Object.entries(fill)) await field(page, label).fill(value)
    if (kind === 'tariff-selection') {
      await field(page, 'SMS в месяц').fill('50 шт')
      await field(page, 'SMS в месяц').blur()
      await expect(field(page, 'SMS в месяц')).toHaveAccessibleDescription('Введите цифры')
      await field(page, 'SMS в месяц').fill('50')
    }
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
    expect(storedRequests(server.dbPath, kind).slice(before)).toEqual([stored])
  })
}

test('stock request from a sold number: empty submit, a bad desired number, the server errors, stored', async ({ page, server }) => {
  const { slug, digits } = soldNumber(server.dbPath)
  await openPage(page, `/${slug}/number/${digits}.html`)
  const before = storedRequests(server.dbPath, 'stock-request-number').length
  await page.getByRole('button', { name: 'Хочу похожий номер' }).click()
  const dialog = page.getByRole('dialog', { name: 'Заявка на похожий номер' })
  await expect(dialog).toBeVisible()
  const sold = await field(page, 'Желаемый номер или маска').inputValue()
  expect(sold.replace(/\D/g, '')).toBe(digits)
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(field(page, 'Имя')).toHaveAccessibleDescription(REQUIRED)
  await expect(field(page, 'Телефон')).toHaveAccessibleDescription(REQUIRED)
  await expect(field(page, 'E-mail')).not.toHaveAttribute('aria-invalid')
  await expectNoAxeViolations(page, 'the stock request modal with errors')

  await field(page, 'Желаемый номер или маска').fill('912 XXX')
  await field(page, 'Желаемый номер или маска').blur()
  await expect(field(page, 'Желаемый номер или маска')).toHaveAccessibleDescription('Введите корректный номер телефона.')
  await field(page, 'Желаемый номер или маска').fill('+7 (912) XXX-XX-67')
  await field(page, 'Имя').fill('Анна')
  await field(page, 'Телефон').fill('9161234567')
  await dialog.getByRole('checkbox').check()

  // Past the browser's checks, the e-mail is spoilt on its way: the server's JSON errors map back.
  await page.route('**/forms/stock-request/number/', (route) =>
    route.continue({ postData: route.request().postData()!.replace('"client_email":""', '"client_email":"anna@"') }),
  )
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Введите корректный e-mail')
  expect(storedRequests(server.dbPath, 'stock-request-number')).toHaveLength(before)
  await page.unroute('**/forms/stock-request/number/')

  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
  expect(storedRequests(server.dbPath, 'stock-request-number').slice(before)).toEqual([
    {
      client_name: 'Анна',
      client_phone: '+7 ( 916 ) 123 - 45 - 67',
      client_email: '',
      consent_to_terms: true,
      origin_number: sold,
      desired_number: '+7 (912) XXX-XX-67',
    },
  ])
})

test('stock request from an archived tariff: the page answers 404 with the request; empty submit, stored with the tariff', async ({
  page,
  server,
}) => {
  const archived = archivedTariff(server.dbPath)
  const response = await page.goto(`/tariffs/${archived.slug}/`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Тариф «${archived.name}» больше не подключается`)
  for (const host of await page.locator('[data-island="form-modal"], [data-island="message-modal"]').all()) {
    await expect(host).toHaveAttribute('data-island-state', 'waiting')
  }
  const before = storedRequests(server.dbPath, 'stock-request-tariff').length
  await page.getByRole('button', { name: 'Подобрать похожий тариф' }).click()
  const dialog = page.getByRole('dialog', { name: 'Заявка на похожий тариф' })
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(field(page, 'Имя')).toHaveAccessibleDescription(REQUIRED)
  await expectNoAxeViolations(page, 'the tariff stock request with errors')
  await field(page, 'Имя').fill('Анна')
  await field(page, 'Телефон').fill('9161234567')
  await field(page, 'E-mail').fill('anna@example.com')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
  expect(storedRequests(server.dbPath, 'stock-request-tariff').slice(before)).toEqual([
    {
      client_name: 'Анна',
      client_phone: '+7 ( 916 ) 123 - 45 - 67',
      client_email: 'anna@example.com',
      consent_to_terms: true,
      origin_number: '',
      tariff: String(archived.id),
    },
  ])
})

test('number and tariff pages open the selection modals too', async ({ page }) => {
  const get = async (url: string) => ((await (await page.request.get(url)).json()) as { results: { absolute_url: string }[] }).results[0]!
  for (const [url, opener, title] of [
    [(await get('/api/catalog/numbers/?page_size=1')).absolute_url, 'Подобрать другой номер', 'Подбор номера'],
    [(await get('/api/catalog/tariffs/?page_size=1')).absolute_url, 'Подобрать тариф', 'Подбор тарифа'],
  ] as const) {
    await openPage(page, url)
    await page.getByRole('button', { name: opener }).click()
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  }
})

test('imask comes with the first masked field: not on a page whose only phone field is in a closed dialog; what is typed before it arrives is kept and formatted', async ({
  page,
}) => {
  const imask = `/static/dist/${builtFile('browser/dom/imask.ts')}`
  const asked: string[] = []
  page.on('request', (request) => void asked.push(new URL(request.url()).pathname))
  // Held until the phone is typed: the field is a plain input meanwhile.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${imask}`, async (route) => {
    await held
    await route.continue()
  })
  await openPage(page, '/regions/')
  await page.waitForLoadState('networkidle')
  expect(asked).not.toContain(imask)

  await page.getByRole('button', { name: 'Заказать звонок' }).click()
  await field(page, 'Телефон').click()
  await page.keyboard.type('89161234567')
  await expect(field(page, 'Телефон')).toHaveValue('89161234567')
  expect(asked).toContain(imask)
  // Left before its mask came: not judged by the masked shape it does not have yet.
  await page.keyboard.press('Tab')
  await expect(field(page, 'Телефон')).not.toHaveAttribute('aria-invalid')
  release()
  await expect(field(page, 'Телефон')).toHaveValue('+7 ( 916 ) 123 - 45 - 67')
  // Typing goes on through the mask, at the end of what it formatted.
  await field(page, 'Телефон').click()
  await page.keyboard.press('End')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('8')
  await expect(field(page, 'Телефон')).toHaveValue('+7 ( 916 ) 123 - 45 - 68')
})
