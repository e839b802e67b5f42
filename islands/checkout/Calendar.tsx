import type { Ref } from 'react'
import { MONTH_NAMES, MONTHS_GENITIVE } from '../../shared/format'
import { addDays, addMonths, isoDate, sameDay, weekdayIndex } from './dates'
import { CHECKOUT_MESSAGES as M, WEEKDAYS } from './messages'
import { useCalendarDialog } from './use-calendar-dialog'

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

/**
 * The #datepicker's calendar (WAI-ARIA date picker dialog pattern): the button after the field
 * opens a month grid in a native modal <dialog>; arrows move by day and week, Page Up/Down by
 * month, Home/End to the week's ends, Enter or Space picks, Escape closes; focus goes back to
 * the button. Not the page's Modal (browser/ui/Modal.tsx): the pattern's dialog is headed by the
 * month and its arrows, it is no message of the `$modal` store, and a modal open behind it
 * (none on /order/ today) should stay open.
 */
export function Calendar({ input, opener, min, onPick }: CalendarProps) {
  const id = `${input.id}-calendar`
  const titleId = `${id}-title`
  const { dialog, body, picked, focused, setFocused, close, onClosed, onKeyDown } = useCalendarDialog({ input, opener, id, min })

  const floor = min()
  const current = focused < floor ? floor : focused
  const first = new Date(current.getFullYear(), current.getMonth(), 1)
  const pick = (day: Date) => {
    if (day < min()) return
    onPick(day)
    close()
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
        <MonthGrid titleId={titleId} body={body} first={first} current={current} floor={floor} picked={picked} pick={pick} />
        <button type="button" className="btn btn-link site-calendar__close" onClick={close}>
          {M.closeCalendar}
        </button>
      </dialog>
    </>
  )
}

interface MonthGridProps {
  /** The month's heading, which names the grid. */
  titleId: string
  body: Ref<HTMLTableSectionElement>
  /** The month's 1st. */
  first: Date
  /** The focused day (the one in the tab order), never before `floor`. */
  current: Date
  /** Today: earlier days are refused. */
  floor: Date
  picked: Date | null
  pick: (day: Date) => void
}

/** The month as a grid of day buttons, Monday first; days of the months around it are empty cells. */
function MonthGrid({ titleId, body, first, current, floor, picked, pick }: MonthGridProps) {
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
