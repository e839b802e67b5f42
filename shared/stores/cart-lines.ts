import type { CartItem } from '../api/types'

/**
 * What a line costs, as the server totals it (server/cart/pricing.ts): the number's
 * price or its rent for the whole period, plus the tariff and the device.
 */
export function linePrice(item: CartItem): number {
  const number = item.number
    ? item.rent_period !== null
      ? Number(item.number.rent_price) * item.rent_period
      : Number(item.number.site_price)
    : 0
  return number + Number(item.tariff?.current_price ?? 0) + Number(item.device?.current_price ?? 0)
}

/** A number can be rented when it has a monthly rent price (the server refuses rent at 0). */
export function isRentable(item: CartItem): boolean {
  return item.number !== null && Number(item.number.rent_price) > 0
}

/** The line's name as a person reads it, for button names: the number, the tariff, the device. */
export function lineName(item: CartItem, tariff: (name: string) => string): string {
  const parts: string[] = []
  if (item.number) parts.push(item.number.number)
  if (item.tariff) parts.push(tariff(item.tariff.name))
  if (item.device) parts.push(item.device.name)
  return parts.join(', ')
}

/** The currency symbol of the cart, from whatever the first line holds. */
export function cartSymbol(items: readonly CartItem[]): string {
  const first = items[0]
  return first?.number?.currency.site_symbol ?? first?.tariff?.currency.site_symbol ?? first?.device?.currency.site_symbol ?? '₽'
}
