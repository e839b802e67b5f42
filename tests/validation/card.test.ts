import { describe, expect, it } from 'vitest'
import { checkDiscountCard, passesLuhn } from '../../shared/validation'

describe('checkDiscountCard', () => {
  it.each(['4539 1488 0343 6467', '79927398713', '4111 1111 1111 1111', '5555 5555 5555 4444', '378282246310005', '4111-1111-1111-1111'])(
    'accepts the Luhn-valid card %j',
    (card) => {
      expect(checkDiscountCard(card)).toBeNull()
    },
  )

  it.each(['79927398710', '4111 1111 1111 1112'])('rejects a discount card that fails the Luhn checksum: %j', (card) => {
    expect(checkDiscountCard(card)).toBe('Введите корректное значение дисконтной карты.')
  })

  it.each(['4111.1111.1111.1111', '4111 1111 1111 111A', '----'])(
    'rejects a card with characters other than digits, spaces and hyphens: %j',
    (card) => {
      expect(checkDiscountCard(card)).toBe('Введите корректное значение дисконтной карты.')
    },
  )

  it('lets an empty card through because the card is optional', () => {
    expect(checkDiscountCard('')).toBeNull()
    expect(checkDiscountCard('   ')).toBeNull()
  })
})

describe('passesLuhn', () => {
  it('needs at least one digit', () => {
    expect(passesLuhn('')).toBe(false)
    expect(passesLuhn('79927398713')).toBe(true)
  })
})
