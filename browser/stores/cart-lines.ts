import { cartLinePrice, type LinePrice } from '../../shared/api/line-price'
import type { CartItem } from '../../shared/api/types'

/** What a line and its parts cost, roubles, by the rule the server totals with (shared/api/line-price.ts). */
export function linePrices(item: CartItem): LinePrice {
  return cartLinePrice({
    number: item.number && { sitePrice: Number(item.number.site_price), rentPrice: Number(item.number.rent_price) },
    rentPeriod: item.rent_period,
    tariffPrice: item.tariff && Number(item.tariff.current_price),
    devicePrice: item.device && Number(item.device.current_price),
  })
}

/** What a line costs, roubles. */
export function linePrice(item: CartItem): number {
  return linePrices(item).total
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
