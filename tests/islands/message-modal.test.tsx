import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('message-modal', () => {
  it('stays closed until something shows it; a sent request shows its title and text as the modal, and «Закрыть» closes it', async () => {
    // The footer's callback button and modal form; the message modal host is on every page.
    const page = await loadFixture('form-modal-callback.html')
    expect(page.hostsOf('message-modal').map((host) => host.state)).toEqual(['mounted'])
    expect(screen.queryByRole('dialog')).toBeNull()

    const opener = screen.getByRole('button', { name: 'Заказать звонок' })
    await userEvent.click(opener)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Имя' }), 'Анна')
    await userEvent.type(screen.getByRole('textbox', { name: 'Телефон' }), '89161234567')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))

    const message = await screen.findByRole('dialog', { name: 'Заявка отправлена' })
    expect(message).toHaveAttribute('open')
    expect(message).toHaveTextContent('Спасибо! Мы получили вашу заявку.')
    await userEvent.click(within(message).getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // Opened from the modal form, it gives the focus back to what opened that form.
    expect(opener).toHaveFocus()
  })
})
