import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { maskPhone } from '../../browser/dom/phone-mask'

function phoneInput(): HTMLInputElement {
  const input = document.createElement('input')
  input.type = 'tel'
  document.body.append(input)
  return input
}

// In this order: the first test runs before imask was ever loaded in this file's module graph.
describe('a lazily masked phone field', () => {
  it('released before the mask came, never takes it', async () => {
    const input = phoneInput()
    maskPhone(input).destroy()
    input.focus()
    await import('../../browser/dom/imask')
    input.value = '9123'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(input.value).toBe('9123')
  })

  it('keeps what was typed before imask arrived and formats it when the mask takes the field', async () => {
    const input = phoneInput()
    maskPhone(input)
    // Typed (or pasted) while the field is still plain: a leading 8 as many write it.
    input.value = '8 912 345 67 89'
    input.focus()
    await waitFor(() => expect(input.value).toBe('+7 ( 912 ) 345 - 67 - 89'))
  })

  it('reads ten digits with a leading 8 as the 8 and nine digits typed so far: the mask came mid-typing', async () => {
    const input = phoneInput()
    // Typed before the mask took the field (imask is loaded by now: it takes the field at once).
    input.value = '8 912 345-00-0'
    maskPhone(input)
    expect(input.value).toBe('+7 ( 912 ) 345 - 00 - 0')
  })

  it('once imask is here, masks a new field at once, and a value written through it is formatted', () => {
    const input = phoneInput()
    const mask = maskPhone(input)
    mask.setValue('9001234567')
    expect(input.value).toBe('+7 ( 900 ) 123 - 45 - 67')
    mask.destroy()
  })
})
