import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import type { Cart } from '../../shared/api/types'
import { reloadPage } from '../../browser/dom/reload-page'
import { $cart, clearCart, initCart } from '../../browser/stores/cart'
import { cartStateFrom } from '../../browser/stores/cart-state'

/**
 * The cart the page shows, and the page's reload when it turns empty or non-empty (spec §4: the
 * server then renders the checkout form for what the cart now is). `reloadOnce` reloads the page,
 * once however many reasons come.
 */
export function useOrderCart(itemCount: number, served: Cart | undefined) {
  const stored = useStore($cart)
  // The island may come with the visitor's press before the page's load of the cart is in: it
  // then draws the cart the server drew, as the server did, and the press meets its lines. A
  // header's plain load of the cart (no suitable lists) may be in first: that one is not the page's.
  const [drawn] = useState(() => served && cartStateFrom(served, true))
  const pageLoadIn = stored.loaded && stored.withSuitableLists
  const cart = pageLoadIn || stored.error || !drawn ? stored : drawn
  const reloading = useRef(false)
  const wasEmpty = useRef(itemCount === 0)

  function reloadOnce() {
    if (reloading.current) return
    reloading.current = true
    reloadPage()
  }

  useEffect(() => {
    // The cart page loads the cart with the suitable lists (spec §4, §7).
    // A failed load stays in `$cart.error`, which the island shows.
    initCart({ itemCount, isCartPage: true, expand: true }).catch(() => undefined)
  }, [itemCount])

  const empty = cart.items.length === 0
  useEffect(() => {
    if (!cart.loaded) return
    if (empty !== wasEmpty.current) {
      wasEmpty.current = empty
      reloadOnce()
    }
  }, [cart.loaded, empty])

  return { cart, empty, reloadOnce }
}

/** «Очистить корзину»: whether the clear runs, whether it failed, and `clear`, which reloads the page once it is done (spec §4). */
export function useClearCart(reloadOnce: () => void) {
  const [clearing, setClearing] = useState(false)
  const [failed, setFailed] = useState(false)

  async function clear() {
    setClearing(true)
    setFailed(false)
    try {
      await clearCart()
      // Spec §4: a clear reloads the page.
      reloadOnce()
    } catch {
      setFailed(true)
      setClearing(false)
    }
  }

  return { clearing, failed, clear }
}
