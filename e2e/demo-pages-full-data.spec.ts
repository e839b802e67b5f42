import { axeEveryPage, demoPages } from './demo-pages'
import { FULL_DEMO_DATA, test } from './fixtures'

/**
 * axe on every demo page with the data `npm start` seeds (e2e/demo-pages.spec.ts runs it on the
 * test seed): pages there hold what the small seed does not, such as the star numbers index with
 * a pager under each of its lists.
 */
test.use({ serverEnv: FULL_DEMO_DATA })
// A sweep of independent tests: both workers take from it, so the run does not wait on one worker
// going through the whole file while the other has finished.
test.describe.configure({ mode: 'parallel' })
axeEveryPage(demoPages('full demo data'))
