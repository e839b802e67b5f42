import { lazyMask } from '../../browser/dom/lazy-mask'
import { listen } from '../../browser/dom/listen'
import { renderReactPart } from '../../browser/runtime/react-part'
import { Calendar } from './Calendar'
import { formatPickerDate, today } from './dates'

/**
 * #datepicker (spec §2: d.m.Y, Russian): a text input masked as dd.mm.yyyy, plus the calendar
 * dialog that writes the picked day into it. The server draws the calendar's button beside the
 * input (`[data-calendar-open]`, static/css/site.css places it); React draws the dialog only
 * when that button is first pressed, so the page loads without React DOM. `onPick` runs after a
 * pick so the form can re-validate the field.
 */
export function attachDatePicker(input: HTMLInputElement, onPick: () => void): () => void {
  const mask = lazyMask(input, { mask: '00.00.0000' })
  const field = input.parentElement
  const opener = field?.querySelector<HTMLButtonElement>('button[data-calendar-open]')
  let releaseCalendar = () => {}
  // Once: the mounted calendar listens to its button itself (and opens as it mounts).
  const stopWaiting = opener
    ? listen(opener, {
        click: () => {
          stopWaiting()
          releaseCalendar = renderReactPart(field!, Calendar, {
            input,
            opener,
            min: () => today(),
            onPick: (day: Date) => {
              mask.setValue(formatPickerDate(day))
              onPick()
            },
          })
        },
      })
    : () => undefined
  return () => {
    stopWaiting()
    releaseCalendar()
    mask.destroy()
  }
}
