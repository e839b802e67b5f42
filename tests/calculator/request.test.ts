import { describe, expect, it } from 'vitest'
import { calculatorQuery, clampWhole } from '../../shared/calculator/request'
import { DEFAULT_SHARES } from '../../shared/calculator/shares'

describe('calculator request (spec §7)', () => {
  it('carries daily figures × 30, the providers, the number type, options, sort, limit 10 and the offset', () => {
    expect(
      calculatorQuery(
        {
          minutesPerDay: 10,
          shares: DEFAULT_SHARES,
          smsPerDay: 3,
          gb: 20,
          gbUnlim: true,
          providers: ['mts', 'beeline'],
          numberType: 'city',
          includeOptions: true,
          ordering: '-price',
        },
        { subdomain: 'moskva', offset: 20 },
      ),
    ).toEqual({
      subdomain: 'moskva',
      provider: 'mts,beeline',
      number_type: 'city',
      calls: '180,90,30',
      sms: '90',
      gb_unlim: 'true',
      include_options: 'true',
      ordering: '-price',
      limit: '10',
      offset: '20',
    })
  })

  it('clamps negative, huge and junk input', () => {
    expect(['-5', '99999', 'abc', '12,7', '3 000'].map((v) => clampWhole(v, 1440))).toEqual([0, 1440, 0, 12, 1440])
  })
})
