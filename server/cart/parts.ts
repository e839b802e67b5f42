import type { CatalogRepository } from '../catalog/repository'
import type { Db } from '../db/open'
import type { Validated } from './body-fields'
import { createCartLookups, createCartStore } from './store'
import { createPromocodeStore } from './promocodes'
import { createCartItemSerializer } from './serialize'

export interface CartServiceOptions {
  db: Db
  catalog: CatalogRepository
  cartMaxItems: number
  minRentPeriod: number
}

/** What the cart's reads and writes (read.ts, add.ts, change.ts, remove.ts, cart-promocode.ts) share: the statements over the cart tables and the settings. */
export interface CartParts extends CartServiceOptions {
  store: ReturnType<typeof createCartStore>
  promocodes: ReturnType<typeof createPromocodeStore>
  lookups: ReturnType<typeof createCartLookups>
  serializeItems: ReturnType<typeof createCartItemSerializer>
}

export function createCartParts(options: CartServiceOptions): CartParts {
  const store = createCartStore(options.db)
  return {
    ...options,
    store,
    promocodes: createPromocodeStore(options.db),
    lookups: createCartLookups(options.db),
    serializeItems: createCartItemSerializer(options.catalog, store),
  }
}

/** The session's cart, or null: no session, or no cart made for it yet. */
export function cartIdOf({ store }: CartParts, sessionId: string | null): number | null {
  return sessionId === null ? null : store.cartIdOf(sessionId)
}

/** An error body with a `code` the islands can branch on (already in cart, max items). */
export interface CartRuleError {
  non_field_errors: string[]
  code: string
}

export function ruleError(message: string, code: string): Validated<never, CartRuleError> & { ok: false } {
  return { ok: false, errors: { non_field_errors: [message], code } }
}
