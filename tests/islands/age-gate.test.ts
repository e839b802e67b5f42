import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

const ASK = 'Вам исполнилось 18 лет?'
const DENIED = 'Раздел недоступен'

describe('age-gate', () => {
  it('asks at once with the focus inside and no way to dismiss; «Да» sets the cookie, removes both dialogs and focuses the heading', async () => {
    const page = await loadFixture('age-gate.html')
    expect(page.hostsOf('age-gate').map((h) => h.state)).toEqual(['mounted'])
    const ask = screen.getByRole('dialog', { name: ASK })
    expect(ask).toHaveAttribute('open')
    expect(screen.getByRole('button', { name: 'Да, мне есть 18' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull()
    // Escape asks the dialog to cancel: refused.
    expect(ask.dispatchEvent(new Event('cancel', { cancelable: true }))).toBe(false)
    expect(ask).toHaveAttribute('open')

    await userEvent.click(screen.getByRole('button', { name: 'Да, мне есть 18' }))
    expect(document.cookie).toContain('age_confirmed=1')
    // Both of the gate's dialogs are gone (the catalogue's filter sheet keeps its own).
    expect(document.querySelectorAll('dialog[data-age-ask], dialog[data-age-denied]')).toHaveLength(0)
    expect(screen.getByRole('heading', { name: 'Умные часы', level: 1 })).toHaveFocus()
  })

  it('«Нет» swaps to the denied dialog; a native close brings it back, not the question', async () => {
    await loadFixture('age-gate.html')
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }))
    const denied = screen.getByRole('dialog', { name: DENIED })
    expect(denied).toHaveAttribute('open')
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveFocus()
    expect(screen.queryByRole('dialog', { name: ASK })).toBeNull()
    await act(async () => {
      ;(denied as HTMLDialogElement).close()
      await Promise.resolve()
    })
    await waitFor(() => expect(screen.getByRole('dialog', { name: DENIED })).toHaveAttribute('open'))
    expect(screen.queryByRole('dialog', { name: ASK })).toBeNull()
    expect(document.cookie).not.toContain('age_confirmed=1')
  })

  it('leaves a host without the server dialogs alone, with one warning', async () => {
    const page = await loadFixture('<div data-island="age-gate" data-cookie="age_confirmed"></div>')
    expect(page.hostsOf('age-gate').map((h) => h.state)).toEqual(['mounted'])
    expect(page.warnings).toEqual([expect.stringMatching(/^\[islands\] "age-gate": needs dialog\[data-age-ask\]/)])
  })

  it('lets the page go when the island goes while asking', async () => {
    const page = await loadFixture('age-gate.html')
    expect(screen.getByRole('dialog', { name: ASK })).toHaveAttribute('open')
    page.unmount()
    expect(document.querySelector('dialog[open]')).toBeNull()
  })
})
