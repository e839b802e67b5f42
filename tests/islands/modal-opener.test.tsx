import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import enhanceModalOpener from '../../islands/modal-opener/modal-opener'
import { $modal } from '../../shared/stores/modal'
import { footer, resetModals } from './modal-pages'

afterEach(resetModals)

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
