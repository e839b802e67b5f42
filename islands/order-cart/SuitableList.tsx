import type { ReactNode } from 'react'
import { ORDER_CART_MESSAGES as M } from './messages'

interface SuitableListProps<T> {
  /** The heading's id, which names the group. */
  id: string
  title: string
  items: readonly T[]
  hasNext: boolean
  loading: boolean
  failed: boolean
  /** True while the line is being changed: no second choice meanwhile. */
  disabled: boolean
  describe: (entry: T) => ReactNode
  chooseLabel: (entry: T) => string
  onChoose: (entry: T) => void
  onMore: () => void
}

/**
 * Tariffs that fit a line's number, or numbers that fit its tariff, to attach one. A labelled
 * group, not a region: each line of the cart has one, and landmarks must have names of their own.
 */
export function SuitableList<T extends { id: number }>(props: SuitableListProps<T>) {
  const { id: headingId, title, items, hasNext, loading, failed, disabled, describe, chooseLabel, onChoose, onMore } = props
  if (items.length === 0) return null
  return (
    <div className="order-cart__suitable" role="group" aria-labelledby={headingId}>
      <h3 className="order-cart__suitable-title" id={headingId}>
        {title}
      </h3>
      <ul className="order-cart__suitable-list">
        {items.map((entry) => (
          <li className="order-cart__suitable-item" key={entry.id}>
            <span>{describe(entry)}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={chooseLabel(entry)}
              disabled={disabled}
              onClick={() => onChoose(entry)}
            >
              {M.choose}
            </button>
          </li>
        ))}
      </ul>
      {hasNext && (
        <button type="button" className="btn btn-sm btn-link order-cart__more" disabled={loading} aria-busy={loading || undefined} onClick={onMore}>
          {loading ? M.moreLoading : M.more}
        </button>
      )}
      {failed && (
        <p className="order-cart__more-error" role="status">
          {M.moreFailed}
        </p>
      )}
    </div>
  )
}
