import { useEffect, useState } from 'react'
import { cartCellId, optionElementId } from './cell-ids'
import type { SuggestionOption } from './options'

/**
 * The grid's active cell, which `aria-activedescendant` names while the focus stays in the field:
 * a row (-1 for none) and its cell, the suggestion or a number's cart button. It stays in view
 * as the arrows move, and a new answer starts without one.
 */
export function useActiveCell(id: string, options: SuggestionOption[]) {
  const [active, setActive] = useState(-1)
  // The active row's cell: 0 the suggestion, 1 a number's cart button.
  const [cell, setCell] = useState(0)

  // The active option stays in view as the arrows move through a list taller than the popup.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionElementId(id, active))?.scrollIntoView({ block: 'nearest' })
  }, [active, id])
  // A new answer starts without an active option.
  useEffect(() => {
    setActive(-1)
    setCell(0)
  }, [options])

  const inCart = active >= 0 && cell === 1 && Boolean(options[active]?.offer)
  return {
    active,
    /** The active cell's element id: a number's cart cell when the arrows moved there, else the suggestion itself. */
    activeCell: active < 0 ? undefined : inCart ? cartCellId(id, active) : optionElementId(id, active),
    /** Whether the active cell is a number's cart cell. */
    inCart,
    /** The next (1) or previous (-1) row of `count`, round the ends, on its suggestion. */
    move(step: 1 | -1, count: number) {
      setActive((current) => (current === -1 && step < 0 ? count - 1 : (current + step + count) % count))
      setCell(0)
    },
    /** Within the active row: its suggestion (0) or its cart button (1). */
    toCell: setCell,
    /** No active row (the list closed). */
    leave: () => setActive(-1),
  }
}

export type ActiveCell = ReturnType<typeof useActiveCell>
