import { describe, expect, it } from 'vitest'
import { checkDeliveryDate, checkDeliveryNotBefore, deliveryDay } from '../../shared/validation'

describe('checkDeliveryDate', () => {
  it.each(['2024-05-01', '2024-05-01 10:00:00', '2024-05-01T10:00', '01.05.2024', '29.02.2024 18:00', '2024-05-01T10:00:00+03:00'])(
    'accepts %j',
    (value) => {
      expect(checkDeliveryDate(value)).toBeNull()
    },
  )

  it.each(['31.02.2024', '2023-02-29', '2024-13-01', '2024-05-01 24:00', '2024-05-01 10:60', 'завтра', '2024-05-01 10'])(
    'rejects %j with the delivery date message',
    (value) => {
      expect(checkDeliveryDate(value)).toBe('Укажите дату доставки.')
    },
  )
})

describe('checkDeliveryNotBefore', () => {
  it('accepts the earliest day and later, in either spelling, and a blank value', () => {
    expect(['21.11.2026', '2026-11-21 10:00:00', '05.01.2027', ''].map((v) => checkDeliveryNotBefore(v, '2026-11-21'))).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  it('refuses a day before the earliest and an impossible date', () => {
    expect(['20.11.2026', '2026-11-20 23:59:00', '31.02.2027'].map((v) => checkDeliveryNotBefore(v, '2026-11-21'))).toEqual(
      Array(3).fill('Укажите дату доставки.'),
    )
  })

  it('reads the calendar day of both spellings', () => {
    expect([deliveryDay('05.01.2027'), deliveryDay('2027-01-05T10:00:00+03:00'), deliveryDay('завтра')]).toEqual(['2027-01-05', '2027-01-05', null])
  })
})
