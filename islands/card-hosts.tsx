import type { ReactNode } from 'react'
import type { CardHosts } from '../cards/card-hosts'
import { CARD_MESSAGES } from '../cards/messages'
import { CART_PAGE_URL } from '../shared/api/cart-rules'
import { hostAttributes } from '../shared/contract/host-attributes'
import cartButton from './cart-button'
import compareButton from './compare-button'
import { COMPARISON_MESSAGES } from './compare-button/messages'

/**
 * The island hosts of the cards drawn from JSON (cards/card-hosts.ts), written from the islands'
 * contracts as the runtime reads them, in the markup of the server's partials (card-cart.html,
 * compare-button.html): the runtime mounts them on these cards exactly as on the server's.
 */
export const CARD_HOSTS: CardHosts = {
  cartButton: (item, fallback: ReactNode) => (
    <div className="card-cart" {...hostAttributes('cart-button', cartButton, { ...item, label: CARD_MESSAGES.addToCart, cartUrl: CART_PAGE_URL })}>
      {fallback}
    </div>
  ),
  compareButton: (tariff) => (
    <div className="card-compare" {...hostAttributes('compare-button', compareButton, { tariff })}>
      <button type="button" className="btn btn-outline-primary compare-button island-only" data-compare-state="idle">
        {COMPARISON_MESSAGES.add}
      </button>
    </div>
  ),
}
