import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { lastSigninCode, loadFixture, smsOutbox, useReferenceServer } from 'storefront-islands/testing'
import { expect, it, vi } from 'vitest'

useReferenceServer()

it('signs in with the code the server sent by SMS and goes where the server says', async () => {
  const page = await loadFixture('signin.html')
  await userEvent.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '9123456789')
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
  await screen.findByRole('heading', { name: 'Введите код из SMS' })

  const code = await lastSigninCode('+79123456789')
  expect((await smsOutbox('+79123456789')).map((sms) => sms.text)).toEqual([`Код для входа: ${code}`])
  await userEvent.type(screen.getByRole('textbox', { name: /Код из SMS/ }), code!)
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }))

  await vi.waitFor(() => expect(page.navigations).toEqual([{ type: 'assign', url: `${location.origin}/` }]))
})

it('shows a wrong code under the field, as the server answers it', async () => {
  await loadFixture('signin.html')
  await userEvent.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '9123456789')
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
  const field = await screen.findByRole('textbox', { name: /Код из SMS/ })
  await userEvent.type(field, '000000')
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
  await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Неверный код.'))
  expect(field).toHaveAttribute('aria-invalid', 'true')
})
