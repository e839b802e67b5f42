import { expectNoAxeViolations } from './axe'
import { CATALOG_VIEWS, cardsOf, doStep, openView } from './catalog-views'
import { expect, test } from './fixtures'

/**
 * axe-core (WCAG 2 A/AA, best practices) on every catalogue view of spec §2 with its first
 * page of results, and again once a filter has left it empty («Ничего не нашлось»).
 */
// A sweep of independent tests: both workers take from it, so the run does not wait on one worker
// going through the whole file while the other has finished.
test.describe.configure({ mode: 'parallel' })

for (const view of CATALOG_VIEWS) {
  test(`${view.name}: no axe violations with results and with an empty result`, async ({ page, server }) => {
    const host = await openView(page, server.url + view.path(server.dbPath), view)
    await expect(cardsOf(host).first()).toBeVisible()
    await expectNoAxeViolations(page, `${view.name} with results`)

    await doStep(page, view.empty)
    await expect(host.locator('.catalog__empty')).toHaveText('Ничего не нашлось', { timeout: 10_000 })
    await expect(cardsOf(host)).toHaveCount(0)
    await expectNoAxeViolations(page, `${view.name} with an empty result`)
  })
}
