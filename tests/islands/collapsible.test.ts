import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()
/** The host's state (docs/islands.md «collapsible»): closed, opening, open, closing. */
const COLLAPSIBLE_STATE_ATTR = 'data-collapsible-state'
/** Spec §9: the collapsible's 0.3 s transition. */
const TRANSITION_MS = 300
afterEach(() => vi.useRealTimers())

/** The FAQ block of the home page, as the server renders it: the first of its collapsible cards. */
async function faq() {
  const page = await loadFixture('collapsible.html')
  return { page, host: page.hostsOf('collapsible')[0]!.element }
}

describe('collapsible', () => {
  it('goes closed → opening → open → closing → closed with the 0.3 s transition', async () => {
    const { host } = await faq()
    vi.useFakeTimers()
    const toggle = screen.getByRole('button', { name: 'Как купить номер?' })
    const seen = [host.getAttribute(COLLAPSIBLE_STATE_ATTR)]
    fireEvent.click(toggle)
    seen.push(host.getAttribute(COLLAPSIBLE_STATE_ATTR))
    vi.advanceTimersByTime(TRANSITION_MS)
    seen.push(host.getAttribute(COLLAPSIBLE_STATE_ATTR))
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById('faq-1')).toBeVisible()
    fireEvent.click(toggle)
    seen.push(host.getAttribute(COLLAPSIBLE_STATE_ATTR))
    vi.advanceTimersByTime(TRANSITION_MS)
    seen.push(host.getAttribute(COLLAPSIBLE_STATE_ATTR))
    expect(seen).toEqual(['closed', 'opening', 'open', 'closing', 'closed'])
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById('faq-1')).not.toBeVisible()
  })

  it('starts open when data-open is set and stops reacting once unmounted', async () => {
    const page = await loadFixture(fixtureHTML('collapsible.html').replace('data-open="false"', 'data-open="true"'))
    const host = page.hostsOf('collapsible')[0]!.element
    const toggle = screen.getByRole('button', { name: 'Как купить номер?' })
    expect(host).toHaveAttribute(COLLAPSIBLE_STATE_ATTR, 'open')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    page.unmount()
    fireEvent.click(toggle)
    expect(host).toHaveAttribute(COLLAPSIBLE_STATE_ATTR, 'open')
  })
})
