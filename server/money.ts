import type { Decimal } from '../shared/api/types'

/** Integer kopecks → DRF DecimalField string: 150000 → '1500.00', -5 → '-0.05'. */
export function toDecimal(kopecks: number): Decimal {
  const sign = kopecks < 0 ? '-' : ''
  const abs = Math.abs(Math.round(kopecks))
  const rubles = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  return `${sign}${rubles}.${rest}`
}

/** Rubles (as the seed data writes prices) → kopecks. */
export function rub(rubles: number): number {
  return Math.round(rubles * 100)
}
