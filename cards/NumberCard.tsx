import { numberHref } from '../shared/api/links'
import type { PhoneNumber } from '../shared/api/types'
import { formatCardPrice } from '../shared/format/price'
import { CardCart } from './CardCart'
import { CardTags } from './CardTags'
import { CARD_MESSAGES as M } from './messages'

interface NumberCardProps {
  number: PhoneNumber
  /** A star number: the category's border and badge (the star numbers views). */
  star?: boolean
}

/** A number card (partials/number-card.html): link, provider, price or «Цена по запросу», rent, cart, tags. */
export function NumberCard({ number, star = false }: NumberCardProps) {
  const href = numberHref(number)
  const symbol = number.currency?.site_symbol ?? ''
  const classes = ['number-card']
  if (star) classes.push('number-card--star')
  if (star && number.category) classes.push(`number-card--${number.category}`)
  return (
    <article className={classes.join(' ')}>
      {star && number.category_title && (
        <p className="number-card__category">
          <span className={`badge badge--${number.category}`}>{number.category_title}</span>
        </p>
      )}
      <h3 className="number-card__title">
        <a className="number-card__number" href={href}>
          {number.number}
        </a>
      </h3>
      {number.provider_name && <p className="number-card__provider">{number.provider_name}</p>}
      <p className="number-card__price">
        {number.has_price_on_call ? M.priceOnCall : `${formatCardPrice(number.site_price)} ${symbol}`}
        {number.has_discount && !number.has_price_on_call && (
          <>
            {' '}
            <s className="number-card__old-price">{`${formatCardPrice(number.real_site_price)} ${symbol}`}</s>
          </>
        )}
      </p>
      {Number(number.rent_price) > 0 && (
        <p className="number-card__rent">{`${M.rent} ${formatCardPrice(number.rent_price)} ${symbol}${M.perMonth}`}</p>
      )}
      <CardCart kind="number" id={number.id} href={href} archive={number.archive} />
      <CardTags tags={number.tags} />
    </article>
  )
}
