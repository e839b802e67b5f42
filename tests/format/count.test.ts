import { describe, expect, it } from 'vitest'
import { formatCount } from '../../shared/format/count'

describe('formatCount', () => {
  it('groups thousands with a no-break space', () => {
    expect(formatCount(1725)).toBe('1\u00A0725')
    expect(formatCount(100000)).toBe('100\u00A0000')
    expect(formatCount(845)).toBe('845')
    expect(formatCount(0)).toBe('0')
  })

  it('writes what Intl writes for Russian, without loading its number data on the page', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })
    for (const count of [0, 7, 999, 1000, 1725, 99999, 100000, 1234567, 2.4, 2.6]) expect(formatCount(count)).toBe(intl.format(count))
  })
})
