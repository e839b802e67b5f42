import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Signin from '../../islands/signin/Signin'
import { $modal } from '../../shared/stores/modal'
import { json, stubFetch } from '../api/fetch-stub'
import { renderTemplate } from '../fixture'

const SEND = '/api/customers/send-signin-code/'
const CONFIRM = '/api/customers/confirm-signin-code/'

/** /customer/signin/ as the server renders it, the island mounted on its host as the runtime does. */
function mount(page: { next?: string; code_step?: boolean; phone?: string; rate_limited_until?: string | null } = {}) {
  const html = renderTemplate('pages/site/signin.html', { site_name: 'Номера и тарифы', nav: [], errors: {}, next: '', ...page })
  // Without the page's stylesheet links, which happy-dom would try to fetch.
  document.body.innerHTML = new DOMParser().parseFromString(html.replace(/<link\b[^>]*>/g, ''), 'text/html').body.innerHTML
  const host = document.querySelector<HTMLElement>('[data-island="signin"]')!
  const { next, codeStep, phone, rateLimitedUntil } = host.dataset
  host.replaceChildren()
  render(<Signin next={next} codeStep={codeStep !== undefined} phone={phone} rateLimitedUntil={rateLimitedUntil} />, { container: host })
  return host
}

const phoneField = () => screen.getByRole('textbox', { name: /Номер телефона/ })
const codeField = () => screen.getByRole('textbox', { name: /Код из SMS/ })
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/'
  $modal.set(null)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('sign-in, phone step (spec §5, §7)', () => {
  it('refuses a short phone with «Неверный формат номера телефона.» under the field, without a request', async () => {
    const { seen } = stubFetch()
    mount()
    await userEvent.type(phoneField(), '912345')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true')
    expect(phoneField()).toHaveAccessibleDescription('Неверный формат номера телефона.')
    expect(seen).toEqual([])
  })

  it('masks the phone, sends it with the CSRF header and moves to the code step', async () => {
    const { seen } = stubFetch(() => json(200, { rate_limited_until: inSeconds(60) }))
    mount()
    await userEvent.type(phoneField(), '89123456789')
    expect(phoneField()).toHaveValue('+7 (912) 345-67-89')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(seen.map(({ method, url, csrf, body }) => ({ method, url, csrf, body }))).toEqual([
      { method: 'POST', url: SEND, csrf: 'tok', body: { phone_number: '+7 (912) 345-67-89' } },
    ])
    expect(await screen.findByRole('heading', { name: 'Введите код из SMS' })).toBeInTheDocument()
    expect(screen.getByText(/Мы отправили код на номер \+7 \(912\) 345-67-89/)).toBeInTheDocument()
    expect(codeField()).toHaveFocus()
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code')
    expect(codeField()).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByRole('button', { name: /Отправить повторно через/ })).toBeDisabled()
  })

  it('answers a 429 with the «Код был отправлен ранее» modal, then the code step; «Изменить» clears the limit', async () => {
    stubFetch(() => json(429, { rate_limited_until: inSeconds(125), detail: 'x' }))
    mount()
    await userEvent.type(phoneField(), '9123456789')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    const dialog = await screen.findByRole('dialog', { name: 'Код был отправлен ранее' })
    expect(dialog).toHaveTextContent(/На ваш номер уже была отправлена СМС\. Отправить код повторно можно будет через 2 минуты \d+ секунд/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }))
    expect(codeField()).toHaveFocus()
    expect(screen.getByRole('button', { name: /Отправить повторно через 2 минуты/ })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Изменить номер телефона' }))
    expect(phoneField()).toHaveFocus()
    expect(phoneField()).toHaveValue('+7 (912) 345-67-89')
  })
})

describe('sign-in, code step (spec §4, §8)', () => {
  it('counts down «Отправить повторно через …» live, then offers «Отправить код повторно»', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') })
    stubFetch()
    mount({ code_step: true, phone: '+7 (912) 345-67-89', rate_limited_until: '2026-01-01T10:01:02Z' })
    expect(screen.getByRole('button', { name: 'Отправить повторно через 1 минута 2 секунды' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: 'Отправить повторно через 1 минута 1 секунда' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(61_000))
    expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toBeEnabled()
  })

  it('keeps only digits of a pasted code, at most 12', () => {
    stubFetch()
    mount({ code_step: true, phone: '+7 (912) 345-67-89' })
    fireEvent.change(codeField(), { target: { value: 'Код: 123 456' } })
    expect(codeField()).toHaveValue('123456')
    fireEvent.change(codeField(), { target: { value: '12345678901234' } })
    expect(codeField()).toHaveValue('123456789012')
  })

  it('requires the code, shows a wrong code under the field, non-field errors and failures in «Ошибка»', async () => {
    const answers = [json(400, { code: ['Неверный код.'] }), json(400, { non_field_errors: ['Раз.', 'Два.'] }), json(502, 'bad')]
    const { seen } = stubFetch(() => answers.shift()!)
    mount({ code_step: true, phone: '+7 (912) 345-67-89', next: '/numbers/' })
    const submit = screen.getByRole('button', { name: 'Войти' })
    await userEvent.click(submit)
    expect(codeField()).toHaveAccessibleDescription('Пожалуйста, заполните это поле')

    await userEvent.type(codeField(), '000000')
    await userEvent.click(submit)
    expect(await screen.findByText('Неверный код.')).toBeInTheDocument()
    expect(codeField()).toHaveAccessibleDescription('Неверный код.')

    await userEvent.click(submit)
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' })
    expect(dialog).toHaveTextContent('Раз. Два.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }))
    expect(submit).toHaveFocus()

    await userEvent.click(submit)
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toHaveTextContent('Произошла ошибка. Попробуйте еще раз позже.')
    expect(seen.map((r) => r.body)).toEqual([0, 1, 2].map(() => ({ phone_number: '+7 (912) 345-67-89', code: '000000', next: '/numbers/' })))
    expect(seen.every((r) => r.url === CONFIRM && r.csrf === 'tok')).toBe(true)
  })

  it('goes to a same-origin redirect_to, and home instead of a foreign one', async () => {
    const assigned: string[] = []
    vi.spyOn(location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)))
    const answers = [json(200, { redirect_to: '/numbers/' }), json(200, { redirect_to: 'https://evil.example/' })]
    stubFetch(() => answers.shift()!)
    mount({ code_step: true, phone: '+7 (912) 345-67-89' })
    await userEvent.type(codeField(), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    await vi.waitFor(() => expect(assigned).toHaveLength(1))
    // A confirmed sign-in keeps the buttons busy while the page changes; a second form proves the foreign case.
    document.body.innerHTML = ''
    mount({ code_step: true, phone: '+7 (912) 345-67-89' })
    await userEvent.type(codeField(), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    await vi.waitFor(() => expect(assigned).toHaveLength(2))
    expect(assigned).toEqual([`${location.origin}/numbers/`, `${location.origin}/`])
  })

  it('a resend answered 429 says «Слишком много попыток. Попробуйте еще раз через …»', async () => {
    stubFetch(() => json(429, { rate_limited_until: inSeconds(120) }))
    mount({ code_step: true, phone: '+7 (912) 345-67-89' })
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Слишком много попыток\. Попробуйте еще раз через (2 минуты|1 минута 59 секунд)$/)
    expect(screen.getByRole('button', { name: /Отправить повторно через/ })).toBeDisabled()
  })
})
