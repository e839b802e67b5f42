/** Cart and order entities and bodies of spec §3 and §7. */
import type { Decimal } from './common'
import type { Currency, Device, PhoneNumber, Tariff } from './catalog'

/** SIM type of a cart item; the storefront always uses UNIVERSAL_SIM_TYPE (spec §9). */
export interface SimType {
  id: number
  display_name: string
}

/** One cart line: a number and/or tariff, or a device. */
export interface CartItem {
  id: number
  subdomain: number | null
  tariff: Tariff | null
  number: PhoneNumber | null
  sim_type: SimType | null
  device: Device | null
  /** Rent period in months; null when buying. */
  rent_period: number | null
  refill: boolean
  /** Present only with `expand=suitable_tariffs`. */
  suitable_tariffs?: Tariff[]
  /** Present only with `expand=suitable_numbers`. */
  suitable_numbers?: PhoneNumber[]
  tariffs_has_next?: boolean
  numbers_has_next?: boolean
}

/** Promocode applied to the cart. */
export interface Promocode {
  code: string
  discount: Decimal
  currency: Currency
}

/** GET /api/cart/ response. */
export interface Cart {
  items: CartItem[]
  total_price: Decimal
  show_refill: boolean
  advance_payment: Decimal
  has_free_delivery: boolean
  promocode: Promocode | null
  promocode_discount: Decimal | null
}

/** Which part of a cart item GET /api/cart/ may expand. */
export type CartExpand = 'suitable_numbers' | 'suitable_tariffs'

/** POST /api/cart/items/ body for a number. */
export interface AddNumberBody {
  number: number
  sim_type: number
  rent_period?: number
  number_provider_mask_filter?: string
}

/** POST /api/cart/items/ body: a number, a tariff or a device. */
export type CartAddBody = AddNumberBody | { tariff: number } | { device: number }

/** POST /api/cart/items/ response: the created item carrying the added thing. */
export type CartAddResponse = CartItem

/** PUT /api/cart/items/{id}/ body, exactly the shapes of spec §7. */
export type CartItemUpdateBody =
  | { number: number; sim_type: number }
  | { number: null; sim_type: null }
  | { tariff: number }
  | { tariff: null }
  | { device: null }
  | { rent_period: number | null }
  | { refill: boolean }

/** PUT /api/cart/items/{id}/ response; removals carry what was removed. */
export type CartItemUpdateResponse = Partial<CartItem> & {
  removed_number?: PhoneNumber | number | null
  removed_tariff?: Tariff | number | null
  removed_device?: Device | number | null
}

/** PUT /api/cart/promocode/ body. */
export interface PromocodeBody {
  code: string
}

/** POST /api/orders/ body. Courier delivery (`delivery_type` 1) adds the delivery fields. */
export interface OrderRequest {
  cart: number | string | null
  client_name: string
  client_email: string
  client_phones: string[]
  delivery_type: number
  comment: string
  /** Extra checkbox flags of the order form. */
  flags?: Record<string, boolean>
  payment_type: number | string
  subscribe: boolean
  discount_card?: string
  delivery_city?: string
  delivery_address?: string
  /** `'YYYY-MM-DD HH:MM:00'`. */
  delivery_date_from?: string
  delivery_date_to?: string
}

/** POST /api/orders/ response: where to send the browser (same-origin only). */
export interface OrderResponse {
  items: CartItem[] | unknown[]
  url: string
}
