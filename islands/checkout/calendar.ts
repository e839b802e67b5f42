import { MONTH_NAMES, MONTHS_GENITIVE } from '../../shared/format'
import { addDays, addMonths, isoDate, parsePickerDate, sameDay, weekdayIndex } from './dates'
import { CHECKOUT_MESSAGES as M, WEEKDAYS } from './messages'

interface CalendarOptions {
  /** The text input whose d.m.Y value the calendar starts from. */
  input: HTMLInputElement
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
 * A month-grid calendar in a native modal <dialog>, opened by a button placed after the
 * input (WAI-ARIA date picker dialog pattern): arrows move by day and week, Page Up/Down
 * by month, Home/End to the week's ends, Enter or Space picks, Escape closes; focus goes
 * back to the opening button. Returns the cleanup, which removes what it added.
 */
export function attachCalendar({ input, min, onPick }: CalendarOptions): () => void {
  const id = `${input.id}-calendar`
  const opener = element('button', { type: 'button', class: 'btn btn-outline-secondary site-calendar__open', 'aria-haspopup': 'dialog', 'aria-controls': id }, M.openCalendar)
  const title = element('h2', { id: `${id}-title`, class: 'site-calendar__title', 'aria-live': 'polite' })
  const prev = element('button', { type: 'button', class: 'btn site-calendar__nav', 'aria-label': M.prevMonth }, '‹')
  const next = element('button', { type: 'button', class: 'btn site-calendar__nav', 'aria-label': M.nextMonth }, '›')
  const body = document.createElement('tbody')
  const head = element('tr', {})
  for (const day of WEEKDAYS) head.append(element('th', { scope: 'col', abbr: day.full }, day.short))
  const thead = document.createElement('thead')
  thead.append(head)
  const grid = element('table', { role: 'grid', class: 'site-calendar__grid', 'aria-labelledby': title.id })
  grid.append(thead, body)
  const close = element('button', { type: 'button', class: 'btn btn-link site-calendar__close' }, M.closeCalendar)
  const header = element('div', { class: 'site-calendar__head' })
  header.append(prev, title, next)
  const dialog = element('dialog', { id, class: 'site-calendar', 'aria-labelledby': title.id }) as HTMLDialogElement
  dialog.append(header, grid, close)
  input.after(opener)
  opener.after(dialog)

  let focused = min()

  const render = (moveFocus: boolean) => {
    const floor = min()
    if (focused < floor) focused = floor
    title.textContent = `${MONTH_NAMES[focused.getMonth()]} ${focused.getFullYear()}`
    const first = new Date(focused.getFullYear(), focused.getMonth(), 1)
    prev.toggleAttribute('disabled', first <= floor)
    const picked = parsePickerDate(input.value)
    body.replaceChildren()
    let day = addDays(first, -weekdayIndex(first))
    // Whole weeks from the Monday before the 1st to the Sunday after the month's last day.
    while (day.getMonth() === focused.getMonth() || day < first) {
      const row = document.createElement('tr')
      for (let i = 0; i < 7; i++, day = addDays(day, 1)) row.append(cell(day, floor, picked))
      body.append(row)
    }
    if (moveFocus) body.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  }

  const cell = (day: Date, floor: Date, picked: Date | null): HTMLElement => {
    const td = document.createElement('td')
    if (day.getMonth() !== focused.getMonth()) return td
    const button = element('button', {
      type: 'button',
      class: 'site-calendar__day',
      tabindex: sameDay(day, focused) ? '0' : '-1',
      'data-date': isoDate(day),
      'aria-label': `${day.getDate()} ${MONTHS_GENITIVE[day.getMonth()]} ${day.getFullYear()}, ${WEEKDAYS[weekdayIndex(day)]!.full}`,
    }, String(day.getDate()))
    if (day < floor) button.setAttribute('aria-disabled', 'true')
    if (picked && sameDay(day, picked)) td.setAttribute('aria-selected', 'true')
    if (sameDay(day, floor)) button.setAttribute('aria-current', 'date')
    td.append(button)
    return td
  }

  const dayOf = (target: EventTarget | null): Date | null => {
    const button = target instanceof Element ? target.closest<HTMLElement>('button[data-date]') : null
    const [y, m, d] = (button?.dataset.date ?? '').split('-').map(Number)
    return button && y && m && d ? new Date(y, m - 1, d) : null
  }

  const pick = (day: Date) => {
    if (day < min()) return
    onPick(day)
    dialog.close()
  }

  const onOpen = () => {
    const picked = parsePickerDate(input.value)
    focused = picked ?? min()
    dialog.showModal()
    render(true)
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // The browser would cancel the dialog too; closing here keeps one path for focus.
      event.preventDefault()
      dialog.close()
      return
    }
    const move = KEY_MOVES[event.key]
    const from = dayOf(event.target)
    if (!move || !from) return
    event.preventDefault()
    focused = move(from)
    render(true)
  }
  const onClick = (event: MouseEvent) => {
    const day = dayOf(event.target)
    if (day) pick(day)
  }
  const onMonth = (months: number) => () => {
    focused = addMonths(focused, months)
    render(false)
  }
  const onPrev = onMonth(-1)
  const onNext = onMonth(1)
  const onClose = () => dialog.close()
  const onClosed = () => opener.focus()

  opener.addEventListener('click', onOpen)
  dialog.addEventListener('keydown', onKey)
  body.addEventListener('click', onClick)
  prev.addEventListener('click', onPrev)
  next.addEventListener('click', onNext)
  close.addEventListener('click', onClose)
  dialog.addEventListener('close', onClosed)
  return () => {
    dialog.removeEventListener('close', onClosed)
    if (dialog.open) dialog.close()
    opener.remove()
    dialog.remove()
  }
}

function element(tag: string, attrs: Record<string, string>, text?: string): HTMLElement {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value)
  if (text !== undefined) node.textContent = text
  return node
}
