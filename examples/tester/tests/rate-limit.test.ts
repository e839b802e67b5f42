import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'

const server = useReferenceServer()

it('a 429 on «Получить код» shows «Код был отправлен ранее» and moves on to the code step', async () => {
  const inTwoMinutes = new Date(Date.now() + 120_000).toISOString()
  server.use(http.post('/api/customers/send-signin-code/', () => HttpResponse.json({ rate_limited_until: inTwoMinutes }, { status: 429 })))
  await loadFixture('signin.html')
  await userEvent.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '9123456789')
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))

  const dialog = await screen.findByRole('dialog', { name: 'Код был отправлен ранее' })
  await vi.waitFor(() => expect(dialog).toHaveTextContent(/Отправить код повторно можно будет через (2 минуты|1 минуту( \d+ секунд[уы]?)?)/))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }))
  expect(screen.getByRole('button', { name: /Отправить повторно через/ })).toBeDisabled()
})
