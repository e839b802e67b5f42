import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('age-gate', () => {
  it('asks at once with no way to dismiss; «confirm» sets the cookie and removes the modal', async () => {
    const page = await loadFixture('age-gate.html')
    expect(page.hostsOf('age-gate').map((h) => h.state)).toEqual(['mounted'])
    const ask = screen.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' })
    expect(ask).toHaveAttribute('open')
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Да, мне есть 18' }))
    expect(document.cookie).toContain('age_confirmed=1')
    expect(screen.queryByRole('dialog')).toBeNull()
    // No modal left open anywhere: the page behind is usable again.
    expect(document.querySelector('dialog[open]')).toBeNull()
  })

  it('«deny» swaps to the denied modal; a native close brings it back', async () => {
    await loadFixture('age-gate.html')
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }))
    const denied = screen.getByRole('dialog', { name: 'Раздел недоступен' })
    expect(denied).toHaveAttribute('open')
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    await act(async () => {
      ;(denied as HTMLDialogElement).close()
      await Promise.resolve()
    })
    // Back at once: the denied modal, not the question.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Раздел недоступен' })).toHaveAttribute('open'))
    expect(screen.queryByRole('dialog', { name: 'Вам исполнилось 18 лет?' })).toBeNull()
    expect(document.cookie).not.toContain('age_confirmed=1')
  })
})
