import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'

const server = useReferenceServer()

async function fillQuestion() {
  await userEvent.type(screen.getByRole('textbox', { name: /Имя/ }), 'Анна')
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com')
  await userEvent.type(screen.getByRole('textbox', { name: /Телефон/ }), '9123456789')
  await userEvent.type(screen.getByRole('textbox', { name: /Ваш вопрос/ }), 'Есть ли номера с 777?')
  await userEvent.click(screen.getByRole('checkbox', { name: /Я согласен/ }))
}

it('sends the contacts form and shows «Заявка отправлена»', async () => {
  await loadFixture('request-form-contacts.html')
  await fillQuestion()
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
  expect(await screen.findByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible()
})

it('puts a field error of the server under its field', async () => {
  // The reference server accepts this form; the override scripts a refusal of the e-mail.
  server.use(
    http.post('/forms/contacts/', () =>
      HttpResponse.json({ status: 'error', errors: { email: ['Этот адрес не принимает почту.'] } }, { status: 400 }),
    ),
  )
  await loadFixture('request-form-contacts.html')
  await fillQuestion()
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
  const email = screen.getByRole('textbox', { name: /E-mail/ })
  await screen.findByText('Этот адрес не принимает почту.')
  expect(email).toHaveAccessibleDescription('Этот адрес не принимает почту.')
  expect(email).toHaveAttribute('aria-invalid', 'true')
})

it('checks the fields before sending, with the messages of the spec', async () => {
  await loadFixture('request-form-contacts.html')
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@')
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
  expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Введите корректный e-mail')
  expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
})
