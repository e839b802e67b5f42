import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from '../../testing'

useReferenceServer()

describe('testing kit', () => {
  it('mounts a catalogue card and adds its number through the reference server', async () => {
    const page = await loadFixture('cart-button.html')
    expect(page.hosts.map((h) => [h.island, h.state])).toEqual([['cart-button', 'mounted'], ['message-modal', 'mounted']])
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    expect(await screen.findByRole('button', { name: 'Оформить' })).toBeInTheDocument()
  })

  it('reports an unknown island and a malformed attribute without throwing', async () => {
    const page = await loadFixture('<div data-island="nope"></div><div data-island="cart-summary" data-item-count="x" data-cart-url="/order/"></div>')
    expect(page.hosts.map((h) => [h.island, h.state, h.warning])).toEqual([
      ['nope', 'inactive', '[islands] "nope": no island is registered under this name; the island stays inactive.'],
      ['cart-summary', 'inactive', '[islands] "cart-summary": attribute data-item-count="x" is not a valid int; the island stays inactive.'],
    ])
  })
})
