import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()
/** Mounted, the server's count link is the cart dropdown's button. */
const toggle = () => screen.getByRole('button', { name: /^Корзина/ })

describe('cart-summary, mounted over the server link', () => {
  it('takes the server count of an empty cart and asks the server for nothing', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => void asked.push(request.url))
    const page = await loadFixture('cart-summary-empty.html')
    expect(page.hostsOf('cart-summary').map((h) => h.state)).toEqual(['mounted'])
    expect(toggle()).toHaveTextContent('Корзина 0, 0 товаров')
    expect(asked).toEqual([])
  })

  it('loads a cart with items and shows their count and total', async () => {
    await loadFixture('cart-summary-filled.html')
    const { total_price } = await (await fetch('/api/cart/')).json()
    const total = `${Math.round(Number(total_price)).toLocaleString('ru-RU').replace(/\s/g, ' ')} ₽`
    await waitFor(() => expect(toggle()).toHaveTextContent(`Корзина 3, 3 товара ${total}`))
  })
})
