import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { $modal } from '../../shared/stores/modal'
import { loadFixture, useReferenceServer } from '../../testing'

useReferenceServer()

describe('modal-opener', () => {
  it('turns the footer link into a button that opens the callback modal, and lets go on cleanup', async () => {
    const page = await loadFixture('form-modal-callback.html')
    const link = page.hostsOf('modal-opener')[0]!.element
    const button = screen.getByRole('button', { name: 'Заказать звонок' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(button)
    expect($modal.get()).toEqual({ id: 'callback', opener: link })
    expect(screen.getByRole('dialog', { name: 'Заказать обратный звонок' })).toHaveAttribute('open')
    act(() => $modal.set(null))
    button.focus()
    await userEvent.keyboard(' ')
    expect($modal.get()?.id).toBe('callback')
    page.unmount()
    expect(screen.getByRole('link', { name: 'Заказать звонок' })).toHaveAttribute('href', '/contacts/#question-form')
  })
})
