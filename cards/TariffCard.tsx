import type { ReactNode } from 'react'
import { entityHref } from '../shared/api/links'
import type { Tariff } from '../shared/api/types'
import { formatCardPrice } from '../shared/format/price'
import { swatchClass } from '../shared/format/swatch'
import { useCardHosts } from './card-hosts'
import { CardCart } from './CardCart'
import { CardTags } from './CardTags'
import { CARD_MESSAGES as M } from './messages'

/**
 * A tariff card (partials/tariff-card.html): name, provider in its colour, tags, summary lines, monthly fee, cart.
 * `children`: what a list adds about the tariff inside its card, after the summary (the
 * calculator's «Безлимитные: …»); none in the catalogue, whose server twin has none.
 */
export function TariffCard({ tariff, children }: { tariff: Tariff; children?: ReactNode }) {
  const hosts = useCardHosts()
  const href = entityHref(tariff)
  const summary = tariff.summary && typeof tariff.summary === 'object' ? Object.entries(tariff.summary) : []
  return (
    <article className="tariff-card">
      <h3 className="tariff-card__name">
        <a href={href}>{tariff.name}</a>
      </h3>
      {tariff.provider_name && <p className={`tariff-card__provider provider-mark ${swatchClass(tariff.provider_color)}`}>{tariff.provider_name}</p>}
      <CardTags tags={tariff.tags} />
      {tariff.summary && (
        <ul className="tariff-card__summary">
          {summary.map(([key, line]) => (
            <li key={key}>{line}</li>
          ))}
        </ul>
      )}
      {children}
      <p className="tariff-card__price">{`${formatCardPrice(tariff.month_fee)} ${tariff.currency?.site_symbol ?? ''}${M.perMonth}`}</p>
      <CardCart kind="tariff" id={tariff.id} href={href} archive={tariff.archive} />
      {!tariff.archive && hosts.compareButton(tariff.id)}
    </article>
  )
}
