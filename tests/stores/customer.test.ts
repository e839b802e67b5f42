import { afterEach, describe, expect, it } from 'vitest'
import { $customer, $greetingName, initCustomer } from '../../browser/stores/customer'

afterEach(() => {
  $customer.set(null)
})

describe('customer greeting (spec §6)', () => {
  it('greets customers by name or formatted phone, and anonymous visitors by none', () => {
    const seen: unknown[] = []
    const stop = $greetingName.subscribe((name) => seen.push(name))
    initCustomer({ name: 'Анна', phone_number: '+79123456789' })
    initCustomer({ name: '  ', phone_number: '+79123456789' })
    initCustomer(null)
    stop()
    expect(seen).toEqual([null, 'Анна', '+7 (912) 345-67-89', null])
  })

  it('treats malformed server JSON as anonymous instead of throwing', () => {
    const seen = [undefined, 'Анна', 42, { name: 'Анна' }, { phone_number: 79123456789 }].map((value) => {
      initCustomer({ name: 'Старое', phone_number: '+79000000000' })
      initCustomer(value)
      return $customer.get()
    })
    expect(seen).toEqual([null, null, null, null, null])
  })
})
