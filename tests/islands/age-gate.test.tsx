import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import AgeGate from '../../islands/age-gate/AgeGate'
import { $modal } from '../../shared/stores/modal'
import { renderTemplate } from '../fixture'

afterEach(() => {
  act(() => $modal.set(null))
  document.cookie = 'age_confirmed=; max-age=0; path=/'
})

/** The host as the devices landing renders it for an adult category. */
function host(): HTMLElement {
  const html = renderTemplate('pages/catalog/devices-landing.html', {
    age_gate: { cookie: 'age_confirmed' }, landing: { title: 'Умные часы' }, list: { items: [] }, form: {}, site_config: {}, site_name: 'Магазин',
  })
  document.body.innerHTML = html.match(/<div data-island="age-gate"[^>]*><\/div>/)![0]
  return document.querySelector<HTMLElement>('[data-island="age-gate"]')!
}

describe('age-gate', () => {
  it('asks at once with no way to dismiss; «confirm» sets the cookie and removes the modal', async () => {
    const element = host()
    render(<AgeGate cookie={element.dataset['cookie']!} homeUrl={element.dataset['homeUrl']!} />, { container: element })
    const ask = screen.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' })
    expect(ask).toHaveAttribute('open')
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Да, мне есть 18' }))
    expect(document.cookie).toContain('age_confirmed=1')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect($modal.get()).toBeNull()
  })

  it('«deny» swaps to the denied modal; a native close brings it back', async () => {
    render(<AgeGate cookie="age_confirmed" homeUrl="/" />)
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }))
    const denied = screen.getByRole('dialog', { name: 'Раздел недоступен' })
    expect(denied).toHaveAttribute('open')
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    await act(async () => {
      ;(denied as HTMLDialogElement).close()
      await Promise.resolve()
    })
    expect($modal.get()?.id).toBe('age-denied')
    expect(document.cookie).not.toContain('age_confirmed=1')
  })
})
