/**
 * The price rule of a cart line (spec §3 cart item), in one place for the reference server's
 * totals, checkout page and order lines (server/cart/pricing.ts, in kopecks) and for the
 * islands that show a line or report it to analytics (in roubles, from the API's decimals).
 */

/** What the rule reads of a line, in one unit (kopecks or roubles, the caller's). */
interface LinePriceInput {
  /** The line's number (its site price and monthly rent), or null without one. */
  number: { sitePrice: number; rentPrice: number } | null
  /** Months of rent; null when the number is bought. */
  rentPeriod: number | null
  /** The tariff's and the device's current price; null when the line holds none. */
  tariffPrice: number | null
  devicePrice: number | null
}

/** What each part of a line costs, and the line. */
export interface LinePrice {
  number: number
  tariff: number
  device: number
  total: number
}

/**
 * A rented number is paid per month for the whole period, a bought one at its site price;
 * the tariff and the device at their current prices.
 *
 * @example
 * cartLinePrice({ number: { sitePrice: 5000, rentPrice: 300 }, rentPeriod: 3, tariffPrice: 450, devicePrice: null })
 * // { number: 900, tariff: 450, device: 0, total: 1350 }
 */
export function cartLinePrice({ number, rentPeriod, tariffPrice, devicePrice }: LinePriceInput): LinePrice {
  const numberPrice = number === null ? 0 : rentPeriod !== null ? number.rentPrice * rentPeriod : number.sitePrice
  const tariff = tariffPrice ?? 0
  const device = devicePrice ?? 0
  return { number: numberPrice, tariff, device, total: numberPrice + tariff + device }
}
