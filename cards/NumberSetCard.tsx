import { numberHref } from '../shared/api/links'
import type { NumberSet } from '../shared/api/types'
import { formatCardPrice } from '../shared/format/price'
import { CardCart } from './CardCart'
import { CARD_MESSAGES as M } from './messages'

interface NumberSetCardProps {
  set: NumberSet
  /** The list's kind, when the item does not say (`data-extra-kind` of the catalogue host). */
  kind?: string
}

/** A number set or super pair (partials/number-set-card.html): each number with its own link and cart button. */
export function NumberSetCard({ set, kind: listKind }: NumberSetCardProps) {
  const kind = set.kind ?? listKind ?? 'set'
  const numbers = set.numbers ?? []
  const provider = numbers[0]?.provider_name
  return (
    <article className={`number-set-card number-set-card--${kind}`}>
      <h3 className="number-set-card__title">
        {kind === 'super_pair' ? M.superPair : M.setOf(numbers.length)}
        {provider && ` · ${provider}`}
      </h3>
      <ul className="number-set-card__numbers">
        {numbers.map((number) => {
          const href = numberHref(number)
          return (
            <li key={number.id} className="number-set-card__number">
              <a className="number-card__number" href={href}>
                {number.number}
              </a>
              <span className="number-set-card__number-price">
                {number.has_price_on_call ? M.priceOnCall : `${formatCardPrice(number.site_price)} ${number.currency?.site_symbol ?? ''}`}
              </span>
              <CardCart kind="number" id={number.id} href={href} archive={number.archive} small />
            </li>
          )
        })}
      </ul>
      <p className="number-set-card__price">{`${M.setTotal} ${formatCardPrice(set.total_site_price)} ₽`}</p>
      {Number(set.total_rent_price) > 0 && (
        <p className="number-set-card__rent">{`${M.setRent} ${formatCardPrice(set.total_rent_price)} ₽${M.perMonth}`}</p>
      )}
    </article>
  )
}
