import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { islandsSettled } from './demo-pages'
import { budgetForPages, expect, FULL_DEMO_DATA, pressable, pressWhenTaken, test } from './fixtures'
import { layoutShiftOf } from './layout-shift'
import { BREAKPOINTS, PHONE_WIDTHS, resizeTo } from './page-fit'
import { openHeaderMenu } from './page-states'

/**
 * Issue 41's header on the data `npm start` seeds: one row at every width (≤ 64 px; the menu
 * button, the brand, the search and the cart, from lg the region and the greeting, from xl the
 * shop's phone), the search's placeholder whole wherever the field shows, the greeting, «Войти»
 * and the region in the menu on a phone, all of it without script too; the skip link first on
 * every page.
 */

test.use({ serverEnv: FULL_DEMO_DATA })

// 992 and 1200: where the region and the greeting, then the shop's phone come into the row (the tightest).
const WIDTHS = [...PHONE_WIDTHS, 480, 600, 768, 900, 992, 1024, 1200, 1280, 1440]
const HEADER_MAX = 64
const TOUCH = 44

/** The header's controls a visitor sees in its row, each with its box; the placeholder against the search field's room. */
async function headerRow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header.site-header')!.getBoundingClientRect()
    const row = document.querySelector<HTMLElement>('.site-header__inner')!
    const named: Record<string, string> = {
      menu: '.site-menu__burger',
      brand: '.site-header__brand',
      search: '.header-search__open, .header-search__form--desktop',
      region: '.region-selector__toggle',
      greeting: '.customer-greeting',
      phone: '.site-header__phone',
      cart: '.cart-summary__link, .cart-dropdown__toggle',
    }
    const controls = Object.entries(named).flatMap(([name, selector]) =>
      [...row.querySelectorAll(selector)]
        .filter((element) => element.getClientRects().length > 0 && element.closest('dialog') === null)
        .map((element) => {
          const { left, right, top, bottom, width, height } = element.getBoundingClientRect()
          return { name, left, right, top, bottom, width, height }
        }),
    )
    const input = row.querySelector<HTMLInputElement>('.header-search__form--desktop .header-search__input')!
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    return {
      top: header.top,
      bottom: header.bottom,
      height: header.height,
      overflow: row.scrollWidth - row.clientWidth,
      controls,
      greeting: row.querySelector('.customer-greeting') !== null,
      field: input.getClientRects().length > 0 ? input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) : null,
      placeholder: context.measureText(input.placeholder).width,
    }
  })
}

/** What is wrong with the header row at this width, one line each. */
async function rowFindings(page: Page, what: string, width: number): Promise<string[]> {
  const row = await headerRow(page)
  const at = `${what} at ${width} px`
  const found: string[] = []
  if (row.height > HEADER_MAX) found.push(`${at}: the header is ${row.height} px high`)
  if (row.overflow > 0) found.push(`${at}: the row overflows by ${row.overflow} px`)
  const names = row.controls.map(({ name }) => name)
  // A page without the greeting (/about/, the 404) has none to show.
  const inRow = width < BREAKPOINTS.lg ? [] : row.greeting ? ['region', 'greeting'] : ['region']
  // The shop's phone only from xl: from lg to xl the row has no room for it.
  const phone = width < BREAKPOINTS.xl ? [] : ['phone']
  const expected = ['menu', 'brand', 'search', ...inRow, ...phone, 'cart']
  if (names.sort().join() !== [...expected].sort().join()) found.push(`${at}: the row shows ${names.join(', ')}, not ${expected.join(', ')}`)
  // One row: every control inside the header's box, all of them side by side.
  const lowestTop = Math.max(...row.controls.map(({ top }) => top))
  const highestBottom = Math.min(...row.controls.map(({ bottom }) => bottom))
  if (lowestTop >= highestBottom) found.push(`${at}: the controls are not in one row`)
  for (const control of row.controls) {
    if (control.top < row.top - 0.5 || control.bottom > row.bottom + 0.5) found.push(`${at}: ${control.name} sticks out of the header`)
  }
  const byLeft = [...row.controls].sort((a, b) => a.left - b.left)
  byLeft.slice(1).forEach((control, i) => {
    if (control.left < byLeft[i]!.right - 0.5) found.push(`${at}: ${control.name} overlaps ${byLeft[i]!.name}`)
  })
  if (width < BREAKPOINTS.sm) {
    for (const control of row.controls.filter(({ name }) => name !== 'brand')) {
      if (Math.round(control.width) < TOUCH || Math.round(control.height) < TOUCH) {
        found.push(`${at}: ${control.name} is ${Math.round(control.width)} × ${Math.round(control.height)} px`)
      }
    }
  }
  if (row.field !== null && row.field < row.placeholder) {
    found.push(`${at}: the search field has ${Math.round(row.field)} px for a placeholder of ${Math.round(row.placeholder)} px`)
  }
  if (width >= BREAKPOINTS.md && row.field === null) found.push(`${at}: no search field`)
  return found
}

/** Signs in (the SMS code from the development outbox) and puts a number in the cart, through the API as the islands call it. */
async function signInWithANumber(page: Page): Promise<void> {
  await page.goto('/')
  await page.evaluate(async () => {
    const csrf = /csrftoken=([^;]+)/.exec(document.cookie)![1]!
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf }, body: JSON.stringify(body) })
    const phone = '+79161234567'
    await post('/api/customers/send-signin-code/', { phone_number: phone })
    const outbox = (await (await fetch(`/api/dev/sms-outbox/?phone_number=${encodeURIComponent(phone)}`)).json()) as { results: { text: string }[] }
    await post('/api/customers/confirm-signin-code/', { phone_number: phone, code: /(\d{4,})$/.exec(outbox.results[0]!.text)![1] })
    const numbers = (await (await fetch('/api/catalog/numbers/?page_size=1')).json()) as { results: { id: number }[] }
    await post('/api/cart/items/', { number: numbers.results[0]!.id, sim_type: 4 })
  })
}

test('the header is one row of at most 64 px at 320–1440 px, its search placeholder whole, on every kind of page and once signed in with a cart', async ({
  page,
}) => {
  const numberCard = ((await (await page.request.get('/api/catalog/numbers/?page_size=1')).json()) as { results: { absolute_url: string }[] })
    .results[0]!.absolute_url
  const pages = ['/', '/numbers/', numberCard, '/tariffs/', '/order/', '/search/?query=мтс', '/about/', '/no-such-page/']
  // Each page at every width, then a signed-in page.
  budgetForPages(pages.length + 2)
  const findings: string[] = []
  const check = async (what: string) => {
    for (const width of WIDTHS) {
      await resizeTo(page, width)
      findings.push(...(await rowFindings(page, what, width)))
    }
  }
  for (const path of pages) {
    await resizeTo(page, WIDTHS[0]!)
    await page.goto(path)
    await islandsSettled(page)
    await check(path)
  }
  // The widest the row gets: «Здравствуйте!» with the phone, and the cart's total.
  await signInWithANumber(page)
  await page.goto('/numbers/')
  await islandsSettled(page)
  await pressable(page.locator('header'), /^Корзина/).hover()
  await expect(page.locator('.site-header .cart-summary__total')).toHaveText(/\d/)
  await expect(page.locator('.site-header .greeting__name')).toHaveText('+7 (916) 123-45-67')
  await check('/numbers/ signed in with a number in the cart')
  expect(findings).toEqual([])
})

test('a phone: the greeting, «Войти» and the region are in the menu, and the region changes from there with the focus in its city field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/tariffs/')
  await islandsSettled(page)
  const header = page.locator('header.site-header')
  const signin = header.getByRole('link', { name: 'Войти' })
  await expect(signin).toBeHidden()
  await expect(header.getByText('Добро пожаловать!')).toBeHidden()
  await expect(pressable(header, 'Регион: Москва')).toBeHidden()

  await openHeaderMenu(page)
  await expect(header.getByText('Добро пожаловать!')).toBeVisible()
  await expect(signin).toBeVisible()
  await expect(signin).toHaveAttribute('href', '/customer/signin/')
  await expect(header.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Тарифы', exact: true })).toBeVisible()
  await pressable(header, 'Регион: Москва').click()
  const dialog = page.getByRole('dialog', { name: 'Выберите свой регион' })
  const city = dialog.getByRole('searchbox', { name: 'Поиск города' })
  await expect(city).toBeFocused()
  await expectNoAxeViolations(page, 'the region dialog from the phone menu')
  // Escape is the dialog's: the menu stays open under it, the focus back on the region.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'true')
  await expect(pressable(header, 'Регион: Москва')).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(city).toBeFocused()
  await page.keyboard.type('казан')
  await dialog.getByRole('link', { name: 'Казань' }).click()
  await expect(page).toHaveURL(/\/tariffs\/$/)
  await openHeaderMenu(page)
  await expect(pressable(header, 'Регион: Казань')).toBeVisible()
})

test('a desktop: the region dialog opens with the focus in its city field', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await pressWhenTaken(page.locator('header [data-island="region-selector"]'), 'Регион: Москва')
  await expect(page.getByRole('dialog', { name: 'Выберите свой регион' }).getByRole('searchbox', { name: 'Поиск города' })).toBeFocused()
})

/** The smaller side of what is drawn of `link` (a visually hidden one is clipped to nothing). */
const drawnSize = (link: Locator) =>
  link.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect()
    return getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)' ? 0 : Math.min(width, height)
  })

test('the skip link is the first Tab stop of every page, shown when focused, and after Enter the next Tab is in the content', async ({ page }) => {
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' })
  for (const [path, width] of [
    ['/', 1280],
    ['/numbers/', 390],
    ['/tariffs/calculator/', 1280],
    ['/order/', 390],
    ['/about/', 1280],
    ['/no-such-page/', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(path)
    await islandsSettled(page)
    expect(await drawnSize(skip), `${path}: out of sight until focused`).toBeLessThanOrEqual(1)
    await page.keyboard.press('Tab')
    await expect(skip, `${path}: the first Tab stop`).toBeFocused()
    await expect(skip, `${path}: shown when focused`).toBeInViewport({ ratio: 1 })
    expect(await drawnSize(skip), `${path}: drawn whole`).toBeGreaterThan(20)
    // The link moves the browser's starting point of Tab to <main id="content"> (no tabindex there:
    // one would make every click in the content focus <main> and restart Tab from its top).
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null), `${path}: the next Tab is in the content`).toBe(true)
    expect(await drawnSize(skip), `${path}: out of sight again`).toBeLessThanOrEqual(1)
  }
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu opens as a link to its panel: the navigation, «Ещё», the region and «Войти» all work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const header = page.locator('header.site-header')
    await expect(header.getByRole('link', { name: 'Войти' })).toBeHidden()
    await header.getByRole('link', { name: 'Меню' }).click()
    await expect(header.getByRole('link', { name: 'Войти' })).toBeVisible()
    await header.getByRole('link', { name: 'Ещё' }).click()
    await expect(header.getByRole('link', { name: 'Новости' })).toBeVisible()
    await header.getByRole('link', { name: 'Регион: Москва' }).click()
    await expect(page).toHaveURL(/\/regions\/$/)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(header.getByRole('link', { name: 'Регион: Москва' })).toBeVisible()
    const menuTariffs = header.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Тарифы', exact: true })
    await expect(menuTariffs).toBeHidden()
    await header.getByRole('link', { name: 'Меню' }).click()
    await menuTariffs.click()
    await expect(page).toHaveURL(/\/tariffs\/$/)
    await header.getByRole('link', { name: 'Войти' }).click()
    await expect(page).toHaveURL(/\/customer\/signin\/$/)
  })
})

test('at 1280 px the header islands do not move the page either (CLS ≤ 0.01)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of ['/', '/numbers/']) expect(await layoutShiftOf(page, `${baseURL}${path}`), path).toBeLessThanOrEqual(0.01)
})
