import { expectNoAxeViolations } from './axe'
import { expect, reactDomAfterSettled, test } from './fixtures'

/**
 * The age-18 check (spec §2, §4) on the reference server's adult category (the smart-watch
 * landing stands in for one): the server's question keeps the page inert until the visitor
 * confirms, which sets the cookie; denying swaps to the denied dialog. No React comes for it.
 */
const ADULT = '/devices/type/umnye-chasy/'

test('confirm: the page is inert until then; the cookie spares the question next time', async ({ page, server }) => {
  await page.goto(ADULT)
  const ask = page.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' })
  await expect(ask).toBeVisible()
  await expect(ask.getByRole('button', { name: 'Да, мне есть 18' })).toBeFocused()
  await expectNoAxeViolations(page, 'the age modal')
  // Refused; a browser closes a dialog anyway on an Escape repeated without a click between (its
  // close watcher), and the question comes back.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Escape')
    await expect(ask).toBeVisible()
  }
  await expect(ask.getByRole('button', { name: 'Да, мне есть 18' })).toBeFocused()
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    // Inside the dialog, or out in the browser's own controls (body): never the page behind.
    expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog[open]') !== null)).toBe(true)
  }
  // Inert: a link of the page behind cannot even take focus.
  const focusable = () =>
    page
      .locator('main a[href]')
      .first()
      .evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))
  expect(await focusable()).toBe(false)
  await ask.getByRole('button', { name: 'Да, мне есть 18' }).click()
  await expect(ask).toHaveCount(0)
  // The focus goes where the page's reading starts.
  await expect(page.getByRole('heading', { name: 'Умные часы', level: 1 })).toBeFocused()
  expect(await focusable()).toBe(true)
  // The renderer hands document.cookie to the browser's cookie store asynchronously: wait for it.
  await expect.poll(async () => (await page.context().cookies(server.url)).find((c) => c.name === 'age_confirmed')?.value).toBe('1')

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Умные часы', level: 1 })).toBeVisible()
  await expect(page.locator('[data-island="age-gate"]')).toHaveCount(0)
})

test('deny: the denied modal takes its place and only leads away', async ({ page }) => {
  await page.goto(ADULT)
  await page.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' }).getByRole('button', { name: 'Нет' }).click()
  const denied = page.getByRole('dialog', { name: 'Раздел недоступен' })
  await expect(denied).toBeVisible()
  await expect(denied.getByRole('link', { name: 'На главную' })).toBeFocused()
  await expect(page.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(denied).toBeVisible()
  await expectNoAxeViolations(page, 'the denied modal')
  await denied.getByRole('link', { name: 'На главную' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect((await page.context().cookies()).some((c) => c.name === 'age_confirmed')).toBe(false)
})

test('the question is open before the page settles, and React DOM is asked for only after that', async ({ page }) => {
  await page.goto(ADULT)
  await expect(page.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' })).toBeVisible()
  const { settled, reactDom } = await reactDomAfterSettled(page)
  expect(reactDom).toBeGreaterThanOrEqual(settled)
})
