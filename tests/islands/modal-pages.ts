import { act } from '@testing-library/react'
import { vi } from 'vitest'
import { $message, $modal } from '../../shared/stores/modal'
import { renderTemplate } from '../fixture'

/** The footer as the server renders it: the callback button and the modal hosts. */
export function footer(): HTMLElement {
  document.body.innerHTML = renderTemplate('partials/footer.html', { site_name: 'Магазин', site_config: { exit_intent_initial_delay: 30, exit_intent_retry_delay: 86400 } })
  return document.querySelector<HTMLElement>('[data-island="modal-opener"]')!
}

/** After each test: no modal or message open, no stubbed globals. */
export function resetModals(): void {
  vi.unstubAllGlobals()
  act(() => $modal.set(null))
  $message.set(null)
}
