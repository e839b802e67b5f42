import { CardCart } from '../../cards/CardCart'
import { offerPrice } from '../../cards/SearchResultCard'
import { cartCellId, optionElementId } from './cell-ids'
import { openOption, type SuggestionOption } from './options'

interface SuggestionRowProps {
  item: SuggestionOption
  /** Its place among the options (the keyboard's order), which names its cells. */
  index: number
  /** The combobox's `useId()`. */
  id: string
  /** The element id of the active cell, if any. */
  activeCell: string | undefined
}

/** One row of the suggestions grid: the suggestion, and a number's cart button in a second cell. */
export function SuggestionRow({ item, index, id, activeCell }: SuggestionRowProps) {
  const optionId = optionElementId(id, index)
  const cartId = cartCellId(id, index)
  return (
    <div role="row" className={item.offer ? 'header-search__row header-search__offer' : 'header-search__row'}>
      <div
        id={optionId}
        role="gridcell"
        aria-selected={activeCell === optionId}
        className={item.key === 'all' ? 'header-search__option header-search__all' : 'header-search__option'}
        // Keeps focus in the field; the click then opens the option.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => openOption(item)}
      >
        <span className="header-search__title">{item.title}</span>
        {item.note && <span className="header-search__note">{item.note}</span>}
        {item.offer && <span className="header-search__price">{offerPrice(item.offer)}</span>}
      </div>
      {item.offer && (
        // A number's second cell: the cards' cart button (an island of its own, the runtime mounts it).
        <div id={cartId} role="gridcell" aria-selected={activeCell === cartId} className="header-search__cart">
          <CardCart kind={item.offer.kind} id={item.offer.id} href={item.url} archive={item.offer.archive} />
        </div>
      )}
    </div>
  )
}
