import { expect, type Locator } from '@playwright/test'

/**
 * Every element of an island's host as laid out: its tag and classes, box (page px), the
 * attributes a screen reader and the stylesheet read, and its own text; what the visitor sees and
 * hears of it. Taken before and after the island takes the server's HTML over, the two must be
 * equal (.island-only aside: the server's mark on controls that need script).
 */
export function hostLayout(host: Locator): Promise<string[]> {
  return host.evaluate((root) =>
    // The props block is the island's data, not its look: the server's HTML has it, the island's DOM not.
    [...root.querySelectorAll('*')]
      .filter((el) => !el.matches('script[type="application/json"]'))
      .map((el) => {
        const box = el.getBoundingClientRect()
        const own = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '')
        // Not laid out (an option, a hidden error area): no box to compare.
        const place = box.width || box.height ? [box.x + scrollX, box.y + scrollY, box.width, box.height].map(Math.round) : ['unboxed']
        const attrs = ['id', 'for', 'role', 'aria-label', 'aria-labelledby', 'type', 'name', 'hidden', 'disabled', 'selected', 'checked']
          .filter((name) => el.hasAttribute(name))
          .map((name) => `${name}=${el.getAttribute(name)}`)
        const classes = [...el.classList].filter((name) => name !== 'island-only').join('.')
        return [el.localName, classes, ...place, ...attrs, own.join('').trim()].join(' ')
      }),
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
