import { expect, test } from './fixtures'

/**
 * Trusted Types enforced (issue 31): the reference server's CSP has `require-trusted-types-for
 * 'script'` and names the site's policies. Every e2e test fails on a violation (e2e/fixtures.ts),
 * so every demo page and journey of the suite runs under it; these show that it really refuses.
 */

test('a string written into an HTML sink outside the policies is refused, runs nothing, and the browser reports it', async ({
  page,
  policyViolations,
}) => {
  await page.goto('/')
  await expect(page.locator('[data-island="site-menu"]')).toHaveAttribute('data-island-state', 'mounted')
  const outcome = await page.evaluate(() => {
    try {
      document.querySelector('main')!.innerHTML = '<img src="/static/img/favicon.svg" onerror="window.__ran = true" onload="window.__ran = true">'
      return 'written'
    } catch (error) {
      return (error as Error).name
    }
  })
  expect(outcome).toBe('TypeError')
  await expect.poll(() => policyViolations.length).toBe(1)
  expect(policyViolations[0]).toContain('require-trusted-types-for')
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined()
  // The page is as it was.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  policyViolations.length = 0
})

test('a refusal is reported through the error report (error_report_url), not swallowed', async ({ page, policyViolations }) => {
  const reports: string[] = []
  await page.route('**/__error-report/', async (route) => {
    reports.push(route.request().postData() ?? '')
    await route.fulfill({ status: 204 })
  })
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/(<script[^>]*id="site-config"[^>]*>\s*\{)/, '$1"error_report_url": "/__error-report/", ')
      await route.fulfill({ response, body: html })
    },
  )
  await page.goto('/')
  await expect(page.locator('[data-island="site-menu"]')).toHaveAttribute('data-island-state', 'mounted')
  await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<p>не через политику</p>')
    } catch {
      // Refused, as it must be.
    }
  })
  await expect.poll(() => reports.length).toBe(1)
  expect(JSON.parse(reports[0]!)).toMatchObject({
    phase: 'global',
    message: expect.stringContaining('Trusted Types refused (require-trusted-types-for)'),
  })
  policyViolations.length = 0
})

test('the coverage map runs under the policy: Leaflet writes only its own strings through the default policy', async ({ page }) => {
  await page.goto('/coverage/')
  await expect(page.locator('[data-island="coverage-map"]')).toHaveAttribute('data-island-state', 'mounted')
  await expect(page.getByRole('button', { name: 'Приблизить' })).toBeVisible()
  await expect(page.locator('.leaflet-control-attribution')).not.toBeEmpty()
  // No violation: e2e/fixtures.ts checks when the test ends.
})
