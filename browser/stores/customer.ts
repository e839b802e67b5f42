import { atom, computed } from 'nanostores'
import type { Customer } from '../../shared/api/types'
import { formatPhone } from '../../shared/format/phone'
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
 * The sign-out form is being posted (a native post: the server ends the session by answering it):
 * the page it lands on tells the other tabs, which are drawn again signed out.
 */
export function signOutPosted(): void {
  announceOnNextPage('session')
}

onPageReset(() => $customer.set(null))
