import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cleanupPages, loadFixture, useReferenceServer } from '../../testing'

useReferenceServer()

describe('testing kit', () => {
  it('mounts a catalogue card and adds its number through the reference server', async () => {
    const page = await loadFixture('cart-button.html')
    expect(page.hosts.map((h) => [h.island, h.state])).toEqual([
      ['cart-button', 'mounted'],
      ['message-modal', 'mounted'],
    ])
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    expect(await screen.findByRole('button', { name: 'Оформить' })).toBeInTheDocument()
  })

  it('reports an unknown island and a malformed attribute without throwing', async () => {
    const page = await loadFixture('<div data-island="nope"></div><div data-island="cart-summary" data-item-count="x" data-cart-url="/order/"></div>')
    expect(page.hosts.map((h) => [h.island, h.state, h.warning])).toEqual([
      ['nope', 'inactive', '[islands] "nope": no island is registered under this name; the island stays inactive.'],
      ['cart-summary', 'inactive', '[islands] "cart-summary": attribute data-item-count="x" is not a valid int; the island stays inactive.'],
    ])
  })
})

describe('testing kit: a warning the test did not expect fails it', () => {
  const UNKNOWN = '<div data-island="nope"></div>'
  const MALFORMED = '<div data-island="cart-summary" data-item-count="x" data-cart-url="/order/"></div>'

  it('an unknown island in a fixture, never read: the cleanup after the test throws, naming the warning', async () => {
    await loadFixture(UNKNOWN)
    expect(() => cleanupPages()).toThrow(
      '[testing] the page warned and the test did not expect it (read page.warnings, or a host\'s warning, to expect one):\n  [islands] "nope": no island is registered under this name; the island stays inactive.',
    )
    // The page is cleaned up all the same.
    expect(document.body.innerHTML).toBe('')
  })

  it('a malformed attribute, never read: the next loadFixture of the test throws before it loads', async () => {
    await loadFixture(MALFORMED)
    await expect(loadFixture('cart-button.html')).rejects.toThrow('[islands] "cart-summary": attribute data-item-count="x" is not a valid int')
  })

  it("a warning read in page.warnings, or as its host's warning, is expected", async () => {
    const page = await loadFixture(UNKNOWN)
    expect(page.warnings).toEqual(['[islands] "nope": no island is registered under this name; the island stays inactive.'])
    expect(() => cleanupPages()).not.toThrow()
    const [summary] = (await loadFixture(MALFORMED)).hostsOf('cart-summary')
    expect(summary!.warning).toContain('is not a valid int')
    expect(() => cleanupPages()).not.toThrow()
  })

  it("a warning of another kind (not the runtime's or an island's) is printed, not held against the test", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await loadFixture('cart-button.html')
    console.warn('Some library: deprecated option')
    expect(() => cleanupPages()).not.toThrow()
    expect(warn).toHaveBeenCalledWith('Some library: deprecated option')
  })
})
