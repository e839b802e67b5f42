import { describe, expect, it } from 'vitest'
import { formatMoney, formatPrice } from '../../shared/format'

// The group separator is a no-break space; spelling it out keeps expectations readable.
const nb = '\u00A0'

describe('formatPrice', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, `1${nb}000`],
    [12500, `12${nb}500`],
    [1234567.5, `1${nb}234${nb}567,50`],
    [99.5, '99,50'],
    ['1500.00', `1${nb}500`],
    ['99.50', '99,50'],
    ['0.00', '0'],
    [`1 500,5`, `1${nb}500,50`],
    [-2500, `-2${nb}500`],
  ])('shows %j as %j', (value, expected) => {
    expect(formatPrice(value)).toBe(expected)
  })

  it('rounds to kopecks', () => {
    expect(formatPrice(10.456)).toBe('10,46')
    expect(formatPrice(-0.001)).toBe('0')
  })

  it('keeps ,00 on whole amounts when asked', () => {
    expect(formatPrice('1500.00', { keepZeroFraction: true })).toBe(`1${nb}500,00`)
  })

  it('returns a value that is not a number as given instead of NaN', () => {
    expect(formatPrice('по запросу')).toBe('по запросу')
    expect(formatPrice('')).toBe('')
  })
})

describe('formatMoney', () => {
  it('puts the currency symbol after a no-break space', () => {
    expect(formatMoney(12500, '₽')).toBe(`12${nb}500${nb}₽`)
    expect(formatMoney('99.50', '₽')).toBe(`99,50${nb}₽`)
  })

  it('uses the rouble sign by default and no symbol when given an empty one', () => {
    expect(formatMoney(1000)).toBe(`1${nb}000${nb}₽`)
    expect(formatMoney(1000, '')).toBe(`1${nb}000`)
  })
})
