import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'
import { delay, http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'

const server = useReferenceServer()
const brokenJson = () => new HttpResponse('{"results": [', { headers: { 'Content-Type': 'application/json' } })

it('the catalogue says «Произошла ошибка…» when the next page is not valid JSON, and keeps its cards', async () => {
  server.use(http.get('/api/catalog/numbers/', brokenJson))
  await loadFixture('catalog-numbers.html')
  await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }))
  expect(await screen.findByText('Произошла ошибка. Попробуйте исправить критерии поиска.')).toBeVisible()
  expect(screen.getAllByRole('button', { name: 'В корзину' })).toHaveLength(20)
  expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeEnabled()
})

it('the cart button gets its label back and stays disabled when the answer is not valid JSON', async () => {
  server.use(http.post('/api/cart/items/', brokenJson))
  await loadFixture('cart-button.html')
  await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
  await screen.findByRole('button', { name: 'В корзину' })
  expect(screen.getByRole('button', { name: 'В корзину' })).toHaveAttribute('aria-disabled', 'true')
})

it('a request that never answers leaves «Загрузка» on the load-more button', async () => {
  server.use(http.get('/api/catalog/numbers/', () => delay('infinite')))
  await loadFixture('catalog-numbers.html')
  const more = screen.getByRole('button', { name: 'Показать ещё' })
  await userEvent.click(more)
  expect(more).toHaveTextContent('Загрузка')
  expect(more).toBeDisabled()
})
