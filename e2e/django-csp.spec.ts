import { expect } from '@playwright/test'
import { demoPaths, djangoDemoTest, expectIslandsMountedWithoutViolations, watchPolicyViolations } from './django-demo'

/**
 * The Django demo under the strict, nonce-based policy of django-csp (demo settings, DJANGO_CSP=nonce):
 * `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'; style-src 'self'`.
 * Only the nonced loader may run, and what it imports: every island still mounts, and Chromium
 * reports no `securitypolicyviolation` on any page of the demo.
 */
const test = djangoDemoTest({ DJANGO_CSP: 'nonce' })

test.beforeEach(({ page }) => watchPolicyViolations(page))

test('every demo page mounts its islands under the nonce policy with no violation', async ({ page }) => {
  for (const path of await demoPaths(page)) {
    const response = await page.goto(path)
    const policy = response!.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(policy, `${path}: the policy`).toContain("'strict-dynamic'")
    expect(nonce, `${path}: a nonce in the policy`).toBeTruthy()
    await expect(page.locator('script[type="module"]')).toHaveAttribute('nonce', '')
    // The browser hides a nonce from the DOM once it has read it; the markup as served carries it.
    const served = await response!.text()
    const loader = served.match(/<script type="module"[^>]*>/g) ?? []
    expect(loader, `${path}: the loader, with its nonce`).toEqual([expect.stringContaining(`nonce="${nonce}"`)])
    for (const link of served.match(/<link rel="modulepreload"[^>]*>/g) ?? [])
      expect(link, `${path}: a module preload's nonce`).toContain(`nonce="${nonce}"`)
    await expectIslandsMountedWithoutViolations(page, path)
  }
})
