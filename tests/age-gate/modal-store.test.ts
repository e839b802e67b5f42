import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureHTML } from '../../testing/fixture-file'
import { islands } from '../../islands/index'
import { startIslands } from '../../browser/runtime/runtime'
import { $modal, showMessage } from '../../browser/stores/modal'

const ASK = 'Вам исполнилось 18 лет?'

/** These islands' hosts from the age gate's fixture, alone: the page's others would warn, unregistered. */
const hostsOf = (...names: string[]) => {
  const page = new DOMParser().parseFromString(fixtureHTML('age-gate.html'), 'text/html')
  return names.map((name) => page.querySelector(`[data-island="${name}"]`)!.outerHTML).join('')
}
const state = (name: string) => document.querySelector(`[data-island="${name}"]`)?.getAttribute('data-island-state')

let stop = () => {}
afterEach(() => {
  act(() => stop())
  stop = () => {}
  document.body.innerHTML = ''
  $modal.set(null)
})

describe('the age gate and the modal store, with the contracts as a page runs them', () => {
  // Regression: the question was opened with openModal, which starts every island waiting for a
  // dialog (the message modal, the form modals), so React DOM came with the page all the same.
  it('opens with the page and starts none of the islands that wait for a dialog', async () => {
    document.body.innerHTML = hostsOf('age-gate', 'message-modal')
    stop = startIslands({ 'age-gate': islands['age-gate']!, 'message-modal': islands['message-modal']! })
    await waitFor(() => expect(screen.getByRole('dialog', { name: ASK })).toHaveAttribute('open'))
    expect([state('age-gate'), state('message-modal')]).toEqual(['mounted', 'waiting'])
    expect($modal.get()).toEqual({ id: 'age', opener: null })
  })

  it('takes the page back from a modal another island opens over the question', async () => {
    document.body.innerHTML = hostsOf('age-gate', 'message-modal')
    stop = startIslands({ 'age-gate': islands['age-gate']!, 'message-modal': islands['message-modal']! })
    const ask = await screen.findByRole('dialog', { name: ASK })
    await waitFor(() => expect(ask).toHaveAttribute('open'))
    act(() => showMessage({ title: 'Заявка отправлена', message: 'Спасибо!' }))
    await waitFor(() => expect($modal.get()?.id).toBe('age'))
    expect(ask).toHaveAttribute('open')
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(1)
  })

  it('leaves the store empty when the host goes while asking', async () => {
    document.body.innerHTML = hostsOf('age-gate')
    stop = startIslands({ 'age-gate': islands['age-gate']! })
    await waitFor(() => expect($modal.get()?.id).toBe('age'))
    act(() => stop())
    expect($modal.get()).toBeNull()
  })
})
