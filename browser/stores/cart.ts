import { atom } from 'nanostores'
import * as cartApi from '../api/cart'
import { ApiError } from '../api/errors'
import { requestLane } from '../api/lane'
import type { CartAddBody, CartAddResponse, CartItemUpdateBody, CartItemUpdateResponse } from '../../shared/api/types'
import { EMPTY_CART_STATE, cartStateFrom, type CartState } from './cart-state'
import { enqueueCartWrite, pendingCartWrites } from './cart-queue'
import { announceChange, changedElsewhere, onChangeElsewhere } from '../runtime/changes-elsewhere'
import { wake } from '../runtime/wake'
import { onPageReset } from './page-reset'

/** The shared cart (spec §4); starts unloaded and empty. Components read it with `useStore`. */
export const $cart = atom<CartState>(EMPTY_CART_STATE)

// Only the newest load may write its answer: an older GET still on its way is aborted.
const loads = requestLane()
/**
 * The module's state that no component reads, in one place (reset with `$cart`, onPageReset):
 * the detail level reloads after writes keep (the cart page expands), and the page's start, which
 * every island's `initCart` shares.
 */
const local = { expandItems: false, initialised: null as Promise<void> | null }

/**
 * GETs the cart and fills `$cart`. Rejects with the `ApiError`, which also stays in
 * `$cart.error` until the next successful load.
 */
export function loadCart(options: { expand?: boolean } = {}): Promise<void> {
  if (options.expand !== undefined) local.expandItems = options.expand
  $cart.set({ ...$cart.get(), loading: true })
  const expand = local.expandItems
  let failure: { error: unknown } | null = null
  return loads
    .run(
      (signal) => cartApi.getCart(expand, signal),
      (cart) => $cart.set(cartStateFrom(cart, expand)),
      (error) => {
        failure = { error }
        $cart.set({ ...$cart.get(), loading: false, error: error instanceof ApiError ? error : null })
      },
    )
    .then(() => {
      // A load a newer one replaced settles quietly: the newer one tells.
      if (failure) throw failure.error
    })
}

/**
 * Starts the cart for this page. It loads only if the server says it has items or this
 * is the cart page (spec §4); otherwise it is reset to empty without a request.
 * Repeated calls (one per island) share the first call's promise.
 */
export function initCart(options: { itemCount: number; isCartPage: boolean; expand?: boolean }): Promise<void> {
  if (local.initialised) {
    // The cart page's island asks for the suitable lists after another island started the
    // cart without them: switch to expanded and load once more, for every later reload too.
    if (options.expand && !local.expandItems) {
      local.expandItems = true
      local.initialised = local.initialised.catch(() => undefined).then(() => loadCart())
    }
    return local.initialised
  }
  // The page's count is the server's when it drew the page: a change since, in another tab or
  // on another page of this tab (a page the back-forward cache shows again), makes it stale.
  if (options.itemCount > 0 || options.isCartPage || changedElsewhere('cart')) {
    const load = loadCart({ expand: options.expand ?? false })
    // Items the page did not draw as in the cart (the cards' «Оформить»): the islands that show
    // them may still be waiting for the visitor (runtime wakeOn). The cart page drew its cart.
    if (!options.isCartPage)
      void load.then(
        () => $cart.get().items.length > 0 && wake('cart'),
        () => undefined,
      )
    // A failed start must not pin the failure: the next island's init retries.
    local.initialised = load.catch((error: unknown) => {
      local.initialised = null
      throw error
    })
  } else {
    // A write of this page may have filled the cart already, or be reloading it (an add on a card
    // before the header's island woke): that cart is newer than the page's empty one.
    if (!$cart.get().loaded && !$cart.get().loading && pendingCartWrites() === 0) emptyState()
    local.initialised = Promise.resolve()
  }
  return local.initialised
}

/** Back to the unloaded, empty start: state (a pending load aborted), init memo and expand flag. */
export function resetCart(): void {
  emptyState()
  local.initialised = null
  local.expandItems = false
}
onPageReset(resetCart)

// The cart changed elsewhere: a page whose islands have started the cart loads the server's now
// (one still to start loads when it does, initCart). The runtime wakes the islands that show it.
onChangeElsewhere('cart', () => void (local.initialised && loadCart().catch(() => undefined)))

/** Adds a number, tariff or device; resolves with the created item or rejects with `ApiError`. */
export function addToCart(body: CartAddBody): Promise<CartAddResponse> {
  return writeThenReload(() => cartApi.addCartItem(body))
}

/** Removes one cart item by its item id (see `findCartItem`). */
export function removeFromCart(itemId: number): Promise<void> {
  return writeThenReload(() => cartApi.removeCartItem(itemId))
}

/** Changes one item: attach/detach number or tariff, rent period, refill. */
export function changeCartItem(itemId: number, body: CartItemUpdateBody): Promise<CartItemUpdateResponse> {
  return writeThenReload(() => cartApi.updateCartItem(itemId, body))
}

/** Empties the cart on the server; the state resets at once, then reloads. */
export function clearCart(): Promise<void> {
  return writeThenReload(async () => {
    await cartApi.clearCart()
    emptyState()
  })
}

/** Applies a promocode (also used by promocode links); a bad code rejects with `ApiError`. */
export function applyPromocode(code: string): Promise<void> {
  return writeThenReload(async () => {
    await cartApi.setPromocode(code)
  })
}

/** Removes the promocode. */
export function cancelPromocode(): Promise<void> {
  return writeThenReload(() => cartApi.removePromocode())
}

/**
 * Runs a write in the queue, then reloads the cart, succeeded or not, because a failed
 * write may still mean the server's cart differs from ours. A burst of writes reloads
 * once, after its last write: earlier reloads would be overwritten at once anyway.
 */
function writeThenReload<T>(write: () => Promise<T>): Promise<T> {
  // What every cart island shows is about to change: those still waiting for the visitor start
  // now, while the write is on its way (runtime wakeOn).
  wake('cart')
  return enqueueCartWrite(async () => {
    try {
      return await write()
    } finally {
      if (pendingCartWrites() === 1) {
        // The write's own outcome is what the caller awaits; a failed reload is kept in
        // `$cart.error` for the islands that show the cart.
        await loadCart().catch(() => undefined)
        // Failed or not, the server's cart may differ from what the other tabs show.
        announceChange('cart')
      }
    }
  })
}

/** The empty cart, now: a load still on its way (of the page before, or before a clear) is dropped. */
function emptyState(): void {
  loads.abort()
  $cart.set(EMPTY_CART_STATE)
}
