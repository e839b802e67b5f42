import { useStore } from '@nanostores/react'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { webUrl } from '../../shared/api/redirect'
import { SEARCH_MIN_LENGTH } from '../../shared/api/search'
import { createSuggestions } from '../../shared/stores/search-suggestions'
import { usePressOutside } from '../../shared/ui/use-press-outside'
import { SEARCH_MESSAGES as M } from './messages'
import { resultsUrl, suggestionGroups, type SuggestionOption } from './options'

interface ComboboxProps {
  /** The results page (the form's GET action). */
  action: string
  /** A variant class: `header-search__form--popup` in the mobile dialog. */
  className?: string
}

/** The element id of option `index` in the list of the combobox whose `useId()` is `id`. */
const optionElementId = (id: string, index: number) => `${id}-option-${index}`

/**
 * The search field as a WAI-ARIA 1.2 combobox (list autocomplete, no automatic selection):
 * typing asks for suggestions, ArrowDown/ArrowUp move the active option (focus stays in the
 * field, `aria-activedescendant` names the option), Enter opens it (or submits the form when
 * none is active), Escape closes the list (then clears the field), and a pointer press outside closes it too.
 */
export function Combobox({ action, className }: ComboboxProps) {
  const [suggestions] = useState(createSuggestions)
  useEffect(() => () => suggestions.dispose(), [suggestions])
  const state = useStore(suggestions.$state)
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
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
  useEffect(() => setActive(-1), [options])

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
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault()
      go(options[active])
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
    return (
      <div
        key={item.key}
        id={optionId(mine)}
        role="option"
        aria-selected={mine === active}
        className={item.key === 'all' ? 'header-search__option header-search__all' : 'header-search__option'}
        // Keeps focus in the field; the click then opens the option.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(item)}
      >
        <span className="header-search__title">{item.title}</span>
        {item.note && <span className="header-search__note">{item.note}</span>}
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
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
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
          <div className="header-search__list" id={listId} role="listbox" aria-label={M.suggestions}>
            {groups.map((group) => (
              <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`} className="header-search__group">
                <div id={`${id}-${group.id}`} className="header-search__group-title" role="presentation">
                  {group.title}
                </div>
                {group.options.map(option)}
              </div>
            ))}
            {option(options[options.length - 1]!)}
          </div>
        )}
      </div>
    </form>
  )
}
