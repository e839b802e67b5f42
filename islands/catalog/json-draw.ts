// Straight from the modules, not the cards' index: this chunk needs only the catalogue's cards.
import { catalogItems, type CardContext } from '../../cards/catalog-cards'
import { drawPageBlock } from '../../cards/render-block'
import type { PageAnswer } from '../../browser/ui/load-more'
import { CARD_HOSTS } from '../card-hosts'

/** The classes of a page block, as partials/catalog-page.html writes them. */
const blockClass = (card: string) => `catalog-list__page catalog-grid catalog-grid--${card}`

/** One page of `results` drawn as a block of `card` cards; null for an unknown card kind. */
export function drawCatalogPage(card: string, results: readonly unknown[], context: CardContext): Omit<PageAnswer, 'next'> | null {
  const items = catalogItems(card, results, CARD_HOSTS, context)
  if (!items) return null
  if (items.length === 0) return { block: null }
  return drawPageBlock(blockClass(card), items)
}
