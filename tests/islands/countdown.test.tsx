import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()
afterEach(() => vi.useRealTimers())

describe('countdown, mounted over the server text', () => {
  it('counts down to the next midnight, HH:MM:SS with its label, from the clock', async () => {
    // Only Date is faked: the island's own one-second interval runs for real.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 50))
    // The server's text is the time at render (12:00:00 to midnight); the island counts from the clock.
    expect(document.body).toBeEmptyDOMElement()
    await loadFixture('countdown.html')
    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent('00:00:10')
    expect(timer.parentElement).toHaveTextContent('До конца акции: 00:00:10')

    vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 58))
    await waitFor(() => expect(timer).toHaveTextContent('00:00:02'))
  })
})
