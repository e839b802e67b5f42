import type { ApiError } from '../api/errors'
import type { Cart, CartAddBody, CartItem, PhoneNumber } from '../../shared/api/types'

/** A number in the cart whose balance may be refilled (`PUT {refill}` on `itemId`). */
export interface RefillableNumber {
  itemId: number
  number: PhoneNumber
  refill: boolean
}

/**
 * The cart as islands see it (spec §4). Everything but `loaded`, `loading` and `error`
 * is derived from the server's `Cart` by `cartStateFrom`, so items stay the one source
 * of truth.
 *
 * @example isInCart($cart.get(), { number: 42 })
 */
export interface CartState extends Cart {
  /** True once a GET /api/cart/ answer has been applied. */
  loaded: boolean
  /** True while a load is in flight. */
  loading: boolean
  /** The last failed load, cleared by the next successful one. */
  error: ApiError | null
  /**
   * The load asked for the lines' suitable numbers and tariffs (the cart page's detail); a header's
   * plain load of the same cart has none, and the cart page must not draw its lines from that one.
   */
  withSuitableLists: boolean
  counts: { numbers: number; tariffs: number; devices: number }
  /** Ids of the numbers, tariffs and devices in the cart (not item ids). */
  numberIds: number[]
  tariffIds: number[]
  deviceIds: number[]
  refillableNumbers: RefillableNumber[]
}

/** What an add button refers to: exactly one of number, tariff or device id. */
type CartRef = { number: number } | { tariff: number } | { device: number }

/** The unloaded, empty cart a page starts with and a clear returns to. */
export const EMPTY_CART_STATE: Readonly<CartState> = Object.freeze({
  loaded: false,
  loading: false,
  error: null,
  withSuitableLists: false,
  items: [],
  total_price: '0.00',
  show_refill: false,
  advance_payment: '0.00',
  has_free_delivery: false,
  promocode: null,
  promocode_discount: null,
  counts: { numbers: 0, tariffs: 0, devices: 0 },
  numberIds: [],
  tariffIds: [],
  deviceIds: [],
  refillableNumbers: [],
})

/** Derives the loaded cart state from a GET /api/cart/ answer, asked `withSuitableLists` or not. Pure. */
export function cartStateFrom(cart: Cart, withSuitableLists = false): CartState {
  const items = cart.items
  const numberIds = ids(items, (item) => item.number?.id)
  const tariffIds = ids(items, (item) => item.tariff?.id)
  const deviceIds = ids(items, (item) => item.device?.id)
  const refillableNumbers = items.flatMap((item) =>
    item.number?.is_refill_allowed ? [{ itemId: item.id, number: item.number, refill: item.refill }] : [],
  )
  return {
    loaded: true,
    loading: false,
    error: null,
    withSuitableLists,
    items,
    total_price: cart.total_price,
    show_refill: cart.show_refill,
    advance_payment: cart.advance_payment,
    has_free_delivery: cart.has_free_delivery,
    promocode: cart.promocode,
    promocode_discount: cart.promocode_discount,
    counts: { numbers: numberIds.length, tariffs: tariffIds.length, devices: deviceIds.length },
    numberIds,
    tariffIds,
    deviceIds,
    refillableNumbers,
  }
}

/** What a POST /api/cart/items/ body adds (a number with a tariff is its number's line). */
export function cartRefOf(body: CartAddBody): CartRef {
  if ('number' in body) return { number: body.number }
  if ('tariff' in body) return { tariff: body.tariff }
  return { device: body.device }
}

/** Whether the number, tariff or device is already in the cart. */
export function isInCart(state: CartState, ref: CartRef): boolean {
  return findCartItem(state, ref) !== undefined
}

/** The cart item holding the number, tariff or device, e.g. to remove it by item id. */
export function findCartItem(state: CartState, ref: CartRef): CartItem | undefined {
  if ('number' in ref) return state.items.find((item) => item.number?.id === ref.number)
  if ('tariff' in ref) return state.items.find((item) => item.tariff?.id === ref.tariff)
  return state.items.find((item) => item.device?.id === ref.device)
}

function ids(items: CartItem[], pick: (item: CartItem) => number | undefined): number[] {
  return items.flatMap((item) => {
    const id = pick(item)
    return id === undefined ? [] : [id]
  })
}
