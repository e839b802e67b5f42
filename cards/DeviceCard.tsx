import { entityHref } from '../shared/api/links'
import type { Device } from '../shared/api/types'
import { formatCardPrice } from '../shared/format/price'
import { CardCart } from './CardCart'
import { CardTags } from './CardTags'

interface DeviceCardProps {
  device: Device
  /** Devices have no host_url of their own (spec §3): the site's, from the list. */
  hostUrl?: string
}

/** A device card (partials/device-card.html): picture, name, type and maker, tags, price with discount, cart. */
export function DeviceCard({ device, hostUrl = '' }: DeviceCardProps) {
  const href = entityHref({ absolute_url: device.absolute_url }, hostUrl)
  const symbol = device.currency?.site_symbol ?? ''
  const type = [device.device_type_name, device.manufacturer_name].filter(Boolean).join(' · ')
  return (
    <article className="device-card">
      {device.main_image && <img className="device-card__image" src={device.main_image} alt="" loading="lazy" />}
      <h3 className="device-card__name">
        <a href={href}>{device.name}</a>
      </h3>
      {type && <p className="device-card__type">{type}</p>}
      {device.short_info && <p className="device-card__info">{device.short_info}</p>}
      <CardTags tags={device.tags} />
      <p className="device-card__price">
        {`${formatCardPrice(device.current_price)} ${symbol}`}
        {device.has_discount && (
          <>
            {' '}
            <s className="device-card__old-price">{`${formatCardPrice(device.price)} ${symbol}`}</s>{' '}
            <span className="badge badge--discount">{`−${device.discount}%`}</span>
          </>
        )}
      </p>
      <CardCart kind="device" id={device.id} href={href} archive={device.archive} />
    </article>
  )
}
