import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { listen } from '../../shared/dom/listen'
import { MONTH_NAMES, MONTHS_GENITIVE } from '../../shared/format'
import { addDays, addMonths, isoDate, parsePickerDate, sameDay, weekdayIndex } from './dates'
import { CHECKOUT_MESSAGES as M, WEEKDAYS } from './messages'

interface CalendarProps {
  /** The text input whose d.m.Y value the calendar starts from (its id names the dialog). */
  input: HTMLInputElement
  /**
   * The server's button beside the field (partials/order-form.html); its first press brought the
   * calendar in, so the calendar opens as it mounts.
   */
  opener: HTMLButtonElement
  /** The earliest day that may be picked (today); earlier days are shown but refused. */
  min: () => Date
  onPick: (date: Date) => void
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
 * The #datepicker's calendar (WAI-ARIA date picker dialog pattern): the button after the field
 * opens a month grid in a native modal <dialog>; arrows move by day and week, Page Up/Down by
 * month, Home/End to the week's ends, Enter or Space picks, Escape closes; focus goes back to
 * the button. Not the page's Modal (shared/ui/Modal.tsx): the pattern's dialog is headed by the
 * month and its arrows, it is no message of the `$modal` store, and a modal open behind it
 * (none on /order/ today) should stay open.
 */
export function Calendar({ input, opener, min, onPick }: CalendarProps) {
  const id = `${input.id}-calendar`
  const titleId = `${id}-title`
  const dialog = useRef<HTMLDialogElement>(null)
  const body = useRef<HTMLTableSectionElement>(null)
  // Mounted by the opener's first press: open at once, on the typed day or today.
  const [open, setOpen] = useState(true)
  const [picked, setPicked] = useState(() => parsePickerDate(input.value))
  const [focused, setFocused] = useState(() => picked ?? min())
  // Set by what moves the grid's focus (opening, a key); a month button keeps its own focus.
  const focusDay = useRef(true)

  const floor = min()
  const current = focused < floor ? floor : focused
  const first = new Date(current.getFullYear(), current.getMonth(), 1)

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
  const pick = (day: Date) => {
    if (day < min()) return
    onPick(day)
    close()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
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
    focusDay.current = true
    setFocused(move(from))
  }
  const onClosed = () => {
    setOpen(false)
    opener.focus()
  }

  const cell = (day: Date) => {
    if (day.getMonth() !== current.getMonth()) return <td key={isoDate(day)} />
    return (
      <td key={isoDate(day)} aria-selected={picked && sameDay(day, picked) ? true : undefined}>
        <button
          type="button"
          className="site-calendar__day"
          tabIndex={sameDay(day, current) ? 0 : -1}
          data-date={isoDate(day)}
          aria-label={`${day.getDate()} ${MONTHS_GENITIVE[day.getMonth()]} ${day.getFullYear()}, ${WEEKDAYS[weekdayIndex(day)]!.full}`}
          aria-disabled={day < floor || undefined}
          aria-current={sameDay(day, floor) ? 'date' : undefined}
          onClick={() => pick(day)}
        >
          {day.getDate()}
        </button>
      </td>
    )
  }

  return (
    <>
      <dialog ref={dialog} id={id} className="site-calendar" aria-labelledby={titleId} onKeyDown={onKeyDown} onClose={onClosed}>
        <div className="site-calendar__head">
          <button
            type="button"
            className="btn site-calendar__nav"
            aria-label={M.prevMonth}
            disabled={first <= floor}
            onClick={() => setFocused(addMonths(current, -1))}
          >
            ‹
          </button>
          <h2 id={titleId} className="site-calendar__title" aria-live="polite">
            {`${MONTH_NAMES[current.getMonth()]} ${current.getFullYear()}`}
          </h2>
          <button type="button" className="btn site-calendar__nav" aria-label={M.nextMonth} onClick={() => setFocused(addMonths(current, 1))}>
            ›
          </button>
        </div>
        <table role="grid" className="site-calendar__grid" aria-labelledby={titleId}>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day.short} scope="col" abbr={day.full}>
                  {day.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body}>
            {weeksOf(first).map((week) => (
              <tr key={isoDate(week[0]!)}>{week.map(cell)}</tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="btn btn-link site-calendar__close" onClick={close}>
          {M.closeCalendar}
        </button>
      </dialog>
    </>
  )
}

/** Whole weeks from the Monday before the 1st to the Sunday after the month's last day. */
function weeksOf(first: Date): Date[][] {
  const weeks: Date[][] = []
  let day = addDays(first, -weekdayIndex(first))
  while (day.getMonth() === first.getMonth() || day < first) {
    const week: Date[] = []
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(day)
    weeks.push(week)
  }
  return weeks
}

/** The day of a day button (its data-date), or null for anything else. */
function dayOf(target: EventTarget | null): Date | null {
  const button = target instanceof Element ? target.closest<HTMLElement>('button[data-date]') : null
  const [y, m, d] = (button?.dataset.date ?? '').split('-').map(Number)
  return button && y && m && d ? new Date(y, m - 1, d) : null
}
