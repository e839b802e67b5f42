import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import FormModal from '../../islands/form-modal/FormModal'
import MessageModal from '../../islands/message-modal/MessageModal'
import enhanceModalOpener from '../../islands/modal-opener/modal-opener'
import { $message, $modal, openModal, showMessage } from '../../shared/stores/modal'
import { json, stubFetch } from '../api/fetch-stub'
import { renderTemplate } from '../fixture'

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => $modal.set(null))
  $message.set(null)
})

/** The footer as the server renders it: the callback button and the modal hosts. */
function footer(): HTMLElement {
  document.body.innerHTML = renderTemplate('partials/footer.html', { site_name: 'Магазин', site_config: { exit_intent_initial_delay: 30, exit_intent_retry_delay: 86400 } })
  return document.querySelector<HTMLElement>('[data-island="modal-opener"]')!
}

describe('modal-opener', () => {
  it('turns the footer link into a button that opens the callback modal, and lets go on cleanup', async () => {
    const link = footer()
    const release = enhanceModalOpener(link, { modal: 'callback' })
    const button = screen.getByRole('button', { name: 'Заказать звонок' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(button)
    expect($modal.get()).toEqual({ id: 'callback', opener: link })
    act(() => $modal.set(null))
    button.focus()
    await userEvent.keyboard(' ')
    expect($modal.get()?.id).toBe('callback')
    release()
    expect(screen.getByRole('link', { name: 'Заказать звонок' })).toBeInTheDocument()
  })
})

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

describe('message-modal', () => {
  it('shows title and message as text, never as markup', () => {
    render(<MessageModal />)
    act(() => showMessage({ title: 'Ошибка', message: '<img src=x onerror=alert(1)>' }, null))
    const dialog = screen.getByRole('dialog', { name: 'Ошибка' })
    expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)>')
    expect(dialog.querySelector('img')).toBeNull()
  })
})
