import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiRequest, fixtureHTML, loadFixture, loadPage, logRequests, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

/** Makes every DELETE wait for the returned `release` before the reference server answers it. */
function holdDeletes(): () => void {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  server.use(
    http.delete('*', async ({ request }) => {
      await gate
      return referenceResponse(request)
    }),
  )
  return release
}
const lines = () =>
  screen.getAllByRole('listitem').map((li) =>
    li.textContent
      ?.replace(/\u00A0/g, ' ')
      .replace('×', '')
      .trim(),
  )

describe('header cart dropdown', () => {
  it('is a closed disclosure that opens on click and says the cart is empty', async () => {
    await loadFixture('cart-summary-empty.html')
    const toggle = screen.getByRole('button', { name: /^Корзина/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Корзина пуста')).not.toBeVisible()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Корзина пуста')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order/')
  })

  it('lists the items with their prices and the total', async () => {
    // The header of a visitor with the first number, tariff and device in the cart.
    await loadFixture('cart-summary-filled.html')
    await waitFor(() => expect(screen.getByRole('button', { name: /^Корзина/ })).toHaveTextContent(/^Корзина 3/))
    // Then, on the cart page, a tariff is attached to the number and a number is rented for 6 months
    // (300 ₽ a month); the next page's header shows the cart as it is now.
    const { data: cart } = await apiRequest<{ items: { id: number; number: { id: number } | null }[] }>('GET', '/api/cart/')
    const number = cart.items.find((item) => item.number?.id === 1)!
    expect((await apiRequest('PUT', `/api/cart/items/${number.id}/`, { tariff: 2 })).status).toBe(200)
    expect((await apiRequest('POST', '/api/cart/items/', { number: 5, sim_type: 4, rent_period: 6 })).status).toBe(201)
    await loadPage('/', { keep: ['[data-island="cart-summary"]'] })
    await waitFor(() => expect(screen.getByRole('button', { name: /^Корзина/ })).toHaveTextContent(/^Корзина 4/))
    await userEvent.click(screen.getByRole('button', { name: /^Корзина/ }))
    expect(lines()).toEqual([
      '+7 (915) 624-28-09, Тариф «Мой разговор»2 650 ₽',
      'Тариф «Безлимит Плюс»750 ₽',
      'Смартфон Xiaomi Redmi Note 1318 990 ₽',
      '+7 (916) 318-77-551 800 ₽',
    ])
    expect(screen.getByText('Итого', { exact: false })).toHaveTextContent(/Итого: 24 190\s₽/)
  })

  it('removes an item with a spinner on its button, and the card button gets its label back', async () => {
    // The tariff page with the header's cart, as every page has it.
    await loadFixture(fixtureHTML('tariff-page.html') + fixtureHTML('cart-summary-empty.html'))
    const device = within(screen.getByRole('region', { name: 'Подходящие устройства' }))
    await userEvent.click(device.getAllByRole('button', { name: 'В корзину' })[0]!)
    await device.findByRole('button', { name: 'Оформить' })
    const toggle = screen.getByRole('button', { name: /^Корзина/ })
    const sent = logRequests(server)
    const release = holdDeletes()
    await userEvent.click(toggle)
    const remove = screen.getByRole('button', { name: 'Удалить 4G-модем Huawei E3372' })
    await userEvent.click(remove)
    expect(remove).toBeDisabled()
    expect(within(remove).getByText('Удаление')).toBeInTheDocument()
    release()

    expect(await screen.findByText('Корзина пуста')).toBeVisible()
    expect(device.getAllByRole('button', { name: 'В корзину' })[0]).toBeEnabled()
    expect(sent).toEqual([expect.stringMatching(/^DELETE \/api\/cart\/items\/\d+\/$/), 'GET /api/cart/'])
  })

  it('closes on Escape and gives the focus back to its button', async () => {
    await loadFixture('cart-summary-empty.html')
    const toggle = screen.getByRole('button', { name: /^Корзина/ })
    await userEvent.click(toggle)
    screen.getByRole('link', { name: 'Оформить заказ' }).focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    expect(toggle).toHaveFocus()
  })
})
