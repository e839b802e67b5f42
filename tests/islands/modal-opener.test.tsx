import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('modal-opener', () => {
  it('turns the footer link into a button that opens the callback modal, and lets go on cleanup', async () => {
    const page = await loadFixture('form-modal-callback.html')
    const link = page.hostsOf('modal-opener')[0]!.element
    const button = screen.getByRole('button', { name: 'Заказать звонок' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Заказать обратный звонок' })
    expect(dialog).toHaveAttribute('open')
    // Closed, the modal gives the focus back to what opened it: the footer link.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(link).toHaveFocus()
    button.focus()
    await userEvent.keyboard(' ')
    expect(screen.getByRole('dialog', { name: 'Заказать обратный звонок' })).toHaveAttribute('open')
    page.unmount()
    expect(screen.getByRole('link', { name: 'Заказать звонок' })).toHaveAttribute('href', '/contacts/#question-form')
  })
})
