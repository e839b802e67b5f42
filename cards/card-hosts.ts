import { createContext, useContext, type ReactNode } from 'react'

/** What a card adds to the cart: one of them. */
export type CardItem = { number: number } | { tariff: number } | { device: number }

/**
 * The island hosts a card carries (the cart button, the comparison's add control), drawn by the
 * island that draws the card (islands/card-hosts.tsx, from the islands' contracts): the cards sit
 * under the islands on the floor plan and import none of them (.dependency-cruiser.cjs).
 */
export interface CardHosts {
  /** The cart button's host around `fallback`, the link a card shows without script. */
  cartButton: (item: CardItem, fallback: ReactNode) => ReactNode
  /** The comparison's add control of a tariff, as partials/tariff-card.html draws it. */
  compareButton: (tariff: number) => ReactNode
}

/** Given by the island drawing cards: `<CardHostsContext value={CARD_HOSTS}>`. */
export const CardHostsContext = createContext<CardHosts | null>(null)

export function useCardHosts(): CardHosts {
  const hosts = useContext(CardHostsContext)
  if (!hosts)
    throw new Error('[islands] a card is drawn inside <CardHostsContext value={CARD_HOSTS}> (islands/card-hosts.tsx), which draws its island hosts')
  return hosts
}
