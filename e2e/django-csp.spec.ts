import { expect } from '@playwright/test'
import { djangoDemoTest } from './django-demo'
import { islandsSettled } from './demo-pages'

/**
 * The Django demo under the strict, nonce-based policy of django-csp (demo settings, DJANGO_CSP=nonce):
 * `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'; style-src 'self'`.
 * Only the nonced loader may run, and what it imports: every island still mounts, and Chromium
 * reports no `securitypolicyviolation` on any page of the demo.
 */
const test = djangoDemoTest({ DJANGO_CSP: 'nonce' })

test.beforeEach(async ({ page }) => {
  // An init script is Playwright's, not the page's: the policy does not apply to it.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
  })
})

test('every demo page mounts its islands under the nonce policy with no violation', async ({ page }) => {
  await page.goto('/numbers/')
  const numberPage = await page.locator('.number-card a[href$=".html"]').first().getAttribute('href')
  for (const path of ['/', '/numbers/', numberPage!, '/order/', '/customer/signin/']) {
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

    await islandsSettled(page)
    // The `visible` islands below the fold too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await islandsSettled(page)
    const states = await page
      .locator('[data-island]')
      .evaluateAll((hosts) => hosts.map((host) => `${host.getAttribute('data-island')} ${host.getAttribute('data-island-state')}`))
    expect(
      states.filter((state) => /(failed|inactive)$/.test(state)),
      `${path}: islands that did not mount`,
    ).toEqual([])
    expect(states.filter((state) => state.endsWith('mounted')).length, `${path}: mounted islands`).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations), `${path}: policy violations`).toEqual(
      [],
    )
  }
})
