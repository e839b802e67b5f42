import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fixtureHTML, loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('the header cart: one control (spec §2 «cart dropdown with items and total»)', () => {
  it('without script the count link leads to the cart; mounted, it is the dropdown button that opens the items and total', async () => {
    // The server's markup: a link with the count it knows.
    expect(fixtureHTML('cart-summary-filled.html')).toContain(
      '<a class="cart-summary__link" href="/order/"><span class="cart-summary__word">Корзина</span> <span class="cart-summary__count">3</span></a>',
    )

    await loadFixture('cart-summary-filled.html')
    const toggle = screen.getByRole('button', { name: /^Корзина/ })
    await waitFor(() => expect(toggle).toHaveTextContent(/^Корзина 3, 3 товара 21 940\s₽$/))
    expect(screen.queryByRole('link', { name: /^Корзина/ })).toBeNull()
    expect(screen.getAllByText(/Корзина/)).toHaveLength(1)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('region', { name: 'Содержимое корзины' })
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) =>
          item.textContent
            ?.replace(/\u00A0/g, ' ')
            .replace('×', '')
            .trim(),
        ),
    ).toEqual(['+7 (915) 624-28-092 200 ₽', 'Тариф «Безлимит Плюс»750 ₽', 'Смартфон Xiaomi Redmi Note 1318 990 ₽'])
    expect(within(panel).getByText('Итого', { exact: false })).toHaveTextContent(/Итого: 21 940\s₽/)
    expect(within(panel).getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order/')
  })
})
