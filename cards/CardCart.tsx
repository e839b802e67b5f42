import cartButton from '../islands/cart-button'
import { CART_PAGE_URL } from '../shared/api/cart'
import { hostAttributes } from '../shared/runtime/host-attributes'
import { CARD_MESSAGES as t } from './messages'

interface CardCartProps {
  kind: 'number' | 'tariff' | 'device'
  id: number
  /** The card page: where the button leads without JavaScript. */
  href: string
  archive?: boolean
  small?: boolean
}

/**
 * The add-to-cart host of a card: the same cart-button host (its attributes written from the
 * island's contract) with the same link fallback as the server's cards (partials/card-cart.html),
 * so the runtime mounts the cart button on cards drawn from JSON exactly as on the server's. The
 * runtime owns the host's children from then on; this component never changes them (cards are
 * drawn once).
 */
export function CardCart({ kind, id, href, archive, small }: CardCartProps) {
  if (archive) return <p className="card-cart card-cart--archive">{t.notForSale}</p>
  const item = { [kind]: id } as Partial<Record<CardCartProps['kind'], number>>
  return (
    <div className="card-cart" {...hostAttributes('cart-button', cartButton, { ...item, label: t.addToCart, cartUrl: CART_PAGE_URL })}>
      <a className={small ? 'btn btn-primary btn-sm' : 'btn btn-primary'} href={href}>
        {t.addToCart}
      </a>
    </div>
  )
}
