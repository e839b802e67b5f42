import { describe, expect, it } from 'vitest'
import { parseIds } from '../../islands/related-devices/RelatedDevices'

describe('related-devices: data-devices', () => {
  it('reads comma-separated ids, dropping blanks, junk and repeats', () => {
    expect(parseIds(' 3, 4,,x,4, 0, 12')).toEqual([3, 4, 12])
  })
})
