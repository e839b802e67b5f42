import type { Cart, CartItem } from '../../shared/api/types'
import type { CatalogRepository } from '../catalog/repository'
import type { Db } from '../db/open'
import { toDecimal } from '../money'
import { validateAddItem, type AddItemLookups, type Validated } from './add-item'
import { CART_ERROR_CODES, CART_MESSAGES } from './messages'
import { cartTotals } from './pricing'
import { createCartStore, type CartItemRow, type NewCartItem } from './store'

export interface CartServiceOptions {
  db: Db
  catalog: CatalogRepository
  cartMaxItems: number
  minRentPeriod: number
}

export type CartService = ReturnType<typeof createCartService>

/** An error body with a `code` the islands can branch on (already in cart, max items). */
export interface CartRuleError {
  non_field_errors: string[]
  code: string
}

/** The cart rules of spec §4 and §9 over the cart tables, answering in the API shapes of §7. */
export function createCartService({ db, catalog, cartMaxItems, minRentPeriod }: CartServiceOptions) {
  const store = createCartStore(db)
  const lookups = createLookups(db)

  function serializeItems(rows: readonly CartItemRow[], hostUrl: string): CartItem[] {
    const ids = (key: 'number_id' | 'tariff_id' | 'device_id') =>
      rows.flatMap((row) => (row[key] === null ? [] : [row[key]]))
    const numbers = catalog.numbers.byIds(ids('number_id'), hostUrl)
    const tariffs = catalog.tariffs.byIds(ids('tariff_id'), hostUrl)
    const devices = catalog.devices.byIds(ids('device_id'), hostUrl)
    return rows.map((row) => ({
      id: row.id,
      subdomain: row.subdomain_id,
      tariff: row.tariff_id === null ? null : (tariffs.get(row.tariff_id) ?? null),
      number: row.number_id === null ? null : (numbers.get(row.number_id) ?? null),
      sim_type:
        row.sim_type_id === null ? null : { id: row.sim_type_id, display_name: row.sim_type_name ?? '' },
      device: row.device_id === null ? null : (devices.get(row.device_id) ?? null),
      rent_period: row.rent_period,
      refill: row.refill === 1,
    }))
  }

  /** GET /api/cart/: the session's cart; no session or no cart yet reads as an empty cart. */
  function cartOf(sessionId: string | null, hostUrl: string): Cart {
    const cartId = sessionId === null ? null : store.cartIdOf(sessionId)
    const rows = cartId === null ? [] : store.items(cartId)
    const totals = cartTotals(rows)
    return {
      items: serializeItems(rows, hostUrl),
      total_price: toDecimal(totals.total),
      show_refill: totals.showRefill,
      advance_payment: toDecimal(totals.advancePayment),
      has_free_delivery: totals.hasFreeDelivery,
      promocode: null,
      promocode_discount: toDecimal(0),
    }
  }

  /** Adds a validated line; the cart rules are checked inside one transaction. */
  const add = db.transaction(
    (sessionId: string, item: NewCartItem, hostUrl: string): Validated<CartItem, CartRuleError> => {
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
    },
  )

  return {
    cartOf,
    validateAdd: (body: unknown): Validated<NewCartItem> =>
      validateAddItem(body, lookups, { minRentPeriod }),
    add: (sessionId: string, item: NewCartItem, hostUrl: string): Validated<CartItem, CartRuleError> =>
      add(sessionId, item, hostUrl),
  }
}

function ruleError(message: string, code: string): { ok: false; errors: CartRuleError } {
  return { ok: false, errors: { non_field_errors: [message], code } }
}

function createLookups(db: Db): AddItemLookups {
  const number = db.prepare('SELECT archive, rent_price, subdomain_id FROM numbers WHERE id = ?')
  const tariff = db.prepare('SELECT archive FROM tariffs WHERE id = ?')
  const device = db.prepare('SELECT archive FROM devices WHERE id = ?')
  const simType = db.prepare('SELECT 1 FROM sim_types WHERE id = ?')
  return {
    number(id) {
      const row = number.get(id) as { archive: number; rent_price: number; subdomain_id: number | null } | undefined
      return row ? { archive: row.archive === 1, rentPrice: row.rent_price, subdomainId: row.subdomain_id } : null
    },
    tariff(id) {
      const row = tariff.get(id) as { archive: number } | undefined
      return row ? { archive: row.archive === 1 } : null
    },
    device(id) {
      const row = device.get(id) as { archive: number } | undefined
      return row ? { archive: row.archive === 1 } : null
    },
    simTypeExists: (id) => simType.get(id) !== undefined,
  }
}
