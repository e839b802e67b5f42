import { readFileSync } from 'node:fs'
import path from 'node:path'
import { builtFile, builtOutputs, expect, pressable, reactDomAfterSettled, test } from './fixtures'

const host = (name: string) => `[data-island="${name}"]`

test.describe('island platform on the demo home page', () => {
  test('mounts the islands of the home page under the strict CSP', async ({ page }) => {
    const cspErrors: string[] = []
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && cspErrors.push(m.text()))
    await page.goto('/')
    // The header's React islands wait for the visitor: the pointer's arrival brings them.
    await page.locator(host('customer-greeting')).hover()
    await expect(page.locator(host('customer-greeting'))).toHaveAttribute('data-island-state', 'mounted')
    await expect(page.locator(host('customer-greeting'))).toContainText('Добро пожаловать!')
    await expect(page.locator(host('customer-greeting')).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/customer/signin/')

    await page.locator(host('cart-summary')).hover()
    await expect(page.locator(host('cart-summary'))).toHaveAttribute('data-island-state', 'mounted')
    await expect(page.locator(host('cart-summary'))).toContainText('Корзина')

    const countdown = page.locator(host('countdown'))
    await countdown.scrollIntoViewIfNeeded()
    await expect(countdown).toHaveAttribute('data-island-state', 'mounted')
    await expect(countdown.getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/)

    const faq = page.locator(host('collapsible')).first()
    const toggle = faq.getByRole('button')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.locator('[data-collapsible-panel]')).toBeVisible()
    await expect(faq).toHaveAttribute('data-collapsible-state', 'open')
    expect(cspErrors).toEqual([])
  })

  test('a page without island hosts downloads only the loader', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    await page.goto('/about/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([`/static/dist/${builtFile('islands/loader.ts')}`])
  })

  test('a write without the CSRF header gets 403, with it the item is added and the header cart shows it', async ({ page }) => {
    await page.goto('/')
    const cookies = await page.context().cookies()
    const csrf = cookies.find((c) => c.name === 'csrftoken')?.value
    expect(csrf).toBeTruthy()

    const refused = await page.request.post('/api/cart/items/', { data: { tariff: 1 } })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ detail: expect.stringContaining('CSRF') })

    const added = await page.request.post('/api/cart/items/', { data: { tariff: 1 }, headers: { 'X-CSRFToken': csrf! } })
    expect(added.status()).toBe(201)

    await page.reload()
    const summary = page.locator(host('cart-summary'))
    await expect(summary.locator('.cart-summary__count')).toHaveText('1')
    await expect(summary).toContainText('1 товар')
    await expect(summary.locator('.cart-summary__total')).toHaveText(/\d.*₽/)
  })

  test('an island that throws while rendering gets its server HTML back and the others keep working', async ({ page, browser, server }) => {
    // The sign-in has a chunk of its own (most islands share their group's), so only it breaks.
    let documentHtml = ''
    // The runtime preloads a chunk with its integrity before importing it, and Chromium holds the
    // import to it: the stand-in chunk below would fail as a load, not a render. This page asks for
    // no preloads (the site setting `module_preload`), so the import takes what the route serves.
    await page.route(`${server.url}/customer/signin/`, async (route) => {
      const response = await route.fetch()
      documentHtml = await response.text()
      await route.fulfill({ response, body: documentHtml.replace('<script type="application/json" id="site-config">{', '$&"module_preload":false,') })
    })
    await page.route(`**/static/dist/${builtFile('islands/signin/Signin.tsx')}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "export default function Signin() { throw new Error('e2e: render failed') }" }),
    )
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/customer/signin/')
    const signin = page.locator(host('signin'))
    // It waits for the visitor: the pointer over its form brings it.
    await signin.hover()
    await expect(signin).toHaveAttribute('data-island-state', 'failed')

    const noJs = await browser.newContext({ javaScriptEnabled: false })
    const plain = await noJs.newPage()
    await plain.setContent(documentHtml)
    const serverHtml = await plain.locator(host('signin')).innerHTML()
    await noJs.close()
    expect(await signin.innerHTML()).toBe(serverHtml)
    await expect(signin.getByRole('textbox', { name: /телефон/i })).toBeVisible()
    expect(errors.some((e) => e.includes('[islands] "signin" failed (render)'))).toBe(true)

    await page.locator(host('customer-greeting')).hover()
    await expect(page.locator(host('customer-greeting'))).toHaveAttribute('data-island-state', 'mounted')
    await expect(page.locator(host('site-menu'))).toHaveAttribute('data-island-state', 'mounted')
  })

  test('a host missing a required attribute logs one warning naming it; hosts added later mount', async ({ page, consoleWarnings }) => {
    await page.goto('/')
    // The header's React islands wait for the visitor: the pointer's arrival brings them.
    await page.locator(host('customer-greeting')).hover()
    await expect(page.locator(host('customer-greeting'))).toHaveAttribute('data-island-state', 'mounted')
    // Added by DOM calls, as another script under Trusted Types would (an HTML string is refused).
    await page.evaluate(() => {
      const element = (tag: string, attributes: Record<string, string>, ...children: (Node | string)[]) => {
        const node = document.createElement(tag)
        for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
        node.append(...children)
        return node
      }
      document
        .querySelector('main')!
        .append(
          element('a', { id: 'broken-cart', href: '/order/', 'data-island': 'cart-summary', 'data-cart-url': '/order/' }, 'Корзина'),
          element(
            'section',
            { id: 'late-faq', 'data-island': 'collapsible', 'data-island-load': 'eager' },
            element(
              'h2',
              {},
              element(
                'button',
                { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'late-panel', 'data-collapsible-toggle': '' },
                'Добавлено позже',
              ),
            ),
            element('div', { id: 'late-panel', 'data-collapsible-panel': '', hidden: '' }, 'Ответ'),
          ),
        )
    })
    await expect(page.locator('#late-faq')).toHaveAttribute('data-island-state', 'mounted')
    await page.getByRole('button', { name: 'Добавлено позже' }).click()
    await expect(page.getByText('Ответ')).toBeVisible()
    await expect(page.locator('#broken-cart')).toHaveAttribute('data-island-state', 'inactive')
    await expect(page.locator('#broken-cart')).toHaveText('Корзина')
    const cartWarnings = consoleWarnings.filter((w) => w.includes('"cart-summary"'))
    expect(cartWarnings).toHaveLength(1)
    expect(cartWarnings[0]).toContain('missing required attribute data-item-count')
  })
})

test.describe('React as the runtime (issue 40)', () => {
  test("the build's chunks hold React DOM and nothing of Preact", () => {
    const files = builtOutputs()
    const reactDom = files.filter(({ inputs }) => inputs.some((input) => input.startsWith('node_modules/react-dom/cjs/react-dom-client.production')))
    expect(reactDom).toHaveLength(1)
    // React DOM's own production error links, as the file is served.
    expect(readFileSync(path.resolve(import.meta.dirname, '../static/dist/chunks', reactDom[0]!.file), 'utf8')).toContain('react.dev/errors/')
    expect(files.flatMap(({ inputs }) => inputs).filter((input) => /node_modules\/(preact|@preact)\//.test(input))).toEqual([])
  })

  test('a page whose islands wait for the visitor asks for React DOM only once it has settled, and mounts with it on the first press', async ({
    page,
  }) => {
    await page.goto('/regions/')
    const { settled, reactDom } = await reactDomAfterSettled(page)
    expect(reactDom).toBeGreaterThanOrEqual(settled)
    await pressable(page, /^Регион: /).click()
    await expect(page.getByRole('dialog', { name: 'Выберите свой регион' })).toBeVisible()
  })
})
