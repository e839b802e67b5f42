import { describe, expect, it } from 'vitest'
import {
  callbackForm,
  exitSubscriptionForm,
  numberOrderForm,
  orderForm,
  sellNumberItemForm,
  signinConfirmForm,
  signinSendForm,
  stockRequestNumberForm,
  stockRequestTariffForm,
  tariffSelectionForm,
  validateField,
  validateForm,
  validatePhones,
} from '../../shared/validation'

const required = 'Пожалуйста, заполните это поле'
const consent = 'Подтвердите согласие на обработку персональных данных'

const pickup = {
  client_name: 'Иван Петров',
  client_email: 'ivan@example.ru',
  client_phones: ['+7 (912) 345-67-89'],
  delivery_type: 2,
  city: 'Москва',
  comment: '',
  payment_type: 1,
  subscribe: false,
}

const courier = {
  ...pickup,
  delivery_type: 1,
  delivery_city: 'Москва',
  delivery_address: 'ул. Тверская, 1',
  delivery_date_from: '2024-05-01 10:00:00',
  delivery_date_to: '2024-05-01 14:00:00',
}

describe('orderForm', () => {
  it('accepts a complete pickup order without any delivery address', () => {
    expect(validateForm(orderForm, pickup)).toEqual({})
  })

  it('accepts a complete courier order', () => {
    expect(validateForm(orderForm, courier)).toEqual({})
  })

  it('asks a courier order for the city, the address and the delivery dates', () => {
    const { delivery_city, delivery_address, delivery_date_from, delivery_date_to, ...bare } = courier
    expect(validateForm(orderForm, bare)).toEqual({
      delivery_city: [required],
      delivery_address: [required],
      delivery_date_from: ['Укажите дату доставки.'],
      delivery_date_to: ['Укажите дату доставки.'],
    })
  })

  it('reads the courier delivery type from a form string too', () => {
    expect(validateForm(orderForm, { ...pickup, delivery_type: '1' })).toHaveProperty('delivery_city', [required])
  })

  it('rejects an impossible delivery date', () => {
    expect(validateForm(orderForm, { ...courier, delivery_date_to: '2024-02-30 14:00:00' })).toEqual({
      delivery_date_to: ['Укажите дату доставки.'],
    })
  })

  it('reports every missing required field of an empty order', () => {
    expect(validateForm(orderForm, {})).toEqual({
      client_email: [required],
      client_name: [required],
      client_phones: [required],
      delivery_type: [required],
      city: [required],
    })
  })

  it('reports format errors on the e-mail, the name, the phones and the discount card', () => {
    expect(
      validateForm(orderForm, {
        ...pickup,
        client_email: 'ivan@',
        client_name: 'И',
        client_phones: ['+7 (912) 345-67-89', '12345'],
        discount_card: '4111 1111 1111 1112',
      }),
    ).toEqual({
      client_email: ['Введите корректный e-mail'],
      client_name: ['В имени должно быть не менее двух символов.'],
      client_phones: ['Введите корректный номер телефона.'],
      discount_card: ['Введите корректное значение дисконтной карты.'],
    })
  })

  it('accepts a Luhn-valid discount card', () => {
    expect(validateForm(orderForm, { ...pickup, discount_card: '4539 1488 0343 6467' })).toEqual({})
  })
})

describe('validatePhones', () => {
  it('aligns messages with the phone inputs: the first is required, extra ones optional', () => {
    expect(validatePhones(['', '', '+7 (912) 345'])).toEqual([required, null, 'Введите корректный номер телефона.'])
  })

  it('treats an untouched mask as empty', () => {
    expect(validatePhones(['+7 ( ___ ) ___ - __ - __'])).toEqual([required])
  })

  it('reports the missing first phone when none were sent', () => {
    expect(validatePhones([])).toEqual([required])
  })
})

describe('request forms', () => {
  it('asks the callback form for a real name, a phone and consent', () => {
    expect(validateForm(callbackForm, { name: 'Я', number: '+7 ( ___ ) ___ - __ - __' })).toEqual({
      name: ['В имени должно быть не менее двух символов.'],
      number: [required],
      consent_to_terms: [consent],
    })
  })

  it('accepts consent sent as "on" by an HTML form', () => {
    expect(validateForm(callbackForm, { name: 'Иван', number: '+7 (912) 345-67-89', consent_to_terms: 'on' })).toEqual({})
  })

  it('requires digits for minutes, sms and megabytes of the tariff selection', () => {
    const errors = validateForm(tariffSelectionForm, { minutes: '300', sms: 'сто', megabytes: '' })
    expect(errors['minutes']).toBeUndefined()
    expect(errors['sms']).toEqual(['Введите цифры'])
    expect(errors['megabytes']).toEqual([required])
  })

  it('lets the exit subscription through with an e-mail and consent', () => {
    expect(validateForm(exitSubscriptionForm, { email: 'ivan@example.ru', consent_to_terms: true })).toEqual({})
    expect(validateForm(exitSubscriptionForm, { email: 'ivan', consent_to_terms: false })).toEqual({
      email: ['Введите корректный e-mail'],
      consent_to_terms: [consent],
    })
  })

  it('checks each sell-number item: phone, integer price, provider and subdomain', () => {
    expect(validateForm(sellNumberItemForm, { number: '+7 (912) 345', price: '1 500,5' })).toEqual({
      number: ['Введите корректный номер телефона.'],
      price: ['Введите цифры'],
      provider: [required],
      subdomain: [required],
    })
  })

  it('checks a stock request for a number against the concealed-phone pattern', () => {
    const base = { client_name: 'Иван', client_phone: '+7 (912) 345-67-89', consent_to_terms: true }
    expect(validateForm(stockRequestNumberForm, { ...base, desired_number: '+7 (912) XXX-XX-67' })).toEqual({})
    expect(validateForm(stockRequestNumberForm, { ...base, desired_number: '912', client_email: 'x@' })).toEqual({
      desired_number: ['Введите корректный номер телефона.'],
      client_email: ['Введите корректный e-mail'],
    })
    expect(validateForm(stockRequestTariffForm, base)).toEqual({})
  })

  it('asks the number order form for a name of at least two characters', () => {
    expect(
      validateForm(numberOrderForm, {
        contact_person: 'И',
        contact_number: '+7 (912) 345-67-89',
        number: '+79123456789',
        email: 'ivan@example.ru',
        consent_to_terms: true,
      }),
    ).toEqual({ contact_person: ['В имени должно быть не менее двух символов.'] })
  })

  it('answers a bad sign-in phone with the sign-in message and requires the code', () => {
    expect(validateForm(signinSendForm, { phone_number: '+7 (912)' })).toEqual({
      phone_number: ['Неверный формат номера телефона.'],
    })
    expect(validateForm(signinConfirmForm, { phone_number: '+79123456789', code: '' })).toEqual({
      code: [required],
    })
  })
})

describe('validateField', () => {
  it('checks a single input the way an island does on blur', () => {
    expect(validateField(orderForm.client_email, 'ivan@example')).toEqual(['Введите корректный e-mail'])
    expect(validateField(orderForm.discount_card, '')).toEqual([])
  })
})
