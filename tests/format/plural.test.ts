import { describe, expect, it } from 'vitest'
import { plural, pluralize } from '../../shared/format'

const minutes = { one: 'минута', few: 'минуты', many: 'минут' }

describe('plural', () => {
  it.each([
    [1, 'минута'],
    [2, 'минуты'],
    [5, 'минут'],
    [11, 'минут'],
    [12, 'минут'],
    [14, 'минут'],
    [21, 'минута'],
    [22, 'минуты'],
    [25, 'минут'],
    [101, 'минута'],
    [111, 'минут'],
    [0, 'минут'],
  ])('agrees %i with %s', (n, word) => {
    expect(plural(n, minutes)).toBe(word)
  })

  it('uses the few form for fractions unless an other form is given', () => {
    expect(plural(1.5, minutes)).toBe('минуты')
    expect(plural(1.5, { ...minutes, other: 'минуты (дробь)' })).toBe('минуты (дробь)')
  })
})

describe('pluralize', () => {
  it('puts the number before the agreeing word', () => {
    expect(pluralize(5, minutes)).toBe('5 минут')
    expect(pluralize(21, minutes)).toBe('21 минута')
    expect(pluralize(1.5, minutes)).toBe('1,5 минуты')
  })

  it('groups the thousands of a large count', () => {
    expect(pluralize(1234, { one: 'тариф', few: 'тарифа', many: 'тарифов' })).toBe('1\u00A0234 тарифа')
  })
})
