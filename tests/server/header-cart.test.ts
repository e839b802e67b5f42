// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serveForTests } from './helpers'

const server = serveForTests()

/** The page's `<header>`, with its «Корзина» texts. */
const headerOf = (html: string) => /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
const cartMentions = (html: string) => headerOf(html).match(/Корзина/g)?.length ?? 0

describe('the header cart: one control, on every page', () => {
  it('says «Корзина» once in the header (the count link, the cart-summary host), not in the navigation too', async () => {
    for (const path of ['/', '/numbers/', '/contacts/', '/does-not-exist/']) {
      const { html } = await server.page(path)
      expect(cartMentions(html), path).toBe(1)
      expect(headerOf(html), path).toContain(
        'data-island="cart-summary" data-item-count="0" data-cart-url="/order/"><a class="cart-summary__link" href="/order/"><span class="cart-summary__word">Корзина</span> <span class="cart-summary__count">0</span></a></div>',
      )
    }
  })

  it('keeps a plain link to the cart on a page that loads no island', async () => {
    const { html } = await server.page('/about/')
    expect(cartMentions(html)).toBe(1)
    expect(headerOf(html)).toContain(
      '<div class="cart-summary"><a class="cart-summary__link" href="/order/"><span class="cart-summary__word">Корзина</span> <span class="cart-summary__count">0</span></a></div>',
    )
    expect(html).not.toContain('data-island=')
  })
})
