import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderTemplate } from '../fixture'
import { resetModals } from './modal-pages'
import { MOUNT_WAIT, mountIsland } from './mount-island'

let stop: (() => void) | undefined
beforeEach(() => localStorage.clear())
afterEach(() => {
  stop?.()
  stop = undefined
  resetModals()
})

/** The footer with the exit-intent host, as the server renders it for these site settings (seconds). */
const putFooter = (initialDelay: number, retryDelay: number) => {
  document.body.innerHTML = renderTemplate('partials/footer.html', {
    site_name: 'Магазин',
    site_config: { exit_intent_initial_delay: initialDelay, exit_intent_retry_delay: retryDelay },
  })
}
const leave = () => fireEvent.mouseLeave(document.documentElement, { relatedTarget: null })
/** Mounts the island and waits until it listens: its closed dialog drawn, its effects run. */
async function mount() {
  stop = mountIsland('exit-intent')
  const host = document.querySelector('[data-island="exit-intent"]')!
  await waitFor(() => expect(host.querySelector('dialog')).not.toBeNull(), MOUNT_WAIT)
  await act(async () => {})
}

describe('exit-intent, mounted from the footer', () => {
  it('offers the subscription when the pointer leaves the page, and not again within the retry delay once closed', async () => {
    putFooter(0, 86400)
    await mount()
    leave()
    const dialog = await screen.findByRole('dialog', { name: 'Подпишитесь на скидки' })
    expect(dialog).toHaveAttribute('open')
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    leave()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('waits out the initial delay of a first visit', async () => {
    putFooter(30, 86400)
    await mount()
    leave()
    expect(screen.queryByRole('dialog', { name: 'Подпишитесь на скидки' })).toBeNull()
  })
})
