import { describe, expect, it } from 'vitest'
import { formatPhone } from '../../shared/format/phone'
import { checkPhone } from '../../shared/validation'

describe('formatPhone', () => {
  it('shows 10 or 11 digit phones as people read them and leaves anything else as given', () => {
    expect(['9123456789', '89123456789', '+79123456789', '+7 912 345 67 89', '12345', '+44 20 7946 0958', 'не указан'].map(formatPhone)).toEqual([
      '+7 (912) 345-67-89',
      '+7 (912) 345-67-89',
      '+7 (912) 345-67-89',
      '+7 (912) 345-67-89',
      '12345',
      '+44 20 7946 0958',
      'не указан',
    ])
  })

  it('produces what the phone rule accepts', () => {
    expect(checkPhone(formatPhone('9123456789'))).toBeNull()
  })
})
