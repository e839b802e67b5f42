import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * The widgets over server markup in Chromium against the reference server: the device page's
 * gallery, info accordion (side tabs from lg), price tooltip and provider pills; the tariff
 * page's tabs; the comparison table's scroll hint.
 */

async function devicePage(page: Page, baseURL: string): Promise<string> {
  const list = (await (await fetch(`${baseURL}/api/catalog/devices/?page_size=1`)).json()) as { results: { absolute_url: string; name: string }[] }
  await page.goto(list.results[0]!.absolute_url)
  return list.results[0]!.name
}

test('gallery: a thumbnail shows its picture, arrow keys and a swipe move through them', async ({ page, baseURL }) => {
  const name = await devicePage(page, baseURL!)
  const thumbs = page.getByRole('list', { name: `Фотографии ${name}` }).getByRole('button')
  await expect(thumbs).toHaveCount(3)
  const main = page.locator('[data-gallery-main] img')
  await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'true')

  await thumbs.nth(2).click()
  await expect(main).toHaveAttribute('alt', `${name}, фото 3 из 3`)
  await expect(main).toHaveAttribute('src', /-side\.svg$/)
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true')
  await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'false')

  await page.keyboard.press('ArrowRight') // focus is on the third thumbnail: wraps to the first
  await expect(main).toHaveAttribute('alt', `${name}, фото 1 из 3`)
  await expect(thumbs.nth(0)).toBeFocused()

  const box = (await page.locator('[data-gallery-main]').boundingBox())!
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect(main).toHaveAttribute('alt', `${name}, фото 2 из 3`)
  await expect(main).toHaveAttribute('src', /-back\.svg$/)
})

test('info accordion on a tablet, side tabs from lg (992 px) as the window grows; axe on both', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await devicePage(page, baseURL!)
  const host = page.locator('[data-island="info-accordion"]')
  await expect(host).toHaveAttribute('data-info-mode', 'accordion')
  const description = page.getByRole('button', { name: 'Описание' })
  const specs = page.getByRole('button', { name: 'Характеристики' })
  await expect(description).toHaveAttribute('aria-expanded', 'true')
  await expect(specs).toHaveAttribute('aria-expanded', 'false')
  await specs.click()
  await expect(host.locator('#info-panel-specs')).toBeVisible()
  await expect(specs).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page, 'device page, accordion')

  await page.setViewportSize({ width: 1200, height: 900 })
  await expect(host).toHaveAttribute('data-info-mode', 'tabs')
  const tablist = page.getByRole('tablist', { name: 'О товаре' })
  await expect(tablist).toHaveAttribute('aria-orientation', 'vertical')
  // The section the visitor had open is the selected tab.
  await expect(tablist.getByRole('tab', { name: 'Характеристики' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Характеристики' })).toBeVisible()
  await tablist.getByRole('tab', { name: 'Характеристики' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(tablist.getByRole('tab', { name: 'Доставка и оплата' })).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Доставка и оплата' })).toBeVisible()
  await expect(page.getByRole('tabpanel', { name: 'Характеристики' })).toBeHidden()
  await expectNoAxeViolations(page, 'device page, side tabs')

  await page.setViewportSize({ width: 600, height: 900 })
  await expect(host).toHaveAttribute('data-info-mode', 'accordion')
  await expect(page.getByRole('button', { name: 'Доставка и оплата' })).toHaveAttribute('aria-expanded', 'true')
})

/** What a toggle's ::after draws: its text (none: no glyph a font may lack) and its bars' sizes. */
const toggleIcon = (toggle: Locator) =>
  toggle.evaluate((element) => {
    const after = getComputedStyle(element, '::after')
    return { text: after.content, bars: after.backgroundSize }
  })
const PLUS = { text: '""', bars: '100% 2px, 2px 100%' }
const MINUS = { text: '""', bars: '100% 2px, 0px 0px' }

test("the FAQ's and the device accordion's plus and minus are drawn bars, not glyphs", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const question = page.getByRole('button', { name: 'Как купить номер?' })
  expect(await toggleIcon(question)).toEqual(PLUS)
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => toggleIcon(question)).toEqual(MINUS)

  await devicePage(page, baseURL!)
  const description = page.getByRole('button', { name: 'Описание' })
  await expect(description).toHaveAttribute('aria-expanded', 'true')
  expect(await toggleIcon(description)).toEqual(MINUS)
  expect(await toggleIcon(page.getByRole('button', { name: 'Характеристики' }))).toEqual(PLUS)
})

test('price tooltip: a click shows it, Escape hides it; it describes its button', async ({ page, baseURL }) => {
  await devicePage(page, baseURL!)
  const trigger = page.getByRole('button', { name: 'О цене' })
  await expect(trigger).toHaveAccessibleDescription('Цена устройства без SIM-карты и тарифа; тариф оплачивается отдельно.')
  const tip = page.getByRole('tooltip')
  await expect(tip).toBeHidden()
  // The island wakes on the first pointer inside its host: the runtime must be watching the host
  // first. A click before it has scanned the page (the loader still fetching it, on a busy
  // machine) meets the plain server button and wakes nothing, which failed 1 run in 3.
  await expect(page.locator('[data-island="tooltip"]')).toHaveAttribute('data-island-state', 'waiting')
  await trigger.click()
  await expect(tip).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tip).toBeHidden()
  await expect(trigger).toBeFocused()
  await trigger.click()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(tip).toBeHidden()
})

test('provider pills over the related tariffs toggle their pressed state and the list', async ({ page, baseURL }) => {
  await devicePage(page, baseURL!)
  const group = page.getByRole('group', { name: 'Оператор' })
  await group.scrollIntoViewIfNeeded() // the island mounts once it is near the viewport
  await expect(group).toHaveAttribute('data-island-state', 'mounted')
  const pills = group.getByRole('button')
  const names = (await pills.allInnerTexts()).slice(1)
  expect(names.length).toBeGreaterThan(0)
  const cards = page.locator('#related-tariffs-list > li')
  const total = await cards.count()
  await group.getByRole('button', { name: names[0] }).click()
  await expect(group.getByRole('button', { name: names[0] })).toHaveAttribute('aria-pressed', 'true')
  await expect(group.getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'false')
  for (const card of await cards.filter({ visible: true }).all()) await expect(card.locator('.tariff-card__provider')).toHaveText(names[0]!)
  await group.getByRole('button', { name: 'Все' }).click()
  await expect(cards.filter({ visible: true })).toHaveCount(total)
})

test('tariff page tabs: WAI-ARIA tabs by pointer and keyboard; axe finds nothing', async ({ page, baseURL }) => {
  const list = (await (await fetch(`${baseURL}/api/catalog/tariffs/?page_size=20`)).json()) as {
    results: { absolute_url: string; included_options: unknown[] }[]
  }
  await page.goto(list.results.find((t) => t.included_options.length > 0)!.absolute_url)
  const tablist = page.getByRole('tablist', { name: 'О тарифе' })
  await expect(tablist.getByRole('tab', { name: 'Что входит' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Что входит' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Условия' })).toBeHidden()
  await tablist.getByRole('tab', { name: 'Условия' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Условия' })).toBeVisible()
  await expect(page).not.toHaveURL(/#/)
  await page.keyboard.press('Home')
  await expect(tablist.getByRole('tab', { name: 'Что входит' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tabpanel', { name: 'Безлимитные приложения' })).toBeVisible()
  await expectNoAxeViolations(page, 'tariff page')
})

test('comparison table on a phone: the scroll hint shows, fades at the first scroll and is removed 5 s later', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.goto('/tariffs/')
  for (const i of [0, 1, 2]) {
    const card = page.locator('.tariff-card').nth(i)
    await card.scrollIntoViewIfNeeded()
    await card.getByRole('button', { name: 'Сравнить' }).click()
    await expect(card.getByRole('link', { name: 'К сравнению' })).toBeVisible()
  }
  await page.clock.install()
  await page.goto('/tariffs/compare/')
  const hint = page.getByText('Прокрутите таблицу вбок →')
  await expect(hint).toBeVisible()
  // Paused (an installed clock still runs in real time): the 5 s are counted by the test alone.
  await page.clock.pauseAt(Date.now() + 10_000)
  await page.getByRole('region', { name: 'Таблица сравнения' }).evaluate((el) => el.scrollBy({ left: 120 }))
  await expect(page.locator('[data-island="scroll-hint"]')).toHaveAttribute('data-scroll-hint-fading', '')
  await page.clock.runFor(4900)
  await expect(hint).toHaveCount(1)
  await page.clock.runFor(200)
  await expect(hint).toHaveCount(0)
})
