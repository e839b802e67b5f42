import type { ReactNode } from 'react'
import type { Device, NumberSet, PhoneNumber, Tariff } from '../shared/api/types'
import { CardHostsContext, type CardHosts } from './card-hosts'
import { DeviceCard } from './DeviceCard'
import { NumberCard } from './NumberCard'
import { NumberSetCard } from './NumberSetCard'
import { TariffCard } from './TariffCard'

/** What a list knows that its items do not: the site's address (devices), the sets' kind. */
export interface CardContext {
  hostUrl?: string
  setKind?: string
}

/**
 * The card of each catalogue list kind (`data-card`, the server's `catalog_kind`), wrapped in
 * its grid item as partials/catalog-items.html wraps it.
 */
const CATALOG_CARDS: Readonly<Record<string, (item: never, context: CardContext) => ReactNode>> = {
  numbers: (number: PhoneNumber) => <NumberCard number={number} />,
  'star-numbers': (number: PhoneNumber) => <NumberCard number={number} star />,
  'number-sets': (set: NumberSet, { setKind }) => <NumberSetCard set={set} kind={setKind} />,
  tariffs: (tariff: Tariff) => <TariffCard tariff={tariff} />,
  devices: (device: Device, { hostUrl }) => <DeviceCard device={device} hostUrl={hostUrl} />,
}

/**
 * The grid items of one page of a catalogue list, or null for an unknown kind; `hosts`: the island
 * hosts the cards carry, from the island drawing them (card-hosts.ts).
 */
export function catalogItems(kind: string, items: readonly unknown[], hosts: CardHosts, context: CardContext = {}): ReactNode[] | null {
  const card = CATALOG_CARDS[kind] as ((item: unknown, context: CardContext) => ReactNode) | undefined
  if (!card) return null
  return items.map((item) => (
    <CardHostsContext value={hosts}>
      <div className="catalog-grid__item" role="listitem">
        {card(item, context)}
      </div>
    </CardHostsContext>
  ))
}
