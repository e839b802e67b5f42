import { axeEveryPage, demoPages } from './demo-pages'
import { FULL_DEMO_DATA, test } from './fixtures'

/**
 * axe on every demo page with the data `npm start` seeds (e2e/demo-pages.spec.ts runs it on the
 * test seed): pages there hold what the small seed does not, such as the star numbers index with
 * a pager under each of its lists.
 */
test.use({ serverEnv: FULL_DEMO_DATA })
axeEveryPage(demoPages('full demo data'))
