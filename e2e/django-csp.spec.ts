import { DEMO_PATHS, demoPaths, djangoDemoTest, expectNoncedPage, watchPolicyViolations } from './django-demo'
import { budgetForPages } from './fixtures'

/**
 * The Django demo under the strict, nonce-based policy of django-csp (demo settings, DJANGO_CSP=nonce):
 * `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'; style-src 'self'`.
 * Only the nonced loader may run, and what it imports: every island still mounts, and Chromium
 * reports no `securitypolicyviolation` on any page of the demo.
 */
const test = djangoDemoTest({ DJANGO_CSP: 'nonce' })

test.beforeEach(({ page }) => watchPolicyViolations(page))

test('every demo page mounts its islands under the nonce policy with no violation', async ({ page }) => {
  budgetForPages(DEMO_PATHS + 1)
  for (const path of await demoPaths(page)) await expectNoncedPage(page, (await page.goto(path))!, path)
})
