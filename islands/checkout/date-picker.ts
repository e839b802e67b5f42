import IMask from '../../shared/dom/imask'
import { attachCalendar } from './calendar'
import { formatPickerDate, today } from './dates'

/**
 * #datepicker (spec §2: d.m.Y, Russian): a text input masked as dd.mm.yyyy, plus the
 * calendar dialog that writes the picked day into it. `onPick` runs after a pick so the
 * form can re-validate the field.
 */
export function attachDatePicker(input: HTMLInputElement, onPick: () => void): () => void {
  const mask = IMask(input, { mask: '00.00.0000' })
  const releaseCalendar = attachCalendar({
    input,
    min: () => today(),
    onPick: (day) => {
      mask.value = formatPickerDate(day)
      onPick()
    },
  })
  return () => {
    releaseCalendar()
    mask.destroy()
  }
}
