import { expectNoAxeViolations } from './axe'
import { WIDTHS } from './demo-pages'
import { test } from './fixtures'
import { STATES } from './page-states'

/**
 * axe-core in the states a page reaches only by use, at the desktop and the phone width
 * (e2e/demo-pages.spec.ts checks every page as it loads): dialogs open, forms with their
 * errors shown, the header's menus and suggestions open, the calculator's results, the
 * comparison with «Только различающиеся», the map in fullscreen. The sign-in modals, the
 * exit-intent modal, the checkout's states and the catalogue's empty results are checked in
 * their own specs (signin, exit-intent, checkout, catalog-axe).
 */

// A sweep of independent tests: both workers take from it, so the run does not wait on one worker
// going through the whole file while the other has finished.
test.describe.configure({ mode: 'parallel' })

for (const { name: widthName, width, height } of WIDTHS) {
  test.describe(`at ${widthName}`, () => {
    test.use({ viewport: { width, height } })
    for (const state of STATES) {
      test(`no axe violations: ${state.name}`, async ({ page }) => {
        await state.reach(page, width)
        await expectNoAxeViolations(page, `${state.name} at ${widthName}`)
      })
    }
  })
}
