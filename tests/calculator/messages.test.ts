import { describe, expect, it } from 'vitest'
import { CALCULATOR_MESSAGES } from '../../shared/calculator/messages'

describe('calculator messages (spec §9 «Count words use plural forms»)', () => {
  it('spells the count line with Russian plural forms', () => {
    expect(
      [
        [1, 1],
        [3, 2],
        [21, 5],
        [112, 4],
      ].map(([t, p]) => CALCULATOR_MESSAGES.count(t!, p!)),
    ).toEqual([
      'Найдено 1 тариф у 1 оператора',
      'Найдено 3 тарифа у 2 операторов',
      'Найдено 21 тариф у 5 операторов',
      'Найдено 112 тарифов у 4 операторов',
    ])
  })
})
