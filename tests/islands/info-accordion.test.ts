import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, loadFixture, useReferenceServer } from 'storefront-islands/testing'
import { restoreWindowWidth, setWindowWidth } from './window-width'

useReferenceServer()
/** The host's mode (docs/islands.md «info-accordion»): accordion or tabs. */
const INFO_MODE_ATTR = 'data-info-mode'
/** Spec §9: accordion transitions 0.3 s, resize throttle 200 ms. */
const COLLAPSE_MS = 300
const RESIZE_THROTTLE_MS = 200
afterEach(() => {
  vi.useRealTimers()
  restoreWindowWidth()
})

describe('info accordion', () => {
  it('is an accordion below lg and side tabs from lg, switching on a resize throttled to 200 ms', async () => {
    setWindowWidth(800)
    // The server draws the island's first mode, so mounting it moves nothing.
    const server = new DOMParser().parseFromString(fixtureHTML('info-accordion.html'), 'text/html')
    const shownIn = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>('[data-info-panel]'), (panel) => !panel.hidden)
    expect(shownIn(server)).toEqual([true, false, false])
    const page = await loadFixture('info-accordion.html')
    const accordion = page.hostsOf('info-accordion')[0]!.element
    const shown = () => shownIn(accordion)
    expect(shown()).toEqual([true, false, false])
    vi.useFakeTimers()
    expect(accordion).toHaveAttribute(INFO_MODE_ATTR, 'accordion')
    const specs = screen.getByRole('button', { name: 'Характеристики' })
    expect(screen.getByRole('button', { name: 'Описание' })).toHaveAttribute('aria-expanded', 'true')
    expect(specs).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(specs)
    act(() => vi.advanceTimersByTime(COLLAPSE_MS))
    expect(specs).toHaveAttribute('aria-expanded', 'true')

    setWindowWidth(1200)
    fireEvent(window, new Event('resize'))
    expect(accordion).toHaveAttribute(INFO_MODE_ATTR, 'tabs') // the first resize of a burst acts at once
    const tablist = screen.getByRole('tablist', { name: 'О товаре' })
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical')
    expect(within(tablist).getByRole('tab', { name: 'Характеристики' })).toHaveAttribute('aria-selected', 'true')

    setWindowWidth(600)
    fireEvent(window, new Event('resize'))
    fireEvent(window, new Event('resize'))
    expect(accordion).toHaveAttribute(INFO_MODE_ATTR, 'tabs') // within 200 ms of the last one
    act(() => vi.advanceTimersByTime(RESIZE_THROTTLE_MS))
    expect(accordion).toHaveAttribute(INFO_MODE_ATTR, 'accordion')
    expect(screen.getByRole('button', { name: 'Характеристики' })).toHaveAttribute('aria-expanded', 'true')

    page.unmount()
    expect(accordion).not.toHaveAttribute(INFO_MODE_ATTR)
    // The server's markup again: the first section open.
    expect(screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent)).toEqual(['Описание'])
    expect(shown()).toEqual([true, false, false])
  })
})
