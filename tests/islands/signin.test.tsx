import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, fixtureHTML, lastSigninCode, loadFixture, logRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()
const SEND = '/api/customers/send-signin-code/'
const CONFIRM = '/api/customers/confirm-signin-code/'
const PHONE = '+7 (912) 345-67-89'

const phoneField = () => screen.getByRole('textbox', { name: /Номер телефона/ })
const codeField = () => screen.getByRole('textbox', { name: /Код из SMS/ })

/** /customer/signin/ as the server renders it (for `?next=`, the host's data-next), the island mounted. */
const mount = (next = '') => loadFixture(fixtureHTML('signin.html').replace('data-next=""', `data-next="${next}"`))

/** The phone step done against the reference server: a code sent, the code step shown. */
async function toCodeStep(next = '') {
  const page = await mount(next)
  await userEvent.type(phoneField(), '9123456789')
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
  await screen.findByRole('heading', { name: 'Введите код из SMS' })
  return page
}

afterEach(() => vi.useRealTimers())

describe('sign-in, phone step (spec §5, §7)', () => {
  it('refuses a short phone with «Неверный формат номера телефона.» under the field, without a request', async () => {
    await mount()
    const sent = logRequests(server)
    await userEvent.type(phoneField(), '912345')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true')
    expect(phoneField()).toHaveAccessibleDescription('Неверный формат номера телефона.')
    expect(sent).toEqual([])
  })

  it('masks the phone, sends it and moves to the code step; the server sent the code by SMS', async () => {
    await mount()
    const sent = logRequests(server)
    await userEvent.type(phoneField(), '89123456789')
    expect(phoneField()).toHaveValue(PHONE)
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(await screen.findByRole('heading', { name: 'Введите код из SMS' })).toBeInTheDocument()
    expect(sent).toEqual([`POST ${SEND} ${JSON.stringify({ phone_number: PHONE })}`])
    expect(await lastSigninCode('+79123456789')).toMatch(/^\d{6}$/)
    expect(screen.getByText(/Мы отправили код на номер \+7 \(912\) 345-67-89/)).toBeInTheDocument()
    expect(codeField()).toHaveFocus()
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code')
    expect(codeField()).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByRole('button', { name: /Отправить повторно через/ })).toBeDisabled()
  })

  it('answers a 429 with the «Код был отправлен ранее» modal, then the code step; «Изменить» clears the limit', async () => {
    await mount()
    // A code sent a moment ago (another tab): the server refuses a second one for a minute.
    expect((await apiRequest('POST', SEND, { phone_number: '+79123456789' })).status).toBe(200)
    await userEvent.type(phoneField(), '9123456789')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    const dialog = await screen.findByRole('dialog', { name: 'Код был отправлен ранее' })
    await vi.waitFor(() =>
      expect(dialog).toHaveTextContent(
        /На ваш номер уже была отправлена СМС\. Отправить код повторно можно будет через (1 минуту|\d+ секунд[уы]?)\./,
      ),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }))
    expect(codeField()).toHaveFocus()
    expect(screen.getByRole('button', { name: /Отправить повторно через/ })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Изменить номер телефона' }))
    expect(phoneField()).toHaveFocus()
    expect(phoneField()).toHaveValue(PHONE)
  })
})

describe('sign-in, code step (spec §4, §8)', () => {
  it('counts down «Отправить повторно через …» live, then offers «Отправить код повторно»', async () => {
    // The reference server runs in this process: its clock is the faked one too.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-01-01T10:00:00Z') })
    await toCodeStep()
    expect(screen.getByRole('button', { name: 'Отправить повторно через 1 минуту' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: 'Отправить повторно через 59 секунд' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(59_000))
    expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toBeEnabled()
  })

  it('keeps only digits of a pasted code, at most 12', async () => {
    await toCodeStep()
    fireEvent.input(codeField(), { target: { value: 'Код: 123 456' } })
    expect(codeField()).toHaveValue('123456')
    fireEvent.input(codeField(), { target: { value: '12345678901234' } })
    expect(codeField()).toHaveValue('123456789012')
  })

  it('requires the code, shows a wrong code under the field, non-field errors and failures in «Ошибка»', async () => {
    await toCodeStep('/numbers/')
    const sent = logRequests(server)
    const submit = screen.getByRole('button', { name: 'Войти' })
    await userEvent.click(submit)
    expect(codeField()).toHaveAccessibleDescription('Пожалуйста, заполните это поле')

    await userEvent.type(codeField(), '000000')
    await userEvent.click(submit)
    expect(await screen.findByText('Неверный код.')).toBeInTheDocument()
    expect(codeField()).toHaveAccessibleDescription('Неверный код.')

    // What the reference server never says, scripted: non-field errors, then a gateway failure.
    server.use(
      http.post(CONFIRM, () => HttpResponse.json({ non_field_errors: ['Раз.', 'Два.'] }, { status: 400 }), { once: true }),
      http.post(CONFIRM, () => HttpResponse.text('bad', { status: 502 }), { once: true }),
    )
    await userEvent.click(submit)
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' })
    expect(dialog).toHaveTextContent('Раз. Два.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }))
    expect(submit).toHaveFocus()

    await userEvent.click(submit)
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    const body = JSON.stringify({ phone_number: PHONE, code: '000000', next: '/numbers/' })
    expect(sent).toEqual([0, 1, 2].map(() => `POST ${CONFIRM} ${body}`))
  })

  it('goes to the redirect_to of the server (the next page), and home instead of a foreign one', async () => {
    const page = await toCodeStep('/numbers/')
    await userEvent.type(codeField(), (await lastSigninCode('+79123456789'))!)
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    await vi.waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(page.navigations[0]!.url).toBe(`${location.origin}/numbers/`)

    // A confirmed sign-in keeps the buttons busy while the page changes; a second page proves the foreign case.
    server.use(http.post(CONFIRM, () => HttpResponse.json({ redirect_to: 'https://evil.example/' })))
    const second = await mount()
    await userEvent.type(phoneField(), '9123456780')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    await userEvent.type(await screen.findByRole('textbox', { name: /Код из SMS/ }), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    await vi.waitFor(() => expect(second.navigations).toEqual([{ type: 'assign', url: `${location.origin}/` }]))
  })

  it('a resend answered 429 says «Слишком много попыток. Попробуйте еще раз через …»', async () => {
    // A backend that sends codes without a resend limit, until it answers 429 to the resend.
    server.use(
      http.post(SEND, () => HttpResponse.json({}), { once: true }),
      http.post(SEND, () => HttpResponse.json({ rate_limited_until: new Date(Date.now() + 120_000).toISOString() }, { status: 429 })),
    )
    await toCodeStep()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Слишком много попыток\. Попробуйте еще раз через (2 минуты|1 минуту( \d+ секунд[уы]?)?)$/,
    )
    expect(screen.getByRole('button', { name: /Отправить повторно через/ })).toBeDisabled()
  })
})
