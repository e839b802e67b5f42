import { describe, expect, it } from 'vitest'
import { checkConcealedPhone } from '../../shared/validation'

describe('checkConcealedPhone', () => {
  it.each(['+7 (912) XXX-XX-67', '+7 ( 912 ) xxx - xx - 67', '8 912 *** ** 67', '912XXXXX67', '+7 (912) ХХХ-ХХ-67', '+79123456789', 'XXXXXXXXXX'])(
    'accepts the concealed phone %j',
    (value) => {
      expect(checkConcealedPhone(value)).toBeNull()
    },
  )

  it.each(['912 XXX', '+7 (912) XXX-XX-678', '+7 (912) YYY-XX-67', '+1 912 XXX XX 67'])('rejects %j', (value) => {
    expect(checkConcealedPhone(value)).toBe('Введите корректный номер телефона.')
  })

  it('leaves an empty value to the required rule', () => {
    expect(checkConcealedPhone('')).toBeNull()
  })
})
