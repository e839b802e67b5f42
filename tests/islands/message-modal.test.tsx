import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import MessageModal from '../../islands/message-modal/MessageModal'
import { showMessage } from '../../shared/stores/modal'
import { resetModals } from './modal-pages'

afterEach(resetModals)

describe('message-modal', () => {
  it('shows title and message as text, never as markup', () => {
    render(<MessageModal />)
    act(() => showMessage({ title: 'Ошибка', message: '<img src=x onerror=alert(1)>' }, null))
    const dialog = screen.getByRole('dialog', { name: 'Ошибка' })
    expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)>')
    expect(dialog.querySelector('img')).toBeNull()
  })
})
