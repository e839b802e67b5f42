import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MOUNT_WAIT, mountIsland } from './mount-island'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
  vi.useRealTimers()
})

describe('countdown, mounted over the server text', () => {
  it('counts down to the next midnight, HH:MM:SS with its label, from the clock', async () => {
    // Only Date is faked: the island's own one-second interval runs for real.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 50))
    document.body.innerHTML = '<div class="countdown" data-island="countdown" data-label="До конца акции">До конца акции: 00:00:10</div>'
    stop = mountIsland('countdown')
    const timer = await screen.findByRole('timer', {}, MOUNT_WAIT)
    expect(timer).toHaveTextContent('00:00:10')
    expect(timer.parentElement).toHaveTextContent('До конца акции: 00:00:10')

    vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 58))
    await waitFor(() => expect(timer).toHaveTextContent('00:00:02'), { timeout: 2000 })
  })
})
