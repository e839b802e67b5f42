import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Every element of an island's host as laid out: its tag and classes, box (page px), the
 * attributes a screen reader and the stylesheet read, and its own text; what the visitor sees and
 * hears of it. Taken before and after the island takes the server's HTML over, the two must be
 * equal (.island-only aside: the server's mark on controls that need script).
 */
export function hostLayout(host: Locator, { boxes = true } = {}): Promise<string[]> {
  return host.evaluate(
    (root, boxes) =>
      // The props block is the island's data, not its look: the server's HTML has it, the island's DOM not.
      [...root.querySelectorAll('*')]
        .filter((el) => !el.matches('script[type="application/json"]'))
        .map((el) => {
          const box = el.getBoundingClientRect()
          const own = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '')
          // Not laid out (an option, a hidden error area): no box to compare.
          const place = !boxes
            ? []
            : box.width || box.height
              ? [box.x + scrollX, box.y + scrollY, box.width, box.height].map(Math.round)
              : ['unboxed']
          const attrs = ['id', 'for', 'role', 'aria-label', 'aria-labelledby', 'type', 'name', 'hidden', 'disabled', 'selected', 'checked']
            .filter((name) => el.hasAttribute(name))
            .map((name) => `${name}=${el.getAttribute(name)}`)
          const classes = [...el.classList].filter((name) => name !== 'island-only').join('.')
          return [el.localName, classes, ...place, ...attrs, own.join('').trim()].join(' ')
        }),
    boxes,
  )
}

/**
 * /order/'s cart as a template drew it (the island waiting), then taken over by the island when the
 * pointer comes: the same layout (hostLayout), the island's own «Очистить корзину» shown.
 */
export async function expectCartTakenOverUnchanged(cart: Locator): Promise<void> {
  await expect(cart).toHaveAttribute('data-island-state', 'waiting')
  // Both looks at the scroll the pointer needs: from lg the cart is a sticky box, whose place on the
  // page follows the scroll (static/css/site.css .site-order__layout).
  await cart.locator('.site-cart__total').scrollIntoViewIfNeeded()
  const served = await hostLayout(cart)
  await cart.locator('.site-cart__total').hover()
  await expect(cart).toHaveAttribute('data-island-state', 'mounted')
  await expect(cart.locator('.order-cart__clear')).toBeVisible()
  expect(await hostLayout(cart)).toEqual(served)
}

/**
 * The /order/ cart one template language drew (the page is on a Django site) against the reference
 * server's Nunjucks for the same session's cart: the same elements, classes, attributes and text.
 * The two sites share the session (cookies are the host's, whatever the port); the boxes differ with
 * the pages around them, so they are left out. With expectCartTakenOverUnchanged (the island's
 * React takes each over unchanged) the four drawings of the cart are held to one.
 */
export async function expectCartDrawnAsReference(page: Page, referenceUrl: string): Promise<void> {
  const cart = page.locator('[data-island="order-cart"]')
  await page.goto('/order/')
  const drawn = await hostLayout(cart, { boxes: false })
  await page.goto(new URL('/order/', referenceUrl).href)
  expect(drawn).toEqual(await hostLayout(cart, { boxes: false }))
  expect(drawn.length).toBeGreaterThan(40)
}
