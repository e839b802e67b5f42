// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compileNumberMask } from '../../server/catalog/number-mask'

const matches = (mask: string, national: string) => compileNumberMask(mask).test(national)

describe('number mask (spec §5, meaning documented in server/catalog/number-mask.ts)', () => {
  it('right-aligns a mask without a star: digits match the end of the number', () => {
    expect(matches('777', '9161234777')).toBe(true)
    expect(matches('777', '9167771234')).toBe(false)
  })

  it('treats a hyphen as any one digit', () => {
    expect(matches('7-7', '9161234787')).toBe(true)
    expect(matches('7-7', '9161234778')).toBe(false)
  })

  it('anchors a mask with a star at both ends, the star taking any run', () => {
    expect(matches('9*777', '9161234777')).toBe(true)
    expect(matches('9*777', '8161234777')).toBe(false)
    expect(matches('*777*', '9167771234')).toBe(true)
    expect(matches('*777*', '9161231234')).toBe(false)
  })

  it('makes one letter one digit and different letters different digits', () => {
    expect(matches('xxyy', '9161231122')).toBe(true)
    expect(matches('xxyy', '9161231111')).toBe(false)
    expect(matches('xyxy', '9161231212')).toBe(true)
    expect(matches('XYZ', '9161231234')).toBe(true)
    expect(matches('abca', '9161231231')).toBe(true)
    expect(matches('abca', '9161231131')).toBe(false)
  })

  it('drops the leading 7 or 8 of an 11-character mask', () => {
    expect(matches('79161234567', '9161234567')).toBe(true)
    expect(matches('8916-------', '9161234567')).toBe(true)
    expect(matches('8916-------', '9251234567')).toBe(false)
  })
})
