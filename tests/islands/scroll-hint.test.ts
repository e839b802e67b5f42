import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()
/** The host's mark while the hint fades (docs/islands.md «scroll-hint»). */
const FADING_ATTR = 'data-scroll-hint-fading'
/** Spec §9: the scroll hint is removed 5 s after it fades. */
const SCROLL_HINT_REMOVE_MS = 5000
afterEach(() => vi.useRealTimers())

/** The comparison of three tariffs, its table `width` px wide in a scroll area of `visible` px. */
async function comparison(width: number, visible: number) {
  // happy-dom has no layout: the sizes the hint reads when it mounts.
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(width)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(visible)
  const page = await loadFixture('scroll-hint.html')
  return { page, hint: page.hostsOf('scroll-hint')[0]!.element, area: document.querySelector<HTMLElement>('[data-scroll-area]')! }
}

describe('scroll hint', () => {
  it('fades at the first scroll and is removed 5 s later', async () => {
    const { hint, area } = await comparison(900, 375)
    vi.useFakeTimers()
    expect(screen.getByText('Прокрутите таблицу вбок →')).toBeVisible()
    fireEvent.scroll(area)
    expect(hint).toHaveAttribute(FADING_ATTR)
    vi.advanceTimersByTime(SCROLL_HINT_REMOVE_MS - 1)
    expect(screen.getByText('Прокрутите таблицу вбок →')).toBeInTheDocument()
    vi.advanceTimersByTime(1)
    expect(screen.queryByText('Прокрутите таблицу вбок →')).toBeNull()
  })

  it('stays hidden when the table fits', async () => {
    await comparison(600, 600)
    expect(screen.getByText('Прокрутите таблицу вбок →')).not.toBeVisible()
  })
})
