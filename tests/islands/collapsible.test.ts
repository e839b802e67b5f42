import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import enhanceCollapsible, { COLLAPSIBLE_STATE_ATTR, TRANSITION_MS } from '../../islands/collapsible/collapsible'
import { fixtureHTML } from '../fixture'

afterEach(() => vi.useRealTimers())

/** The FAQ block of the home page, as the server renders it. */
function faqHost(): HTMLElement {
  const page = fixtureHTML('pages/home.html')
  const section = page.match(/<section class="collapsible"[\s\S]*?<\/section>/)![0]
  document.body.innerHTML = section
  return document.querySelector<HTMLElement>('[data-island="collapsible"]')!
}

describe('collapsible', () => {
  it('goes closed → opening → open → closing → closed with the 0.3 s transition', () => {
    vi.useFakeTimers()
    const host = faqHost()
    const release = enhanceCollapsible(host, { open: false })
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
    release()
  })

  it('starts open when data-open is set and stops reacting once released', () => {
    const host = faqHost()
    const release = enhanceCollapsible(host, { open: true })
    const toggle = screen.getByRole('button', { name: 'Как купить номер?' })
    expect(host).toHaveAttribute(COLLAPSIBLE_STATE_ATTR, 'open')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    release()
    fireEvent.click(toggle)
    expect(host).toHaveAttribute(COLLAPSIBLE_STATE_ATTR, 'open')
  })
})
