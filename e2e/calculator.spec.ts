import type { Page, Request } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { startServer, type RunningServer } from './server'

/**
 * The tariff calculator against the reference server: the calls-direction shares always sum
 * to 100, the request carries the query of spec §7, results come with the count line, «more»
 * loads to the count, the sort select reorders, and nothing found says so.
 */

// The full demo catalogue (320 tariffs), so «more» has pages to load.
let store: RunningServer
test.beforeAll(async () => {
  store = await startServer({ env: { NODE_ENV: 'development', SEED_NUMBERS: '200' } })
})
test.afterAll(async () => store?.stop())

const CALCULATOR_API = '/api/tariffs/calculator/'
const isCalculatorCall = (request: Request) => new URL(request.url()).pathname === CALCULATOR_API

/** The three shares as the outputs show them. */
async function shares(page: Page): Promise<number[]> {
  const outputs = await page.locator('.calculator__shares output').allInnerTexts()
  return outputs.map((text) => Number(text.replace('%', '')))
}

async function open(page: Page) {
  await page.goto(`${store.url}/tariffs/calculator/`)
  await expect(page.getByRole('tab', { name: 'Параметры' })).toHaveAttribute('aria-selected', 'true')
}

/**
 * Runs `action` and returns the query of the calculator request that follows it and carries
 * `expected` (on a slow machine a pause inside the action may let an earlier state through).
 */
async function queryAfter(page: Page, action: () => Promise<void>, expected: Record<string, string>): Promise<URLSearchParams> {
  const matches = (request: Request) =>
    isCalculatorCall(request) && Object.entries(expected).every(([name, value]) => new URL(request.url()).searchParams.get(name) === value)
  const [request] = await Promise.all([page.waitForRequest(matches), action()])
  return new URL(request.url()).searchParams
}

test('the calls-direction shares always sum to 100, by pointer values and by keyboard', async ({ page }) => {
  await open(page)
  expect(await shares(page)).toEqual([60, 30, 10])
  const same = page.getByRole('slider', { name: 'Своего оператора' })
  const other = page.getByRole('slider', { name: 'Других операторов' })
  const abroad = page.getByRole('slider', { name: 'За границу' })
  for (const [slider, value] of [
    [same, '85'],
    [other, '40'],
    [abroad, '70'],
    [same, '0'],
    [other, '100'],
    [abroad, '5'],
  ] as const) {
    await slider.fill(value)
    const now = await shares(page)
    expect(
      now.reduce((a, b) => a + b, 0),
      `after ${value}: ${now}`,
    ).toBe(100)
    expect(now.every((v) => v >= 0 && v <= 100)).toBe(true)
  }
  await same.focus()
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowRight')
  expect((await shares(page)).reduce((a, b) => a + b, 0)).toBe(100)
  await expect(same).toHaveAttribute('aria-valuetext', `${(await shares(page))[0]}%`)
})

test("the request carries the spec's query, debounced; results with the count line, «more» to the count, sort", async ({ page }) => {
  await open(page)
  const minutes = page.getByLabel('Минут разговора в день')
  const query = await queryAfter(
    page,
    async () => {
      await minutes.fill('10')
      await page.getByLabel('SMS в день').fill('1')
      await page.getByLabel('Интернет, ГБ в месяц').fill('5')
      await page.getByRole('checkbox', { name: 'МТС' }).check()
      await page.getByRole('checkbox', { name: 'Билайн' }).check()
    },
    { provider: 'mts,beeline', gb: '5' },
  )
  // The request 500 ms after the last change carries the form's last state, exactly the query of spec §7.
  expect(Object.fromEntries(query)).toEqual({
    provider: 'mts,beeline',
    calls: '180,90,30',
    sms: '30',
    gb: '5',
    ordering: 'price',
    limit: '10',
    offset: '0',
  })

  // Every provider's unlimited tariffs: a few pages (36 in the demo data), not the whole catalogue,
  // whose 30 round trips of «more» took the test past its timeout on a busy machine.
  const unlimited = await queryAfter(
    page,
    async () => {
      await page.getByRole('checkbox', { name: 'МТС' }).uncheck()
      await page.getByRole('checkbox', { name: 'Билайн' }).uncheck()
      await minutes.fill('0')
      await page.getByLabel('SMS в день').fill('0')
      await page.getByRole('checkbox', { name: 'Безлимитный интернет (∞)' }).check()
    },
    { calls: '0,0,0', sms: '0', gb_unlim: 'true' },
  )
  expect(unlimited.has('provider')).toBe(false)
  expect(unlimited.has('gb')).toBe(false)
  const expected = (await (await page.request.get(`${store.url}${CALCULATOR_API}?${unlimited.toString()}`)).json()) as {
    count: number
    provider_count: number
  }
  expect(expected.count).toBeGreaterThan(20)
  await page.getByRole('button', { name: 'Показать тарифы' }).click()
  await expect(page.getByRole('tab', { name: 'Результаты' })).toHaveAttribute('aria-selected', 'true')
  const status = page.getByRole('tabpanel', { name: 'Результаты' }).getByRole('status')
  await expect(status).toHaveText(new RegExp(`^Найдено ${expected.count} тариф(|а|ов) у ${expected.provider_count} оператор(а|ов)$`))
  const cards = page.locator('.calculator__list .tariff-card')
  await expect(cards).toHaveCount(10)

  const more = page.getByRole('button', { name: 'Показать ещё' })
  while ((await cards.count()) < expected.count) {
    const before = await cards.count()
    await more.click()
    await expect(cards).toHaveCount(Math.min(before + 10, expected.count))
  }
  await expect(more).toBeHidden()

  const sorted = await queryAfter(
    page,
    async () => {
      await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('-price')
    },
    { ordering: '-price' },
  )
  expect(sorted.get('offset')).toBe('0')
  await expect(cards).toHaveCount(10)
  const fees = (await page.locator('.calculator__list .tariff-card__price').allInnerTexts()).map((t) =>
    Number(t.replace(/[^\d,]/g, '').replace(',', '.')),
  )
  expect(fees).toEqual([...fees].sort((a, b) => b - a))
  await expectNoAxeViolations(page, '/tariffs/calculator/ results')

  await page.getByRole('button', { name: 'Изменить параметры' }).click()
  await expect(page.getByRole('tab', { name: 'Параметры' })).toBeFocused()
  await expect(minutes).toBeVisible()
  await expectNoAxeViolations(page, '/tariffs/calculator/ form')
})

test('bad input is clamped, and a query nothing matches says «Ничего не найдено»', async ({ page }) => {
  await open(page)
  const minutes = page.getByLabel('Минут разговора в день')
  await minutes.fill('-50')
  await expect(minutes).toHaveValue('0')
  const query = await queryAfter(page, () => minutes.fill('99999'), { calls: '25920,12960,4320' })
  await expect(minutes).toHaveValue('1440')
  expect(
    query
      .get('calls')!
      .split(',')
      .map(Number)
      .reduce((a, b) => a + b, 0),
  ).toBe(1440 * 30)
  await page.getByRole('button', { name: 'Показать тарифы' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Результаты' }).getByRole('status')).toHaveText('Ничего не найдено')
  await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0)
})

test('a reload scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 })
  await open(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Параметры' })).toHaveAttribute('aria-selected', 'true')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
