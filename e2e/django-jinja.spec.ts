import { test as base, expect, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { addFirstNumber, DJANGO_VERSION, djangoStackTest, expectIslandsMountedWithoutViolations, watchPolicyViolations } from './django-demo'
import { JINJA_BACKENDS, serveJinjaSite, type JinjaBackend } from './django-jinja'
import { expectCartDrawnAsReference, expectCartTakenOverUnchanged } from './host-layout'
import { fillFullCart } from './rich-cart'
import { budgetForPages } from './fixtures'

/**
 * Issue 42: the islands in Django sites that render with Jinja2. A new project set up from the
 * «Jinja2» section of the backend developers' guide (docs/django.md), with Django's own Jinja2
 * backend and with django-jinja (Debian's python3-django-jinja), serves the demo's pages written
 * in Jinja2 (integrations/django/demo/jinja2: the layout, the catalogue, /order/ and the sign-in
 * form) with the extension's tags. Tagged
 * @django-versions: `npm test` runs these once per Django version (3.2, 4.2, 5.2).
 */

const host = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)
// The footer of the Jinja2 layout only: the page came from the Jinja2 templates, not the demo's Django ones.
const JINJA_FOOTER = 'Демо на Django и Jinja2'

for (const backend of Object.keys(JINJA_BACKENDS) as JinjaBackend[]) {
  const test = djangoStackTest(serveJinjaSite(backend, true))

  test.describe(`${JINJA_BACKENDS[backend]} on Django ${DJANGO_VERSION}`, { tag: '@django-versions' }, () => {
    test.beforeEach(({ page }) => watchPolicyViolations(page))

    test('the catalogue, /order/, the sign-in form and a document in Jinja2: every island mounts, with the preload hints of its hosts', async ({
      page,
    }) => {
      const paths = ['/', '/numbers/', '/order/', '/offer/', '/customer/signin/']
      budgetForPages(paths.length)
      for (const path of paths) {
        const response = await page.goto(path)
        expect(response!.status(), path).toBe(200)
        await expect(page.locator('.site-footer'), path).toContainText(JINJA_FOOTER)
        // The settings' one set of contacts, as the Django templates and the reference server draw them.
        await expect(page.getByRole('contentinfo').getByRole('link', { name: '8 800 555-35-35', exact: true }), path).toHaveAttribute(
          'href',
          'tel:+78005553535',
        )
        await expect(page.locator('.site-footer'), path).toContainText('ИНН 7701234560, ОГРН 1157746123457')
        // The document's text is the reference server's (templates/shared/documents/), under its own heading.
        if (path === '/offer/') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Публичная оферта')
        // The preload middleware read the hosts the extension recorded: the loader, then the runtime.
        expect(response!.headers()['link'], path).toMatch(
          /<\/static\/dist\/loader-\w+\.js>; rel=modulepreload; fetchpriority=low; integrity="sha256-[^"]+", <\/static\/dist\/chunks\/runtime-\w+\.js>/,
        )
        await expectIslandsMountedWithoutViolations(page, path)
      }
      await expect(host(page, 'signin').getByRole('textbox', { name: /Номер телефона/ })).toBeVisible()
    })

    test('a catalogue card adds its number, the header count follows, and /order/ lists it', async ({ page }) => {
      const number = await addFirstNumber(page)
      await expect(host(page, 'cart-summary').locator('.cart-summary__count')).toHaveText('1')
      // Jinja2 renders the new count itself on the next page, and the cart's line.
      await page.goto('/order/')
      await expect(host(page, 'cart-summary')).toHaveAttribute('data-item-count', '1')
      await expect(host(page, 'order-cart')).toHaveAttribute('data-item-count', '1')
      // Jinja2 draws the cart as the island's first render: React takes it over, with the pointer, without a change.
      const cart = host(page, 'order-cart')
      await expect(cart.getByRole('link', { name: number })).toBeVisible()
      await expectCartTakenOverUnchanged(cart)
      await expect(host(page, 'checkout')).toHaveAttribute('data-island-state', 'mounted')
    })

    test('/order/ in Jinja2 draws a full cart as the reference server does: a rented number, a tariff, a device, a promocode', async ({
      page,
      stack,
    }) => {
      await fillFullCart(page)
      await expectCartDrawnAsReference(page, stack.reference.url)
    })

    test("a Jinja2 template with a host missing a required attribute fails to compile with the extension's message", async ({ page }) => {
      const response = await page.goto('/demo/broken-host/')
      expect(response!.status()).toBe(500)
      await expect(page.locator('.exception_value')).toContainText(
        '{% island %} in template "demo/broken_host.html", line 5: island "customer-greeting": ' +
          'missing required attribute data-logout-url (keyword logout_url)',
      )
    })
  })
}

for (const backend of Object.keys(JINJA_BACKENDS) as JinjaBackend[]) {
  const test = djangoStackTest(serveJinjaSite(backend, false))

  test.describe(`The guide's «Jinja2» section alone, ${JINJA_BACKENDS[backend]} on Django ${DJANGO_VERSION}`, { tag: '@django-versions' }, () => {
    test.beforeEach(({ page }) => watchPolicyViolations(page))

    test("a new project's page: its island mounts over the fallback, the build served from STATICFILES_DIRS", async ({ page }) => {
      const response = await page.goto('/')
      expect(response!.status()).toBe(200)
      // The cart button waits for the visitor (its React comes with the pointer's arrival).
      await expect(host(page, 'cart-button')).toHaveAttribute('data-island-state', 'waiting')
      await host(page, 'cart-button').hover()
      await expectIslandsMountedWithoutViolations(page, '/')
      await expect(host(page, 'cart-button')).toHaveAttribute('data-island-state', 'mounted')
      await expect(host(page, 'cart-button').getByRole('button', { name: 'В корзину' })).toBeVisible()
    })
  })
}

base('the template checker reads every Jinja2 template of the demo and finds nothing to report', () => {
  const folder = 'integrations/django/demo/jinja2'
  const templates = readdirSync(folder, { recursive: true }).filter((name) => String(name).endsWith('.html'))
  const result = spawnSync('npx', ['storefront-islands', 'check', folder], { encoding: 'utf8' })
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0)
  expect(result.stdout).toMatch(new RegExp(`^storefront-islands check: \\d+ island hosts? in ${templates.length} files, no problems?$`, 'm'))
})
