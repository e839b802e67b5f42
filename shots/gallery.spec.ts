import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { demoPages, islandsSettled } from '../e2e/demo-pages'
import { FULL_DEMO_DATA, test } from '../e2e/fixtures'
import { STATES } from '../e2e/page-states'
import { JOURNEY_STEPS } from './journeys'

/**
 * A picture of every demo page and of every named state (dialogs, menus, results, the journeys'
 * steps) at a phone's and a laptop's width on the data `npm start` seeds, written whole into
 * test-results/shots/ with an index.html to look through: for a person, before saying a screen is
 * done. Nothing here passes or fails but a state that cannot be reached.
 */
const OUT = path.resolve(import.meta.dirname, '../test-results/shots')
const WIDTHS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const

test.use({ serverEnv: FULL_DEMO_DATA })

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9а-яё]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)

async function shoot(page: Page, width: string, name: string): Promise<void> {
  mkdirSync(path.join(OUT, width), { recursive: true })
  // A whole page is drawn from its top: scrolled, its sticky header would land mid-picture.
  await page.evaluate(() => scrollTo(0, 0))
  const options = { animations: 'disabled', caret: 'hide' } as const
  // The first screen as a visitor sees it on arrival, then the whole page.
  await page.screenshot({ path: path.join(OUT, width, `${slug(name)}.first-screen.png`), ...options })
  await page.screenshot({ path: path.join(OUT, width, `${slug(name)}.png`), fullPage: true, ...options })
}

for (const { name: width, ...viewport } of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport })

    test('every demo page as it loads', async ({ page }) => {
      for (const pagePath of demoPages('full demo data')) {
        await page.goto(pagePath)
        await islandsSettled(page)
        await shoot(page, width, `page ${pagePath}`)
      }
    })

    for (const state of [...STATES, ...JOURNEY_STEPS]) {
      test(state.name, async ({ page }) => {
        await state.reach(page, viewport.width)
        await shoot(page, width, state.name)
      })
    }
  })
}

test.afterAll(() => {
  // The index: every picture under its width, named by its state (no script, no inline style).
  const sections = WIDTHS.filter(({ name }) => existsSync(path.join(OUT, name))).map(({ name }) => {
    const files = readdirSync(path.join(OUT, name)).filter((file) => file.endsWith('.png'))
    const items = files.map(
      (file) =>
        `<figure><figcaption>${file.replace(/\.png$/, '')}</figcaption><a href="${name}/${file}"><img src="${name}/${file}" alt="" loading="lazy" width="${name === '390' ? 195 : 320}"></a></figure>`,
    )
    return `<h2>${name} px</h2>\n${items.join('\n')}`
  })
  writeFileSync(
    path.join(OUT, 'index.html'),
    `<!DOCTYPE html>\n<html lang="ru"><meta charset="utf-8"><title>Витрина: галерея состояний</title>\n${sections.join('\n')}\n</html>\n`,
  )
})
