import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES as M } from '../../shared/validation'

describe('messages', () => {
  // All but `consent`, which spec §5 leaves to the generic message: a box is not «заполнено».
  it('spells every message exactly as spec §5 and §8 do', () => {
    expect(M).toEqual({
      phone: 'Введите корректный номер телефона.',
      name: 'В имени должно быть не менее двух символов.',
      discountCard: 'Введите корректное значение дисконтной карты.',
      numberMask: 'Введите корректную маску номера.',
      required: 'Пожалуйста, заполните это поле',
      consent: 'Подтвердите согласие на обработку персональных данных',
      email: 'Введите корректный e-mail',
      digits: 'Введите цифры',
      deliveryDate: 'Укажите дату доставки.',
      signinPhone: 'Неверный формат номера телефона.',
    })
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(M)).toBe(true)
  })
})
