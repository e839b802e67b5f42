import { atom, computed } from 'nanostores'
import type { Customer } from '../api/types'
import { announceOnNextPage } from '../runtime/changes-elsewhere'
import { onPageReset } from './page-reset'

/** The signed-in customer from the server HTML, or null for an anonymous visitor. */
export const $customer = atom<Customer | null>(null)

/**
 * The name the header greets the customer by (spec §6): their name, or the formatted phone when
 * it is empty; null for an anonymous visitor, who is welcomed without one.
 */
export const $greetingName = computed($customer, (customer): string | null =>
  customer ? customer.name.trim() || formatPhone(customer.phone_number) : null,
)

/**
 * Sets the customer from the JSON the server embeds in the page. Anything that is not
 * an object with a string `phone_number` means anonymous: the HTML is the contract, and a
 * broken one should show the sign-in button rather than throw.
 */
export function initCustomer(value: unknown): void {
  if (typeof value !== 'object' || value === null) return $customer.set(null)
  const { name, phone_number } = value as Record<string, unknown>
  if (typeof phone_number !== 'string') return $customer.set(null)
  $customer.set({ name: typeof name === 'string' ? name : '', phone_number })
}

/**
 * '+7 (912) 345-67-89' from 10 digits or 11 starting with 7 or 8 (spec §5 normalisation);
 * any other value is shown as given. Local so the store does not depend on the format module.
 */
export function formatPhone(phone: string): string {
  let digits = phone.replace(/\D/g, '')
  if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) digits = digits.slice(1)
  if (digits.length !== 10) return phone
  return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`
}

/**
 * The sign-out form is being posted (a native post: the server ends the session by answering it):
 * the page it lands on tells the other tabs, which are drawn again signed out.
 */
export function signOutPosted(): void {
  announceOnNextPage('session')
}

onPageReset(() => $customer.set(null))
