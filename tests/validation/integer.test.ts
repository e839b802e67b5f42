import { describe, expect, it } from 'vitest'
import { checkInteger, cleanMaskedInteger, formatInteger, parseInteger } from '../../shared/validation'

describe('parseInteger', () => {
  it('reads an integer with space thousands separators', () => {
    expect(parseInteger(' 12 345 ')).toBe(12345)
    expect(parseInteger('12\u00A0345')).toBe(12345)
    expect(parseInteger('0')).toBe(0)
  })

  it.each(['', '12,5', '12.5', '-3', '+3', '1e3', 'сто'])('rejects %j', (value) => {
    expect(parseInteger(value)).toBeNull()
  })

  it('rejects a number too large to be exact', () => {
    expect(parseInteger('99999999999999999999')).toBeNull()
  })
})

describe('formatInteger', () => {
  it('groups thousands with no-break spaces', () => {
    expect(formatInteger(12345)).toBe('12\u00A0345')
    expect(formatInteger(1234567)).toBe('1\u00A0234\u00A0567')
    expect(formatInteger(999)).toBe('999')
  })

  it('reads back what it shows', () => {
    expect(parseInteger(formatInteger(9876543))).toBe(9876543)
  })
})

describe('cleanMaskedInteger', () => {
  it('removes ordinary and no-break spaces before sending', () => {
    expect(cleanMaskedInteger('1 000\u00A0000')).toBe('1000000')
  })
})

describe('checkInteger', () => {
  it('accepts a grouped integer and rejects decimals', () => {
    expect(checkInteger('1 500')).toBeNull()
    expect(checkInteger('1500,50')).toBe('Введите цифры')
  })
})
