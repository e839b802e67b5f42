import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { showMessage } from '../../browser/stores/modal'
import { loadFixture, useReferenceServer } from '../../testing'

useReferenceServer()

// The pages show only the islands' own messages in it (no answer of the server reaches it yet):
// markup in a message is put there through the store.
describe('the generic message modal', () => {
  it('shows title and message as text, never as markup', async () => {
    await loadFixture('message-modal.html')
    act(() => showMessage({ title: 'Ошибка', message: '<img src=x onerror=alert(1)>' }, null))
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' })
    expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)>')
    expect(dialog.querySelector('img')).toBeNull()
  })
})
