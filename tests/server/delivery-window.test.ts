// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deliveryWindow } from '../../server/orders/delivery-window'

describe("the order-placed page's delivery window", () => {
  it('reads as a day with its hours', () => {
    expect(deliveryWindow('2026-12-05 10:00:00', '2026-12-05 18:00:00')).toBe('5 декабря 2026, с 10:00 до 18:00')
  })

  it('is the day alone without times, and nothing without a window', () => {
    expect(deliveryWindow('2026-01-21', '2026-01-21')).toBe('21 января 2026')
    expect(deliveryWindow(null, null)).toBe('')
  })
})
