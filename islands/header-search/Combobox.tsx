import { useStore } from '@nanostores/react'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { CardCart } from '../../cards/CardCart'
import { CardHostsContext } from '../../cards/card-hosts'
import { offerPrice } from '../../cards/SearchResultCard'
import { webUrl } from '../../shared/api/redirect'
import { SEARCH_MIN_LENGTH } from '../../shared/api/search'
import { createSuggestions } from '../../shared/stores/search-suggestions'
import { usePressOutside } from '../../shared/ui/use-press-outside'
import { CARD_HOSTS } from '../card-hosts'
import { SEARCH_MESSAGES as M } from './messages'
import { resultsUrl, suggestionGroups, type SuggestionOption } from './options'

interface ComboboxProps {
  /** The results page (the form's GET action). */
  action: string
  /** A variant class: `header-search__form--popup` in the mobile dialog. */
  className?: string
}

/** The element id of suggestion `index` (its first cell) in the grid of the combobox whose `useId()` is `id`. */
const optionElementId = (id: string, index: number) => `${id}-option-${index}`
/** The element id of the cart cell of suggestion `index` (a number's). */
const cartCellId = (id: string, index: number) => `${id}-cart-${index}`

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
  const [suggestions] = useState(createSuggestions)
  useEffect(() => () => suggestions.dispose(), [suggestions])
  const state = useStore(suggestions.$state)
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The active row's cell: 0 the suggestion, 1 a number's cart button.
  const [cell, setCell] = useState(0)
  const root = useRef<HTMLFormElement>(null)
  const id = useId()
  const listId = `${id}-list`
  const optionId = (index: number) => optionElementId(id, index)

  const groups = useMemo(() => (state.status === 'done' && state.result ? suggestionGroups(state.result) : []), [state])
  // The footer link is the last option, so the keyboard reaches it as well.
  const options: SuggestionOption[] = useMemo(() => {
    const found = groups.flatMap((group) => group.options)
    if (found.length === 0 || !state.result) return found
    return [...found, { key: 'all', title: M.all(state.result.total), note: '', url: resultsUrl(action, state.query) }]
  }, [groups, state, action])

  // The active cell: a number's cart cell when the arrows moved there, else the suggestion itself.
  const activeCell = active < 0 ? undefined : cell === 1 && options[active]?.offer ? cartCellId(id, active) : optionId(active)
  const long = value.trim().length >= SEARCH_MIN_LENGTH
  const showPopup = open && long && state.status !== 'idle'
  const expanded = showPopup && options.length > 0
  const status = !showPopup ? '' : state.status === 'loading' ? M.loading : state.status === 'failed' ? M.failed : options.length === 0 ? M.empty : ''

  usePressOutside(root, open, () => setOpen(false))
  // The active option stays in view as the arrows move through a list taller than the popup.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionElementId(id, active))?.scrollIntoView({ block: 'nearest' })
  }, [active, id])
  // A new answer starts without an active option.
  useEffect(() => {
    setActive(-1)
    setCell(0)
  }, [options])

  function go(option: SuggestionOption) {
    const target = webUrl(option.url, location.href)
    if (target) location.assign(target.href)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current === -1 && step < 0 ? count - 1 : (current + step + count) % count))
      setCell(0)
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && expanded && options[active]?.offer) {
      // Within a number's row: its suggestion and its cart button (the caret stays where it was).
      event.preventDefault()
      setCell(event.key === 'ArrowRight' ? 1 : 0)
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault()
      // The cart cell presses the cart button it holds (the island's, or its link before it came).
      if (activeCell === cartCellId(id, active)) document.getElementById(activeCell)?.querySelector<HTMLElement>('button, a')?.click()
      else go(options[active])
    } else if (event.key === 'Escape' && showPopup) {
      // Only the list: inside the mobile dialog the next Escape closes the dialog.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Escape' && value !== '') {
      // With the list closed, Escape clears the field (as a type=search field does by itself):
      // the next one, inside the mobile dialog, closes the dialog.
      event.preventDefault()
      event.stopPropagation()
      setValue('')
      suggestions.type('')
    }
  }

  let index = -1
  const option = (item: SuggestionOption) => {
    index += 1
    const mine = index
    const selected = mine === active
    return (
      <div key={item.key} role="row" className={item.offer ? 'header-search__row header-search__offer' : 'header-search__row'}>
        <div
          id={optionId(mine)}
          role="gridcell"
          aria-selected={selected && activeCell === optionId(mine)}
          className={item.key === 'all' ? 'header-search__option header-search__all' : 'header-search__option'}
          // Keeps focus in the field; the click then opens the option.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => go(item)}
        >
          <span className="header-search__title">{item.title}</span>
          {item.note && <span className="header-search__note">{item.note}</span>}
          {item.offer && <span className="header-search__price">{offerPrice(item.offer)}</span>}
        </div>
        {item.offer && (
          // A number's second cell: the cards' cart button (an island of its own, the runtime mounts it).
          <div
            id={cartCellId(id, mine)}
            role="gridcell"
            aria-selected={selected && activeCell === cartCellId(id, mine)}
            className="header-search__cart"
          >
            <CardCart kind={item.offer.kind} id={item.offer.id} href={item.url} archive={item.offer.archive} />
          </div>
        )}
      </div>
    )
  }

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
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded ? activeCell : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          setOpen(true)
          suggestions.type(event.target.value)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {/* A magnifier; its word is the button's name (static/css/header.css). */}
      <button className="btn btn-primary header-search__submit" type="submit">
        <span className="header-search__word">{M.submit}</span>
      </button>
      {/* Focusable: a list taller than the popup scrolls, by keyboard too (not only through the options). */}
      <div className="header-search__popup" hidden={!showPopup} tabIndex={showPopup ? 0 : undefined}>
        <p className="header-search__status" role="status">
          {status}
        </p>
        {expanded && (
          <div className="header-search__list" id={listId} role="grid" aria-label={M.suggestions}>
            <CardHostsContext value={CARD_HOSTS}>
              {groups.map((group) => (
                <div key={group.id} role="rowgroup" aria-labelledby={`${id}-${group.id}`} className="header-search__group">
                  <div id={`${id}-${group.id}`} className="header-search__group-title" role="presentation">
                    {group.title}
                  </div>
                  {group.options.map(option)}
                </div>
              ))}
            </CardHostsContext>
            {option(options[options.length - 1]!)}
          </div>
        )}
      </div>
    </form>
  )
}
