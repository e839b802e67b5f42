import { describe, expect, it } from 'vitest'
import { checkDeliveryDate } from '../../shared/validation'

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
