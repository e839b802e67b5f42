import { describe, expect, it } from 'vitest'
import { checkNumberMask } from '../../shared/validation'

describe('checkNumberMask', () => {
  it.each(['9**', '-----', 'xyzxyz', '9', '12345678901', 'abcdef', 'XYZ', '9xx-yy-zz'])('accepts %j', (mask) => {
    expect(checkNumberMask(mask)).toBeNull()
  })

  it.each([
    ['longer than 11 characters', '123456789012'],
    ['with a letter outside x y z a b c d e f', 'g12'],
    ['when empty', ''],
    ['with a space', '9 12'],
  ])('rejects a mask %s', (_case, mask) => {
    expect(checkNumberMask(mask)).toBe('Введите корректную маску номера.')
  })
})
