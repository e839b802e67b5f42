import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()
afterEach(() => vi.restoreAllMocks())

/** Spec §4: a reload of the calculator page lands at the top, with or without its React island. */
describe('reload-top', () => {
  it('keeps the browser from putting back an old scroll position on a reload while it is mounted', async () => {
    history.scrollRestoration = 'auto'
    const page = await loadFixture('calculator.html')
    expect(page.hostsOf('reload-top')).toHaveLength(1)
    expect(history.scrollRestoration).toBe('manual')
    page.unmount()
    expect(history.scrollRestoration).toBe('auto')
  })

  it('scrolls a reload to the top at once (the browser may have restored it before), and leaves a first visit as it is', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const entries = performance.getEntriesByType.bind(performance)
    const navigation = vi.spyOn(performance, 'getEntriesByType')
    navigation.mockImplementation((type) => (type === 'navigation' ? ([{ type: 'navigate' }] as unknown as PerformanceEntryList) : entries(type)))
    await loadFixture('calculator.html')
    expect(scrollTo).not.toHaveBeenCalled()
    navigation.mockImplementation((type) => (type === 'navigation' ? ([{ type: 'reload' }] as unknown as PerformanceEntryList) : entries(type)))
    await loadFixture('calculator.html')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })
})
