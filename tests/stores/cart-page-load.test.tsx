import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiRequest, holdRequests, loadPage, useReferenceServer } from 'storefront-islands/testing'
import type { Cart } from '../../shared/api/types'
import { $cart } from '../../browser/stores/cart'
import { cartStateFrom } from '../../browser/stores/cart-state'

const server = useReferenceServer()
const RENTABLE_NUMBER = 5 // МТС, with the three МТС tariffs of the seed as its suitable list

const suitableTariffs = () =>
  within(screen.getByRole('group', { name: 'Подходящие тарифы' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe("the cart page's own load of the cart", () => {
  it("is the one the island draws from: the header's plain load (no suitable lists) leaves the server's lines in place", async () => {
    expect((await apiRequest('POST', '/api/cart/items/', { number: RENTABLE_NUMBER, sim_type: 4 })).status).toBe(201)
    const { data: plainCart } = await apiRequest<Cart>('GET', '/api/cart/')
    const loads = holdRequests(server, '/api/cart/')
    await loadPage('/order/')
    const expanded = await loads.arrived(0)
    expect(expanded.url.searchParams.get('expand')).toBe('suitable_numbers,suitable_tariffs')
    const drawn = suitableTariffs()
    expect(drawn).toHaveLength(3)
    // In the browser the header's count (cart-summary) may start the cart first, without the lists:
    // its answer lands while the cart page's own load is on its way (the island used to draw it).
    act(() => $cart.set(cartStateFrom(plainCart)))
    expect(suitableTariffs()).toEqual(drawn)
    expanded.release()
    await waitFor(() => expect($cart.get().withSuitableLists).toBe(true))
    expect(suitableTariffs()).toEqual(drawn)
  })
})
