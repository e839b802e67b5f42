import { useId, useRef, useState } from 'react'
import { SEARCH_MIN_LENGTH } from '../../shared/validation/search'
import { usePressOutside } from '../../browser/ui/use-press-outside'
import { onComboboxKey } from './combobox-keys'
import { SEARCH_MESSAGES as M } from './messages'
import { SuggestionPopup } from './SuggestionPopup'
import { useActiveCell } from './use-active-cell'
import { useSuggestions } from './use-suggestions'

interface ComboboxProps {
  /** The results page (the form's GET action). */
  action: string
  /** A variant class: `header-search__form--popup` in the mobile dialog. */
  className?: string
}

/**
 * The search field as a WAI-ARIA 1.2 combobox with a grid popup (APG «grid combobox»; list
 * autocomplete, no automatic selection): typing asks for suggestions, ArrowDown/ArrowUp move the
 * active row (focus stays in the field, `aria-activedescendant` names the active cell),
 * ArrowRight/ArrowLeft move to a number's «В корзину» cell and back, Enter opens the suggestion
 * or presses its cart button (or submits the form when none is active), Escape closes the list
 * (then clears the field), and a pointer press outside closes it too. A grid, not a listbox: a
 * number's row holds the cards' cart button, and an option may hold no control.
 */
export function Combobox({ action, className }: ComboboxProps) {
  const { value, edit, state, groups, options } = useSuggestions(action)
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLFormElement>(null)
  const id = useId()
  usePressOutside(root, open, () => setOpen(false))
  const cursor = useActiveCell(id, options)

  const long = value.trim().length >= SEARCH_MIN_LENGTH
  const showPopup = open && long && state.status !== 'idle'
  const expanded = showPopup && options.length > 0

  return (
    <form
      ref={root}
      className={['header-search__form', className].filter(Boolean).join(' ')}
      role="search"
      aria-label={M.label}
      method="get"
      action={action}
    >
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {M.label}
      </label>
      <input
        id={`${id}-input`}
        className="form-control header-search__input"
        // Text, not search: the HTML checker (W3C Nu) refuses role=combobox on type=search. The
        // phone keyboard still shows its search key (inputMode, enterKeyHint).
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="query"
        placeholder={M.placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="grid"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-list` : undefined}
        aria-activedescendant={expanded ? cursor.activeCell : undefined}
        value={value}
        onChange={(event) => {
          edit(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => onComboboxKey(event, { options, cursor, showPopup, expanded, value, setOpen, clear: () => edit('') })}
      />
      {/* A magnifier; its word is the button's name (static/css/header.css). */}
      <button className="btn btn-primary header-search__submit" type="submit">
        <span className="header-search__word">{M.submit}</span>
      </button>
      <SuggestionPopup id={id} shown={showPopup} status={state.status} groups={groups} options={options} activeCell={cursor.activeCell} />
    </form>
  )
}
