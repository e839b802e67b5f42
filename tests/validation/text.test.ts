import { describe, expect, it } from 'vitest'
import { checkDigits, checkEmail, checkName, checkRequired, checkRequiredCheckbox, isChecked } from '../../shared/validation'

describe('checkRequired', () => {
  it('rejects an empty or whitespace-only value', () => {
    expect(checkRequired('')).toBe('Пожалуйста, заполните это поле')
    expect(checkRequired(' \t ')).toBe('Пожалуйста, заполните это поле')
    expect(checkRequired('Иван')).toBeNull()
  })
})

describe('checkRequiredCheckbox', () => {
  it('needs the checkbox checked, however the form sends it', () => {
    expect(checkRequiredCheckbox(true)).toBeNull()
    expect(checkRequiredCheckbox('on')).toBeNull()
    expect(checkRequiredCheckbox('true')).toBeNull()
    expect(checkRequiredCheckbox(false)).toBe('Пожалуйста, заполните это поле')
    expect(checkRequiredCheckbox(undefined)).toBe('Пожалуйста, заполните это поле')
    expect(isChecked('false')).toBe(false)
  })
})

describe('checkName', () => {
  it('rejects a name shorter than two characters after trimming', () => {
    expect(checkName(' Я ')).toBe('В имени должно быть не менее двух символов.')
  })

  it('accepts a two-letter name', () => {
    expect(checkName('Ян')).toBeNull()
    expect(checkName('  Ян  ')).toBeNull()
  })

  it('leaves an empty name to the required rule', () => {
    expect(checkName('')).toBeNull()
  })
})

describe('checkEmail', () => {
  it.each(['ivan@example.ru', 'ivan.petrov+shop@mail.example.com', 'почта@пример.рф', ' ivan@example.ru '])('accepts %j', (email) => {
    expect(checkEmail(email)).toBeNull()
  })

  it.each(['ivan', 'ivan@', '@example.ru', 'ivan@example', 'ivan@example.r', 'iv an@example.ru', 'ivan@@example.ru', 'ivan@example..ru'])(
    'rejects %j',
    (email) => {
      expect(checkEmail(email)).toBe('Введите корректный e-mail')
    },
  )
})

describe('checkDigits', () => {
  it('accepts digits only', () => {
    expect(checkDigits('300')).toBeNull()
    expect(checkDigits('')).toBeNull()
  })

  it.each(['1,5', '-3', '10 000', 'сто'])('rejects %j', (value) => {
    expect(checkDigits(value)).toBe('Введите цифры')
  })
})
