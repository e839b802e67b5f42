import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, FULL_DEMO_DATA, pressable, pressWhenTaken, test } from './fixtures'

/**
 * Issue 41 item 5, on the demo store's own data: at 360 px two tariffs stand side by side with
 * no sideways scroll and both «Убрать» in view; three or more scroll as one strip inside the
 * table's own box, the row labels staying put at its left edge.
 */
test.use({ serverEnv: FULL_DEMO_DATA })

/** Adds the catalogue's first `count` tariffs to the comparison, then opens it at 360 × 800. */
async function compareOnPhone(page: Page, count: number): Promise<void> {
  await page.goto('/tariffs/')
  for (let i = 0; i < count; i += 1) {
    const card = page.locator('.tariff-card').nth(i)
    await card.scrollIntoViewIfNeeded() // the island mounts once its card is near the viewport
    await card.getByRole('button', { name: 'Сравнить' }).click()
    await expect(card.getByRole('link', { name: 'К сравнению' })).toBeVisible()
  }
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/tariffs/compare/')
  await expect(page.locator('[data-island="comparison-table"]')).toHaveAttribute('data-island-state', 'mounted')
}

const table = (page: Page) => page.getByRole('region', { name: 'Таблица сравнения' })

/**
 * The table's words drawn on two lines or more where they may not be: `whole`, anywhere; `syllables`,
 * but at the soft hyphens the server put at their syllables (a piece between two is on one line).
 */
const splitWords = (page: Page, keep: 'whole' | 'syllables') =>
  table(page).evaluate((frame, keep) => {
    const split: string[] = []
    const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      // The line of each letter: its range's last box (Chromium gives a letter after a soft-hyphen
      // break the drawn hyphen's box too, on the line before).
      const lineOf = (at: number) => {
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + 1)
        const boxes = [...range.getClientRects()]
        return boxes.length ? Math.round(boxes[boxes.length - 1]!.top) : null
      }
      for (const word of text.matchAll(/\S+/g)) {
        let line: number | null = null
        for (let at = word.index; at < word.index + word[0].length; at += 1) {
          if (text[at] === '\u00AD') continue
          const here = lineOf(at)
          const atSoftHyphen = keep === 'syllables' && text[at - 1] === '\u00AD'
          if (line !== null && here !== null && here !== line && !atSoftHyphen) split.push(word[0].replaceAll('\u00AD', '·'))
          line = here ?? line
        }
      }
    }
    return split
  }, keep)
const widths = (page: Page) =>
  table(page).evaluate((frame) => ({
    page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
    frame: [frame.scrollWidth, frame.clientWidth],
  }))

test('two tariffs at 360 px: side by side, no sideways scroll, both «Убрать» in view', async ({ page }) => {
  await compareOnPhone(page, 2)
  const {
    page: [pageScroll, pageClient],
    frame: [frameScroll, frameClient],
  } = await widths(page)
  expect(pageScroll).toBe(pageClient)
  expect(frameScroll).toBeLessThanOrEqual(frameClient!)
  const remove = page.getByRole('button', { name: /^Убрать «.+» из сравнения$/ })
  await expect(remove).toHaveCount(2)
  for (const button of await remove.all()) await expect(button).toBeInViewport({ ratio: 1 })
  // Side by side: the two tariffs' header cells on one row.
  const heads = table(page).locator('thead th')
  const [first, second] = [await heads.nth(1).boundingBox(), await heads.nth(2).boundingBox()]
  expect(second!.y).toBe(first!.y)
  expect(second!.x).toBeGreaterThan(first!.x)
  await expect(page.getByText('Прокрутите таблицу вбок →')).toBeHidden()
  // Words whole but at their syllables («Подклю-чение», never «Подключени|е»): issue 49 item 7.
  expect(await splitWords(page, 'syllables')).toEqual([])
  await expectNoAxeViolations(page, 'comparison of two tariffs at 360 px')
})

test('each compared tariff has its «В корзину», which adds it to the cart', async ({ page }) => {
  await compareOnPhone(page, 2)
  const first = table(page).locator('thead th').nth(1)
  await expect(first.getByRole('link', { name: 'В корзину' })).toBeVisible()
  await expect(table(page).locator('thead [data-island="cart-button"]')).toHaveCount(2)
  await pressWhenTaken(first.locator('[data-island="cart-button"]'), 'В корзину')
  await expect(pressable(first, 'Оформить')).toBeVisible()
  await expect(page.locator('[data-island="cart-summary"] .cart-summary__count')).toHaveText('1')
})

test('three tariffs at 360 px: the table scrolls in its own box, the row labels stay put', async ({ page }) => {
  await compareOnPhone(page, 3)
  const {
    page: [pageScroll, pageClient],
    frame: [frameScroll, frameClient],
  } = await widths(page)
  expect(pageScroll).toBe(pageClient)
  expect(frameScroll).toBeGreaterThan(frameClient!)
  // The strip scrolls anyway, so no word is broken inside, not even at its soft hyphens.
  expect(await splitWords(page, 'whole')).toEqual([])

  const label = table(page).locator('tbody th').first()
  const tariff = table(page).locator('thead th').nth(1)
  const [labelBefore, tariffBefore] = [await label.boundingBox(), await tariff.boundingBox()]
  await table(page).evaluate((frame) => frame.scrollBy({ left: 120 }))
  await expect.poll(() => table(page).evaluate((frame) => frame.scrollLeft)).toBeGreaterThan(0)
  const [labelAfter, tariffAfter] = [await label.boundingBox(), await tariff.boundingBox()]
  expect(labelAfter!.x).toBe(labelBefore!.x)
  expect(tariffAfter!.x).toBeLessThan(tariffBefore!.x)
  // The labels cover what scrolls under them: the strip's cell is not what a tap on a label reaches.
  const hit = await label.evaluate((cell) => {
    const box = cell.getBoundingClientRect()
    return cell.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2))
  })
  expect(hit).toBe(true)
})
