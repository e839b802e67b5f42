import { waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { maskPhone } from '../../browser/dom/phone-mask'

// imask's chunk fails the first time it is asked for (a network failure), then loads.
let asked = 0
vi.mock('../../browser/dom/imask', async () => {
  asked += 1
  if (asked === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return vi.importActual('../../browser/dom/imask')
})

it('a field whose imask did not load stays a plain input, and the next focus asks for imask again', async () => {
  const unhandled = vi.fn()
  process.on('unhandledRejection', unhandled)
  const input = document.createElement('input')
  document.body.append(input)
  maskPhone(input)
  input.focus()
  await waitFor(() => expect(asked).toBe(1))
  input.value = '9123456789'
  expect(input.value).toBe('9123456789')

  input.blur()
  input.focus()
  await waitFor(() => expect(input.value).toBe('+7 ( 912 ) 345 - 67 - 89'))
  expect(asked).toBe(2)
  process.off('unhandledRejection', unhandled)
  expect(unhandled).not.toHaveBeenCalled()
})
