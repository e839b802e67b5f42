import { afterEach, describe, expect, it, vi } from 'vitest'
import { autoLoadLimit, throttle } from '../../islands/catalog/auto-load'

afterEach(() => vi.useRealTimers())

describe('auto-load helpers', () => {
  it('picks the page limit of the widest breakpoint not above the width', () => {
    const limits = { 0: 1, 1200: 2 }
    expect([autoLoadLimit(limits, 360), autoLoadLimit(limits, 1199), autoLoadLimit(limits, 1280)]).toEqual([1, 1, 2])
    expect([autoLoadLimit({ 1200: 2 }, 1024), autoLoadLimit(undefined, 1280), autoLoadLimit('x', 1280)]).toEqual([0, 0, 0])
  })

  it('throttles to one call per interval, keeping the last of a burst', () => {
    vi.useFakeTimers()
    const seen: number[] = []
    const t = throttle(() => seen.push(Date.now()), 1000)
    const start = Date.now()
    t.run()
    t.run()
    t.run()
    vi.advanceTimersByTime(1000)
    t.run()
    vi.advanceTimersByTime(5000)
    expect(seen.map((at) => at - start)).toEqual([0, 1000, 2000])
    t.run()
    t.cancel()
    expect(seen).toHaveLength(4)
  })
})
