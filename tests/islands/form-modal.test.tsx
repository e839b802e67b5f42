import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import FormModal from '../../islands/form-modal/FormModal'
import MessageModal from '../../islands/message-modal/MessageModal'
import { openModal } from '../../shared/stores/modal'
import { json, stubFetch } from '../api/fetch-stub'
import { resetModals } from './modal-pages'

afterEach(resetModals)

describe('form-modal', () => {
  it('callback: the spec fields, an empty submit names them, a valid one posts JSON and the success modal replaces it', async () => {
    const { seen } = stubFetch(() => json(201, { status: 'ok' }))
    render(
      <>
        <FormModal kind="callback" action="/api/forms/create-call-back/" />
        <MessageModal />
      </>,
    )
    act(() => openModal('callback', null))
    const dialog = screen.getByRole('dialog', { name: 'Заказать обратный звонок' })
    expect(dialog).toHaveAttribute('open')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription('Пожалуйста, заполните это поле')
    expect(seen).toEqual([])

    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна')
    await userEvent.type(screen.getByRole('textbox', { name: 'Телефон' }), '89161234567')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Заявка отправлена' })).toHaveAttribute('open'))
    expect(dialog).not.toHaveAttribute('open')
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: `${location.origin}/api/forms/create-call-back/`,
        body: { name: 'Анна', number: '+7 ( 916 ) 123 - 45 - 67', consent_to_terms: 'on' },
      },
    ])
  })

  it('tariff selection asks for digits in minutes, sms and megabytes', async () => {
    render(<FormModal kind="tariff-selection" action="/api/forms/create-tariff-selection-request/" />)
    act(() => openModal('tariff-selection', null))
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS в месяц' }), '50 шт')
    await userEvent.tab()
    expect(screen.getByRole('textbox', { name: 'SMS в месяц' })).toHaveAccessibleDescription('Введите цифры')
  })

  it('renders nothing and warns for an unknown kind', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = render(<FormModal kind="nope" action="/x/" />)
    expect(container).toBeEmptyDOMElement()
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

