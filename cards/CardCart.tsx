import { useCardHosts, type CardItem } from './card-hosts'
import { CARD_MESSAGES as M } from './messages'

interface CardCartProps {
  kind: 'number' | 'tariff' | 'device'
  id: number
  /** The card page: where the button leads without JavaScript. */
  href: string
  archive?: boolean
  small?: boolean
}

/**
 * The add-to-cart host of a card: the same cart-button host (drawn by the island drawing the card,
 * card-hosts.ts) with the same link fallback as the server's cards (partials/card-cart.html), so
 * the runtime mounts the cart button on cards drawn from JSON exactly as on the server's. The
 * runtime owns the host's children from then on; this component never changes them (cards are
 * drawn once).
 */
export function CardCart({ kind, id, href, archive, small }: CardCartProps) {
  const hosts = useCardHosts()
  if (archive) return <p className="card-cart card-cart--archive">{M.notForSale}</p>
  return hosts.cartButton(
    { [kind]: id } as CardItem,
    <a className={small ? 'btn btn-primary btn-sm' : 'btn btn-primary'} href={href}>
      {M.addToCart}
    </a>,
  )
}
