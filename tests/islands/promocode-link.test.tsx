import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fixtureHTML, loadFixture, logRequests, useReferenceServer } from 'storefront-islands/testing'

// The reference server knows WELCOME500 (a 500 ₽ discount), SALE10 and the expired OLD2020.
const server = useReferenceServer()

describe('promocode link (spec §4, §8)', () => {
  it('applies the code from the address, says so in a toast and drops the parameter', async () => {
    const sent = logRequests(server)
    await loadFixture('promocode-link.html', { url: '/numbers/?promocode=WELCOME500&page=2' })
    const toast = await screen.findByRole('status')
    expect(toast).toHaveTextContent('Промокод применен')
    expect(toast).toHaveTextContent('Вы можете найти его в корзине при оформлении заказа')
    expect([location.pathname + location.search, sent]).toEqual([
      '/numbers/?page=2',
      ['PUT /api/cart/promocode/ {"code":"WELCOME500"}', 'GET /api/cart/'],
    ])
    expect((await (await fetch('/api/cart/')).json()).promocode).toMatchObject({ code: 'WELCOME500' })
  })

  it('says the code no longer works when the server refuses it', async () => {
    await loadFixture('promocode-link.html', { url: '/?promocode=OLD2020' })
    const toast = await screen.findByRole('status')
    expect(toast).toHaveTextContent('Промокод не действует')
    expect(toast).toHaveTextContent('Вы перешли по ссылке на промокод, но он больше не действует')
    expect(location.search).toBe('')
  })

  it('reads the parameter named by the host', async () => {
    const sent = logRequests(server)
    await loadFixture(fixtureHTML('promocode-link.html').replace('data-promocode-param="promocode"', 'data-promocode-param="code"'), {
      url: '/?code=WELCOME500',
    })
    expect(await screen.findByRole('status')).toHaveTextContent('Промокод применен')
    expect(sent[0]).toBe('PUT /api/cart/promocode/ {"code":"WELCOME500"}')
  })

  it("shows the outcome of the server's own /promocode/{code}/ redirect without a request", async () => {
    const sent = logRequests(server)
    await loadFixture('promocode-link.html', { url: '/?promocode_status=invalid' })
    expect(await screen.findByRole('status')).toHaveTextContent('Промокод не действует')
    expect([location.search, sent]).toEqual(['', []])
  })

  it('does nothing without the parameter', async () => {
    const sent = logRequests(server)
    await loadFixture('promocode-link.html', { url: '/?page=2' })
    expect([screen.queryByRole('status'), sent, location.search]).toEqual([null, [], '?page=2'])
  })

  it('closes the toast with its close button', async () => {
    await loadFixture('promocode-link.html')
    await screen.findByRole('status')
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
