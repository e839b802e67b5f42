import type { Cart, CartExpand, CartItem, CartItemUpdateResponse, Device, PhoneNumber, Promocode, Tariff } from '../../shared/api/types'
import type { CatalogRepository } from '../catalog/repository'
import type { Db } from '../db/open'
import { toDecimal } from '../money'
import { validateAddItem, type Validated } from './add-item'
import { CART_ERROR_CODES, CART_MESSAGES } from './messages'
import { cartTotals, type CartTotals } from './pricing'
import { createPromocodeStore, promocodeDiscount, serializePromocode, type PromocodeRow } from './promocodes'
import { createCartItemSerializer } from './serialize'
import { createCartLookups, createCartStore, type CartItemRow, type LineContent, type NewCartItem } from './store'
import { validateItemUpdate } from './update-item'

interface CartServiceOptions {
  db: Db
  catalog: CatalogRepository
  cartMaxItems: number
  minRentPeriod: number
}

export type CartService = ReturnType<typeof createCartService>

/** An error body with a `code` the islands can branch on (already in cart, max items). */
interface CartRuleError {
  non_field_errors: string[]
  code: string
}

/** `expand` of GET /api/cart/: comma-separated, unknown names ignored. */
export function parseExpand(value: unknown): ReadonlySet<CartExpand> {
  const known: readonly CartExpand[] = ['suitable_numbers', 'suitable_tariffs']
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : ''
  return new Set(
    known.filter((name) =>
      text
        .split(',')
        .map((s) => s.trim())
        .includes(name),
    ),
  )
}

/** Outcome of PUT /api/cart/items/{id}/: not this session's line, a 400 body, or the answer. */
type ItemUpdateResult =
  { status: 404 } | { status: 400; body: Record<string, string[]> | CartRuleError } | { status: 200; body: CartItemUpdateResponse }

/** A cart as checkout reads it: its lines (rows and API shape), totals and promocode. */
interface CartSnapshot {
  cartId: number
  rows: CartItemRow[]
  items: CartItem[]
  totals: CartTotals
  promocode: PromocodeRow | null
  /** Kopecks the promocode takes off (never more than the items total). */
  discount: number
}

/** The cart rules of spec §4 and §9 over the cart tables, answering in the API shapes of §7. */
export function createCartService({ db, catalog, cartMaxItems, minRentPeriod }: CartServiceOptions) {
  const store = createCartStore(db)
  const promocodes = createPromocodeStore(db)
  const lookups = createCartLookups(db)
  const serializeItems = createCartItemSerializer(catalog, store)

  function snapshotOf(cartId: number, hostUrl: string, expand?: ReadonlySet<CartExpand>): CartSnapshot {
    const rows = store.items(cartId)
    const totals = cartTotals(rows)
    const promocodeId = store.promocodeIdOf(cartId)
    const promocode = promocodeId === null ? null : promocodes.usableById(promocodeId)
    const discount = promocode ? promocodeDiscount(promocode, totals.total) : 0
    return { cartId, rows, items: serializeItems(rows, hostUrl, expand), totals, promocode, discount }
  }

  /**
   * GET /api/cart/: the session's cart; no session or no cart yet reads as an empty cart.
   * `total_price` is after the promocode (never below 0); `promocode_discount` is what it took off.
   */
  function cartOf(sessionId: string | null, hostUrl: string, expand?: ReadonlySet<CartExpand>): Cart {
    const cartId = sessionId === null ? null : store.cartIdOf(sessionId)
    if (cartId === null) {
      return {
        items: [],
        total_price: toDecimal(0),
        show_refill: false,
        advance_payment: toDecimal(0),
        has_free_delivery: false,
        promocode: null,
        promocode_discount: toDecimal(0),
      }
    }
    const { items, totals, promocode, discount } = snapshotOf(cartId, hostUrl, expand)
    return {
      items,
      total_price: toDecimal(totals.total - discount),
      show_refill: totals.showRefill,
      advance_payment: toDecimal(totals.advancePayment),
      has_free_delivery: totals.hasFreeDelivery,
      promocode: promocode ? serializePromocode(promocode, discount) : null,
      promocode_discount: toDecimal(discount),
    }
  }

  /** Adds a validated line; the cart rules are checked inside one transaction. */
  const add = db.transaction((sessionId: string, item: NewCartItem, hostUrl: string): Validated<CartItem, CartRuleError> => {
    const cartId = store.cartIdOf(sessionId) ?? store.createCart(sessionId)
    if (store.holdsAny(cartId, item)) {
      return ruleError(CART_MESSAGES.alreadyInCart, CART_ERROR_CODES.alreadyInCart)
    }
    if (store.count(cartId) >= cartMaxItems) {
      return ruleError(CART_MESSAGES.maxItems, CART_ERROR_CODES.maxItems)
    }
    const itemId = store.add(cartId, item)
    const row = store.item(cartId, itemId)
    if (!row) throw new Error(`Cart item ${itemId} vanished right after insert`)
    const [serialized] = serializeItems([row], hostUrl)
    return { ok: true, value: serialized as CartItem }
  })

  /**
   * PUT /api/cart/items/{id}/: one change of a line (spec §7). Removals answer with what
   * was removed (`removed_number`, `removed_tariff`, `removed_device`: the entity, or null
   * when the line held none). A line left with nothing in it is deleted; the answer then
   * still shows it, emptied.
   */
  const update = db.transaction((sessionId: string | null, itemId: number, body: unknown, hostUrl: string): ItemUpdateResult => {
    const cartId = sessionId === null ? null : store.cartIdOf(sessionId)
    const row = cartId === null ? null : store.item(cartId, itemId)
    if (cartId === null || row === null) return { status: 404 }
    const validated = validateItemUpdate(body, row, lookups, { minRentPeriod })
    if (!validated.ok) return { status: 400, body: validated.errors }

    const change = validated.value
    const line: LineContent = {
      numberId: row.number_id,
      tariffId: row.tariff_id,
      deviceId: row.device_id,
      simTypeId: row.sim_type_id,
      subdomainId: row.subdomain_id,
      rentPeriod: row.rent_period,
      refill: row.refill === 1,
    }
    const removed: {
      removed_number?: PhoneNumber | null
      removed_tariff?: Tariff | null
      removed_device?: Device | null
    } = {}
    switch (change.kind) {
      case 'setNumber':
        if (store.holdsElsewhere(cartId, itemId, change.numberId, null)) {
          return { status: 400, body: ruleError(CART_MESSAGES.alreadyInCart, CART_ERROR_CODES.alreadyInCart).errors }
        }
        if (line.numberId !== change.numberId) {
          Object.assign(line, { numberId: change.numberId, rentPeriod: null, refill: false })
        }
        line.simTypeId = change.simTypeId
        line.subdomainId = change.subdomainId
        break
      case 'removeNumber':
        removed.removed_number = row.number_id === null ? null : (catalog.numbers.byIds([row.number_id], hostUrl).get(row.number_id) ?? null)
        Object.assign(line, { numberId: null, simTypeId: null, rentPeriod: null, refill: false })
        break
      case 'setTariff':
        if (store.holdsElsewhere(cartId, itemId, null, change.tariffId)) {
          return { status: 400, body: ruleError(CART_MESSAGES.alreadyInCart, CART_ERROR_CODES.alreadyInCart).errors }
        }
        line.tariffId = change.tariffId
        break
      case 'removeTariff':
        removed.removed_tariff = row.tariff_id === null ? null : (catalog.tariffs.byIds([row.tariff_id], hostUrl).get(row.tariff_id) ?? null)
        line.tariffId = null
        break
      case 'removeDevice':
        removed.removed_device = row.device_id === null ? null : (catalog.devices.byIds([row.device_id], hostUrl).get(row.device_id) ?? null)
        line.deviceId = null
        break
      case 'rentPeriod':
        line.rentPeriod = change.months
        break
      case 'refill':
        line.refill = change.refill
        break
    }
    store.update(cartId, itemId, line)
    const updated = store.item(cartId, itemId)
    if (!updated) throw new Error(`Cart item ${itemId} vanished during an update`)
    const [item] = serializeItems([updated], hostUrl)
    if (line.numberId === null && line.tariffId === null && line.deviceId === null) store.remove(cartId, itemId)
    return { status: 200, body: { ...(item as CartItem), ...removed } }
  })

  /** DELETE /api/cart/items/{id}/: false when the line is not in this session's cart. */
  function removeItem(sessionId: string | null, itemId: number): boolean {
    const cartId = sessionId === null ? null : store.cartIdOf(sessionId)
    return cartId !== null && store.remove(cartId, itemId)
  }

  /** DELETE /api/cart/: drops every line and the promocode (spec §4: a clear resets everything). */
  const clear = db.transaction((sessionId: string | null): void => {
    const cartId = sessionId === null ? null : store.cartIdOf(sessionId)
    if (cartId === null) return
    store.clear(cartId)
    store.setPromocode(cartId, null)
  })

  /** PUT /api/cart/promocode/ and the promocode link: an unknown, inactive or expired code is refused. */
  const applyPromocode = db.transaction((sessionId: string, code: string, hostUrl: string): Validated<Promocode> => {
    const row = promocodes.usableByCode(code)
    if (!row) return { ok: false, errors: { code: [CART_MESSAGES.promocodeInvalid] } }
    const cartId = store.cartIdOf(sessionId) ?? store.createCart(sessionId)
    store.setPromocode(cartId, row.id)
    const { promocode, discount } = snapshotOf(cartId, hostUrl)
    return { ok: true, value: serializePromocode(promocode ?? row, discount) }
  })

  function removePromocode(sessionId: string | null): void {
    const cartId = sessionId === null ? null : store.cartIdOf(sessionId)
    if (cartId !== null) store.setPromocode(cartId, null)
  }

  return {
    cartOf,
    validateAdd: (body: unknown): Validated<NewCartItem> => validateAddItem(body, lookups, { minRentPeriod }),
    add: (sessionId: string, item: NewCartItem, hostUrl: string): Validated<CartItem, CartRuleError> => add(sessionId, item, hostUrl),
    update: (sessionId: string | null, itemId: number, body: unknown, hostUrl: string): ItemUpdateResult => update(sessionId, itemId, body, hostUrl),
    removeItem,
    clear: (sessionId: string | null): void => clear(sessionId),
    /** Whether the code would apply now (the promocode link checks before making a session). */
    promocodeUsable: (code: string): boolean => promocodes.usableByCode(code) !== null,
    applyPromocode: (sessionId: string, code: string, hostUrl: string): Validated<Promocode> => applyPromocode(sessionId, code, hostUrl),
    removePromocode,
    /** The session's cart with its rows, for checkout (inside the order's transaction) and its page; null without a cart. */
    snapshot: (sessionId: string | null, hostUrl: string, expand?: ReadonlySet<CartExpand>): CartSnapshot | null => {
      const cartId = sessionId === null ? null : store.cartIdOf(sessionId)
      return cartId === null ? null : snapshotOf(cartId, hostUrl, expand)
    },
    /** Empties a cart after its order was placed (the promocode is used up with it). */
    emptyAfterOrder: (cartId: number): void => {
      store.clear(cartId)
      store.setPromocode(cartId, null)
    },
  }
}

function ruleError(message: string, code: string): { ok: false; errors: CartRuleError } {
  return { ok: false, errors: { non_field_errors: [message], code } }
}
