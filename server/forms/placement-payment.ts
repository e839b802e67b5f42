import type { FastifyInstance } from 'fastify'
import { placementPrice } from './kinds'
import type { FormRequestRow } from './store'

/**
 * Paid placement of a sell-number request: the answer's `payment_url` (spec §7) leads to the
 * bill of the request, where a real shop hands over to its payment provider. The address carries
 * the request's id signed with the server's cookie secret, so only the visitor who sent the
 * request (who got the address) can open its bill; a forged or altered one is a 404.
 */
export const PLACEMENT_PAYMENT_PATH = '/sell-number/payment/'

export function placementPaymentUrl(app: FastifyInstance, id: number): string {
  return `${PLACEMENT_PAYMENT_PATH}${encodeURIComponent(app.signCookie(String(id)))}/`
}

/** The request id of a payment address's token; null when the signature does not hold. */
export function placementPaymentId(app: FastifyInstance, token: string): number | null {
  const { valid, value } = app.unsignCookie(token)
  const id = valid && value !== null && /^\d+$/.test(value) ? Number(value) : null
  return id !== null && Number.isSafeInteger(id) ? id : null
}

interface PlacementBill {
  id: number
  period: 'month' | 'year'
  items: { number: string; price: number; placement: number }[]
  total: number
}

/** The bill of a stored sell-number request: each number's placement for the chosen period. */
export function placementBill(row: FormRequestRow): PlacementBill {
  const period = row.payload['placement_period'] === 'year' ? 'year' : 'month'
  const key = period === 'year' ? 'yearly' : 'monthly'
  const items = ((row.payload['items'] ?? []) as { number?: unknown; price?: unknown }[]).map((item) => {
    const price = typeof item.price === 'number' ? item.price : 0
    return { number: String(item.number ?? ''), price, placement: placementPrice(price)[key] }
  })
  return { id: row.id, period, items, total: items.reduce((sum, item) => sum + item.placement, 0) }
}
