import { describe, expect, it } from 'vitest'
import { formatCount } from '../../shared/format/count'

describe('formatCount', () => {
  it('groups thousands as Intl writes Russian, with a no-break space', () => {
    expect(formatCount(1725)).toBe('1\u00A0725')
    expect(formatCount(100000)).toBe('100\u00A0000')
    expect(formatCount(845)).toBe('845')
    expect(formatCount(0)).toBe('0')
  })
})
