import type { Cart, CartItem, Device, PhoneNumber, Tariff } from '../../shared/api'

/** A cart item with only what the store reads; the rest of the entity is irrelevant here. */
export function item(
  id: number,
  parts: { number?: number; refillable?: boolean; tariff?: number; device?: number; refill?: boolean },
): CartItem {
  return {
    id,
    subdomain: null,
    number:
      parts.number === undefined
        ? null
        : ({ id: parts.number, is_refill_allowed: parts.refillable ?? false } as PhoneNumber),
    tariff: parts.tariff === undefined ? null : ({ id: parts.tariff } as Tariff),
    device: parts.device === undefined ? null : ({ id: parts.device } as Device),
    sim_type: parts.number === undefined ? null : { id: 4, display_name: 'Универсальная' },
    rent_period: null,
    refill: parts.refill ?? false,
  }
}

/** A GET /api/cart/ answer holding `items`. */
export function cart(items: CartItem[], extra: Partial<Cart> = {}): Cart {
  return {
    items,
    total_price: `${items.length * 100}.00`,
    show_refill: false,
    advance_payment: '0.00',
    has_free_delivery: false,
    promocode: null,
    promocode_discount: null,
    ...extra,
  }
}
