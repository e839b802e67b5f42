import { lazyMask } from '../../shared/dom/lazy-mask'
import { renderReactPart } from '../../shared/runtime/react-part'
import { Calendar } from './Calendar'
import { formatPickerDate, today } from './dates'

/**
 * #datepicker (spec §2: d.m.Y, Russian): a text input masked as dd.mm.yyyy, plus the
 * calendar dialog that writes the picked day into it, drawn by React after the input's
 * field (its button sits beside the input: static/css/site.css). `onPick` runs after a pick
 * so the form can re-validate the field.
 */
export function attachDatePicker(input: HTMLInputElement, onPick: () => void): () => void {
  const mask = lazyMask(input, { mask: '00.00.0000' })
  const field = input.parentElement
  const releaseCalendar = field
    ? renderReactPart(field, Calendar, {
        input,
        min: () => today(),
        onPick: (day: Date) => {
          mask.setValue(formatPickerDate(day))
          onPick()
        },
      })
    : () => undefined
  return () => {
    releaseCalendar()
    mask.destroy()
  }
}
