import type { Page, Request } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { builtFile, expect, reactDomAfterSettled, test } from './fixtures'
import { startServer, type RunningServer } from './server'

/**
 * The tariff calculator against the reference server: the calls-direction shares always sum
 * to 100, the request carries the query of spec §7, results come with the count line, «more»
 * loads to the count, the sort select reorders, and nothing found says so. The server draws its
 * first look and React comes with the visitor: what the visitor does before it arrives is kept.
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

const HOST = '[data-island="calculator"]'

/** The page with its island there: the server's first look waits for the visitor's pointer, which brings it. */
async function open(page: Page) {
  await page.goto(`${store.url}/tariffs/calculator/`)
  await expect(page.getByRole('tab', { name: 'Параметры' })).toHaveAttribute('aria-selected', 'true')
  await page.locator(HOST).hover()
  await expect(page.locator(HOST)).toHaveAttribute('data-island-state', 'mounted')
}

/** Holds the island's chunk until the returned release: what the visitor does before React arrives. */
async function holdIsland(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/${builtFile('islands/calculator/Calculator.tsx')}`, async (route) => {
    await released
    await route.continue()
  })
  return release
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

test('the page asks for React DOM only once it has settled: the form is the server’s until the visitor comes', async ({ page }) => {
  await page.goto(`${store.url}/tariffs/calculator/`)
  const { settled, reactDom } = await reactDomAfterSettled(page)
  expect(reactDom).toBeGreaterThanOrEqual(settled)
  await expect(page.locator(HOST)).toHaveAttribute('data-island-state', 'waiting')
  await expect(page.getByLabel('Минут разговора в день')).toHaveValue('20')
  expect(await shares(page)).toEqual([60, 30, 10])
})

test('minutes typed before the island arrives stay in the field, focused, and are asked for', async ({ page }) => {
  const release = await holdIsland(page)
  await page.goto(`${store.url}/tariffs/calculator/`)
  const minutes = page.getByLabel('Минут разговора в день')
  await minutes.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('35')
  await expect(page.locator(HOST)).toHaveAttribute('data-island-state', 'pending')
  // 35 minutes a day: 1050 a month, split 60/30/10.
  await queryAfter(
    page,
    async () => {
      release()
      await expect(page.locator(HOST)).toHaveAttribute('data-island-state', 'mounted')
    },
    { calls: '630,315,105' },
  )
  await expect(minutes).toHaveValue('35')
  await expect(minutes).toBeFocused()
  await page.keyboard.type('0')
  await expect(minutes).toHaveValue('350')
})

test('a slider dragged while the island arrives keeps its place, and the shares sum to 100', async ({ page }) => {
  const release = await holdIsland(page)
  await page.goto(`${store.url}/tariffs/calculator/`)
  const same = page.getByRole('slider', { name: 'Своего оператора' })
  const box = (await same.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.6, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.85, y, { steps: 5 })
  const dragged = Number(await same.inputValue())
  expect(dragged).toBeGreaterThan(75)
  release()
  await expect(page.locator(HOST)).toHaveAttribute('data-island-state', 'mounted')
  await expect(same).toHaveValue(String(dragged))
  const other = Math.min(30, 100 - dragged)
  await expect.poll(() => shares(page)).toEqual([dragged, other, 100 - dragged - other])
  await page.mouse.up()
  await expect(same).toHaveValue(String(dragged))
  await expect.poll(() => shares(page)).toEqual([dragged, other, 100 - dragged - other])
})

test('a tab pressed before the island arrives is switched to once it has', async ({ page }) => {
  const release = await holdIsland(page)
  await page.goto(`${store.url}/tariffs/calculator/`)
  const resultsTab = page.getByRole('tab', { name: 'Результаты' })
  await resultsTab.click()
  await expect(page.locator(HOST)).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(resultsTab).toHaveAttribute('aria-selected', 'true')
  await expect(resultsTab).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Результаты' }).getByRole('status')).toHaveText(/^Найдено \d+ тариф/)
  await expect(page.locator(HOST)).not.toHaveAttribute('aria-busy', 'true')
})

test('a reload scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 })
  // Without React: the page's reload-top island is plain DOM, there from the load.
  await page.goto(`${store.url}/tariffs/calculator/`)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Параметры' })).toHaveAttribute('aria-selected', 'true')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.locator(HOST)).toHaveAttribute('data-island-state', 'waiting')
})

test('results are the tariff cards of /tariffs/, the tabs a tablist worked by arrows, the controls in the site’s look', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page)
  const formTab = page.getByRole('tab', { name: 'Параметры' })
  const resultsTab = page.getByRole('tab', { name: 'Результаты' })
  await expect(page.getByRole('tablist', { name: 'Калькулятор тарифов' })).toBeVisible()
  // The site's underlined tab, not the browser's grey button.
  expect(await formTab.evaluate((tab) => getComputedStyle(tab).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
  // The sliders in the brand colour (static/css/site.css --brand).
  const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())
  expect(await page.getByRole('slider', { name: 'Своего оператора' }).evaluate((slider) => getComputedStyle(slider).accentColor)).toBe(
    await page.evaluate((hex) => {
      const probe = document.createElement('i')
      probe.style.color = hex
      document.body.append(probe)
      const rgb = getComputedStyle(probe).color
      probe.remove()
      return rgb
    }, brand),
  )

  await formTab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(resultsTab).toBeFocused()
  await expect(resultsTab).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel', { name: 'Результаты' })
  await expect(panel.getByRole('status')).toHaveText(/^Найдено \d+ тариф/)

  // Each result is the catalogue's card: its name a heading with the link, the monthly price, «В корзину».
  const card = panel.locator('.calculator__item').first().getByRole('article')
  await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toBeVisible()
  await expect(card.getByText(/\d ₽\/мес$/)).toBeVisible()
  // «В корзину» as the catalogue's card has it: a link to the card page until its island comes, then a button.
  await expect(card.getByRole('link', { name: 'В корзину' }).or(card.getByRole('button', { name: /^В корзину/ }))).toBeVisible()
  // The sort is the site's select: bordered like the catalogues' fields, as tall as a touch target.
  const sort = panel.getByRole('combobox', { name: 'Сортировка' })
  expect(await sort.evaluate((select) => getComputedStyle(select).borderTopColor)).toBe(
    await page
      .locator('#calc-minutes, [id$="-minutes"]')
      .first()
      .evaluate((input) => getComputedStyle(input).borderTopColor),
  )
  expect((await sort.boundingBox())!.height).toBeGreaterThanOrEqual(44)

  await page.keyboard.press('ArrowLeft')
  await expect(formTab).toBeFocused()
  await expect(formTab).toHaveAttribute('aria-selected', 'true')
})
