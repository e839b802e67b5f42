import type { KeyboardEvent } from 'react'
import { openOption, type SuggestionOption } from './options'
import type { ActiveCell } from './use-active-cell'

/** What the field's keys read and change. */
interface ComboboxKeys {
  options: SuggestionOption[]
  cursor: ActiveCell
  /** The popup shows (the list or its status line). */
  showPopup: boolean
  /** The popup shows the list. */
  expanded: boolean
  /** What is typed in the field. */
  value: string
  setOpen(open: boolean): void
  /** Empties the field (and its suggestions). */
  clear(): void
}

/**
 * The field's keys (APG «grid combobox»): ArrowDown/ArrowUp move the active row (opening the list),
 * ArrowRight/ArrowLeft move between a number's suggestion and its cart cell, Enter opens the active
 * suggestion or presses its cart button, Escape closes the list, then clears the field.
 */
export function onComboboxKey(event: KeyboardEvent<HTMLInputElement>, { options, cursor, showPopup, expanded, value, setOpen, clear }: ComboboxKeys) {
  const { active } = cursor
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault()
    setOpen(true)
    if (options.length === 0) return
    cursor.move(event.key === 'ArrowDown' ? 1 : -1, options.length)
  } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && expanded && options[active]?.offer) {
    // Within a number's row: its suggestion and its cart button (the caret stays where it was).
    event.preventDefault()
    cursor.toCell(event.key === 'ArrowRight' ? 1 : 0)
  } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
    event.preventDefault()
    // The cart cell presses the cart button it holds (the island's, or its link before it came).
    if (cursor.inCart) document.getElementById(cursor.activeCell!)?.querySelector<HTMLElement>('button, a')?.click()
    else openOption(options[active])
  } else if (event.key === 'Escape' && showPopup) {
    // Only the list: inside the mobile dialog the next Escape closes the dialog.
    event.preventDefault()
    event.stopPropagation()
    setOpen(false)
    cursor.leave()
  } else if (event.key === 'Escape' && value !== '') {
    // With the list closed, Escape clears the field (as a type=search field does by itself):
    // the next one, inside the mobile dialog, closes the dialog.
    event.preventDefault()
    event.stopPropagation()
    clear()
  }
}
