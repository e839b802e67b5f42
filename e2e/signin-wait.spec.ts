import type { Locator, Page } from '@playwright/test'
import { builtFile, expect, reactDomAfterSettled, requestedAfterSettled, test } from './fixtures'
import { smsCode } from './sms'

/**
 * Issue 40 on /customer/signin/: the server's phone step is the sign-in island's first look, and
 * React DOM comes with the visitor (strategy `interaction`), not with the page. What the visitor
 * does before it arrives is kept: the field and what was typed, and a press of «Получить код»,
 * which the island answers (not the no-script post).
 */

const host = (page: Page) => page.locator('[data-island="signin"]')
const phoneField = (page: Page) => page.getByRole('textbox', { name: /Номер телефона/ })
const getCode = (page: Page) => page.getByRole('button', { name: 'Получить код' })

/** Where the form's parts are drawn, and what they say. */
const look = (page: Page) => {
  const box = async (locator: Locator) => locator.boundingBox()
  return Promise.all([
    box(host(page)),
    box(page.locator('label[for="signin-phone_number"]')),
    box(phoneField(page)),
    box(getCode(page)),
    phoneField(page).evaluate((input: HTMLInputElement) => [input.placeholder, input.type, input.autocomplete, input.required, input.value]),
    host(page).locator('label').innerText(),
  ])
}

/** Holds the sign-in island's chunk until `release` is called: the visitor acts before it arrives. */
async function holdIsland(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/static/dist/${builtFile('islands/signin/Signin.tsx')}`, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Fails the test if the page posts the no-script form (a document request to the sign-in page). */
function refuseNoScriptPost(page: Page): void {
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.isNavigationRequest()) throw new Error(`the no-script form was posted: ${request.url()}`)
  })
}

test('the page settles without React DOM; the island draws what the server drew, in the same places, once the visitor comes', async ({ page }) => {
  await page.goto('/customer/signin/')
  const { settled, reactDom } = await reactDomAfterSettled(page)
  expect(reactDom, 'React DOM in the first load').toBeGreaterThanOrEqual(settled)
  const island = await requestedAfterSettled(page, builtFile('islands/signin/Signin.tsx'))
  expect(island.requested, 'the island in the first load').toBeGreaterThanOrEqual(island.settled)
  await expect(host(page)).toHaveAttribute('data-island-state', 'waiting')

  const server = await look(page)
  await phoneField(page).hover()
  await expect(host(page)).toHaveAttribute('data-island-state', 'mounted')
  expect(await look(page)).toEqual(server)
  // The island's form, not the server's: it posts nothing by itself.
  await expect(host(page).locator('form')).not.toHaveAttribute('method')
})

test('a phone typed and «Получить код» pressed before the island arrives: the island sends it and shows the code step', async ({ page }) => {
  await page.goto('/customer/signin/?next=/numbers/')
  refuseNoScriptPost(page)
  const release = await holdIsland(page)
  await phoneField(page).click()
  await phoneField(page).pressSequentially('9123450041')
  await getCode(page).click()
  await expect(host(page)).toHaveAttribute('aria-busy', 'true')
  expect(await host(page).getAttribute('data-island-state')).not.toBe('mounted')

  release()
  await expect(page.getByRole('heading', { name: 'Введите код из SMS' })).toBeVisible()
  await expect(host(page)).toContainText('Мы отправили код на номер +7 (912) 345-00-41.')
  await expect(host(page)).not.toHaveAttribute('aria-busy')
  const code = page.getByRole('textbox', { name: /Код из SMS/ })
  await code.fill(await smsCode(page, '+79123450041'))
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page).toHaveURL(/\/numbers\/$/)
  await expect(page.locator('.site-header')).toContainText('Здравствуйте! +7 (912) 345-00-41')
})

test('by keyboard before the island arrives: what was typed stays in the field and Enter goes to the island', async ({ page }) => {
  await page.goto('/customer/signin/')
  refuseNoScriptPost(page)
  const release = await holdIsland(page)
  await phoneField(page).focus()
  await page.keyboard.type('89123450042')
  await page.keyboard.press('Enter')
  await expect(host(page)).toHaveAttribute('aria-busy', 'true')

  release()
  await expect(page.getByRole('textbox', { name: /Код из SMS/ })).toBeFocused()
  await expect(host(page)).toContainText('Мы отправили код на номер +7 (912) 345-00-42.')
})

test('typing on when the island arrives mid-number: the field keeps the focus, the digits and the mask', async ({ page }) => {
  await page.goto('/customer/signin/')
  const release = await holdIsland(page)
  await phoneField(page).focus()
  await page.keyboard.type('91234')
  release()
  await expect(host(page)).toHaveAttribute('data-island-state', 'mounted')
  await page.keyboard.type('50043')
  await expect(phoneField(page)).toBeFocused()
  await expect(phoneField(page)).toHaveValue('+7 (912) 345-00-43')
})

test('after a no-script post (sent before the runtime ran) the code step starts at once: its countdown runs, the code signs in', async ({ page }) => {
  await page.goto('/customer/signin/')
  // The server's form posted as a browser without the runtime would: no event reaches the island.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('#signin-phone-form')!
    ;(form.elements.namedItem('phone_number') as HTMLInputElement).value = '9123450044'
    form.submit()
  })
  await expect(page.getByRole('heading', { name: 'Введите код из SMS' })).toBeVisible()
  await expect(host(page)).toHaveAttribute('data-island-state', 'mounted')
  const resend = page.getByRole('button', { name: /^Отправить повторно через / })
  await expect(resend).toBeDisabled()
  const first = await resend.textContent()
  await expect(resend).not.toHaveText(first ?? '')

  await page.getByRole('textbox', { name: /Код из SMS/ }).fill(await smsCode(page, '+79123450044'))
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('.site-header')).toContainText('Здравствуйте! +7 (912) 345-00-44')
})
