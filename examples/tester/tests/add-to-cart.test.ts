import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'
import { expect, it, vi } from 'vitest'

useReferenceServer()

it('adds a number from a catalogue card: «Оформить», the server cart holds it, a click goes to the cart page', async () => {
  const page = await loadFixture('catalog-numbers.html')
  // The seed's first number: the same on every run.
  const card = screen.getByRole('heading', { name: '+7 (915) 624-28-09' }).closest<HTMLElement>('[role="listitem"]')!

  await userEvent.click(within(card).getByRole('button', { name: 'В корзину' }))
  const checkout = await within(card).findByRole('button', { name: 'Оформить' })

  // The cart as the store's API answers it now, for this visitor.
  const cart = await (await fetch('/api/cart/')).json()
  expect(cart.items.map((item: { number: { number: string } }) => item.number.number)).toEqual(['+7 (915) 624-28-09'])

  await userEvent.click(checkout)
  expect(page.navigations).toEqual([{ type: 'assign', url: `${location.origin}/order/` }])
})

it('shows the count and total in the header cart once the cart has items', async () => {
  await loadFixture('header-filled-cart.html')
  // Mounted, the header's cart link is the button of its dropdown.
  const cart = await screen.findByRole('button', { name: /^Корзина/ })
  await vi.waitFor(() => expect(cart).toHaveTextContent(/^Корзина 3, 3 товара/))
})
