import { describe, expect, it } from 'vitest'
import { checkSigninCode, checkSigninPhone } from '../../shared/validation'

describe('checkSigninPhone', () => {
  it('accepts the phone however the mask spaced it', () => {
    expect(checkSigninPhone('+7 (912) 345-67-89')).toBeNull()
    expect(checkSigninPhone('+79123456789')).toBeNull()
  })

  it('rejects an incomplete phone with the sign-in message', () => {
    expect(checkSigninPhone('+7 (912) 345-67')).toBe('Неверный формат номера телефона.')
  })
})

describe('checkSigninCode', () => {
  it('accepts up to 12 digits', () => {
    expect(checkSigninCode('1234')).toBeNull()
    expect(checkSigninCode('123456789012')).toBeNull()
  })

  it('rejects a longer code or one with other characters', () => {
    expect(checkSigninCode('1234567890123')).toBe('Введите цифры')
    expect(checkSigninCode('12a4')).toBe('Введите цифры')
  })
})
