import { describe, expect, it } from 'vitest'
import { checkPhone, isBlankPhone, normalizePhone, replaceLeadingEight } from '../../shared/validation'

describe('checkPhone', () => {
  it.each(['+7 ( 912 ) 345 - 67 - 89', '+7 (912) 345-67-89', '+7(912)345-67-89', ' +7 (912) 345 - 67 - 89 '])(
    'accepts the masked shape %j',
    (value) => {
      expect(checkPhone(value)).toBeNull()
    },
  )

  it.each(['+7 (912) 345-67-8', '8 (912) 345-67-89', '+7 912 345 67 89', '+7 (912) 345-67-89 1', 'телефон'])(
    'rejects %j with the phone message',
    (value) => {
      expect(checkPhone(value)).toBe('Введите корректный номер телефона.')
    },
  )

  it('lets an empty value and an untouched mask through, leaving them to the required rule', () => {
    expect(checkPhone('')).toBeNull()
    expect(checkPhone('+7 ( ___ ) ___ - __ - __')).toBeNull()
    expect(isBlankPhone('+7 ( ___ ) ___ - __ - __')).toBe(true)
    expect(isBlankPhone('+7 ( 9__ ) ___ - __ - __')).toBe(false)
  })
})

describe('normalizePhone', () => {
  it.each([
    ['9123456789', '+79123456789'],
    ['89123456789', '+79123456789'],
    ['79123456789', '+79123456789'],
    ['+7 (912) 345-67-89', '+79123456789'],
    ['+7 ( 912 ) 345 - 67 - 89', '+79123456789'],
    ['8 912 345 67 89', '+79123456789'],
  ])('turns %j into %j', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected)
  })

  it.each([
    ['9 digits', '912345678'],
    ['12 digits', '791234567890'],
    ['11 digits starting with 9', '99123456789'],
    ['letters among the digits', '912abc3456789'],
    ['a plus before 8', '+89123456789'],
    ['an empty value', ''],
  ])('rejects %s', (_case, raw) => {
    expect(normalizePhone(raw)).toBeNull()
  })
})

describe('replaceLeadingEight', () => {
  it('turns a leading 8 into +7 while typing', () => {
    expect(replaceLeadingEight('8')).toBe('+7')
    expect(replaceLeadingEight('89123')).toBe('+79123')
  })

  it('leaves an 8 after the country code alone', () => {
    expect(replaceLeadingEight('+7 ( 8')).toBe('+7 ( 8')
    expect(replaceLeadingEight('98')).toBe('98')
  })
})
