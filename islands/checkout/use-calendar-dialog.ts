import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { listen } from '../../browser/dom/listen'
import { addDays, addMonths, parsePickerDate, weekdayIndex } from './dates'

interface CalendarDialog {
  /** The text input whose d.m.Y value the calendar starts from. */
  input: HTMLInputElement
  /** The server's button beside the field: it opens the dialog, and names it while there is one. */
  opener: HTMLButtonElement
  /** The dialog's id (the opener's `aria-controls`). */
  id: string
  /** The earliest day that may be picked (today). */
  min: () => Date
}

const KEY_MOVES: Record<string, (date: Date) => Date> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
  Home: (d) => addDays(d, -weekdayIndex(d)),
  End: (d) => addDays(d, 6 - weekdayIndex(d)),
}

/**
 * The calendar's modal <dialog> and its days: open as it mounts (the opener's first press brought
 * it in) and at each press of the opener after, on the typed day or today; the focus on the
 * focused day's button whenever the grid moves it (opening, a key); back on the opener when it closes.
 */
export function useCalendarDialog({ input, opener, id, min }: CalendarDialog) {
  const dialog = useRef<HTMLDialogElement>(null)
  const body = useRef<HTMLTableSectionElement>(null)
  // Mounted by the opener's first press: open at once, on the typed day or today.
  const [open, setOpen] = useState(true)
  const [picked, setPicked] = useState(() => parsePickerDate(input.value))
  const [focused, setFocused] = useState(() => picked ?? min())
  // Set by what moves the grid's focus (opening, a key); a month button keeps its own focus.
  const focusDay = useRef(true)

  useLayoutEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal()
    if (!focusDay.current) return
    focusDay.current = false
    body.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  })
  // Unmounted while open (the form went away): the page must not stay inert behind it.
  useEffect(() => {
    const shown = dialog.current
    return () => shown?.close()
  }, [])

  const show = () => {
    const typed = parsePickerDate(input.value)
    setPicked(typed)
    setFocused(typed ?? min())
    focusDay.current = true
    setOpen(true)
  }
  // The server's button is the calendar's opener from now on; it names the dialog while there is one.
  useEffect(() => {
    opener.setAttribute('aria-controls', id)
    const release = listen(opener, { click: show })
    return () => {
      release()
      opener.removeAttribute('aria-controls')
    }
  })

  const close = () => dialog.current?.close()
  const focusOn = (day: Date) => {
    focusDay.current = true
    setFocused(day)
  }
  const onClosed = () => {
    setOpen(false)
    opener.focus()
  }
  return { dialog, body, picked, focused, setFocused, close, onClosed, onKeyDown: calendarKeys(close, focusOn) }
}

/** The dialog's keys: Escape closes it; the arrows, Page Up/Down, Home and End move the focused day. */
function calendarKeys(close: () => void, focusOn: (day: Date) => void) {
  return (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The browser would cancel the dialog too; closing here keeps one path for focus.
      event.preventDefault()
      close()
      return
    }
    const move = KEY_MOVES[event.key]
    const from = dayOf(event.target)
    if (!move || !from) return
    event.preventDefault()
    focusOn(move(from))
  }
}

/** The day of a day button (its data-date), or null for anything else. */
function dayOf(target: EventTarget | null): Date | null {
  const button = target instanceof Element ? target.closest<HTMLElement>('button[data-date]') : null
  const [y, m, d] = (button?.dataset.date ?? '').split('-').map(Number)
  return button && y && m && d ? new Date(y, m - 1, d) : null
}
