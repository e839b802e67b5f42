import { normalizePhone } from '../validation/phone'

/**
 * A phone as people read it, '+7 (912) 345-67-89', from any form spec §5's normalisation takes
 * (10 digits, 11 starting with 7 or 8, with or without the mask's spaces). Any other value comes
 * back as given, so a display never loses what it was sent. The one display of a phone: the
 * header's greeting, the numbers' cards, the server's pages.
 *
 * @example formatPhone('89123456789') // '+7 (912) 345-67-89'
 */
export function formatPhone(raw: string): string {
  const normalized = normalizePhone(raw)
  if (normalized === null) return raw
  const d = normalized.slice(2)
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`
}
