import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { $modal, closeModal, openModal } from '../../browser/stores/modal'
import { Modal } from '../../browser/ui/Modal'

function Page({ onClose }: { onClose?: () => void }) {
  return (
    <>
      <button type="button" onClick={(event) => openModal('callback', event.currentTarget)}>
        Заказать звонок
      </button>
      <Modal id="callback" title="Обратный звонок" onClose={onClose}>
        <label>
          Имя <input name="name" />
        </label>
        <button type="button" onClick={() => openModal('success')}>
          Отправить
        </button>
      </Modal>
      <Modal id="success" title="Заявка отправлена">
        <p>Мы перезвоним.</p>
      </Modal>
    </>
  )
}

afterEach(() => $modal.set(null))

describe('Modal', () => {
  it('opens as a named dialog with focus inside, and Закрыть returns focus to the opener', async () => {
    const closed: string[] = []
    render(<Page onClose={() => closed.push('callback')} />)
    const opener = screen.getByRole('button', { name: 'Заказать звонок' })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Обратный звонок' })
    expect(dialog).toHaveAttribute('open')
    expect(dialog.contains(document.activeElement)).toBe(true)

    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна')
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(dialog).not.toHaveAttribute('open')
    expect(opener).toHaveFocus()
    expect(closed).toEqual(['callback'])
    // Closed, not removed: what the visitor typed is still there when it opens again.
    act(() => openModal('callback', opener))
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна')
  })

  // Regression: after Escape the browser had closed the dialog already, so onClose never ran
  // and focus did not go back to the opener (the sign-in's 429 modal lost focus to the page).
  it('follows a native close (Escape) into the store, with onClose and focus back to the opener', async () => {
    const closed: string[] = []
    render(<Page onClose={() => closed.push('callback')} />)
    const opener = screen.getByRole('button', { name: 'Заказать звонок' })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Обратный звонок' }) as HTMLDialogElement
    act(() => {
      dialog.close()
    })
    expect($modal.get()).toBeNull()
    expect(closed).toEqual(['callback'])
    expect(opener).toHaveFocus()
  })

  it('keeps one modal open at a time; the second hands focus back to the first opener', async () => {
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Заказать звонок' })
    await userEvent.click(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    expect(screen.getByText('Обратный звонок').closest('dialog')).not.toHaveAttribute('open')
    expect(screen.getByRole('dialog', { name: 'Заявка отправлена' })).toHaveAttribute('open')
    act(() => closeModal('success'))
    expect(opener).toHaveFocus()
  })

  it('ignores a close of a modal that is not the open one', () => {
    render(<Page />)
    act(() => openModal('success', null))
    act(() => closeModal('callback'))
    expect($modal.get()?.id).toBe('success')
  })
})
