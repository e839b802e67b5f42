import { listen } from '../../browser/dom/listen'
import { cleanMaskedInteger } from '../../shared/validation/integer'
import { RANGE_FIELD_ATTR, RANGE_SLIDER_ATTR, RANGE_STEPS_ATTR, RANGE_UI_ATTR, RANGE_UNLIM_ATTR } from './attributes'
import { indexOf, shownText, spokenText, stepsOf, type RangeStep } from './range-steps'

/**
 * The internet-volume slider (spec §2) over a `[data-range-slider]` block of
 * `partials/filter-widgets.html`: the page draws a hidden native `<input type="range">` (with its
 * label and the shown value) beside the GB field and the unlimited flag; this puts it at the step
 * the fields hold, shows it and hides the fields, which stay the form's data. Its steps are those
 * of `data-range-steps` plus a last one, unlimited, shown as ∞: a GB step fills the GB field
 * (`gb_min`, the first step empties it), the last one empties it and checks the unlimited flag
 * (`unlim=true`), which the tariff filters already read. The slider has no name, so only those
 * fields are sent; its input events bubble to the form, so the catalogue reloads as for any filter.
 *
 * Behaviour over server markup (DESIGN 12), not a React part: one native input and a text is all
 * it is, and React DOM would have been the largest part of /tariffs/'s first load for it.
 */
export function enhanceRangeSliders(form: HTMLElement): () => void {
  const releases = Array.from(form.querySelectorAll<HTMLElement>(`[${RANGE_SLIDER_ATTR}]`), (block) => enhanceRangeSlider(block))
  return () => releases.forEach((release) => release())
}

function enhanceRangeSlider(block: HTMLElement): () => void {
  const gbField = fieldOf(block, RANGE_FIELD_ATTR)
  const unlimField = fieldOf(block, RANGE_UNLIM_ATTR)
  const steps = stepsOf(block.getAttribute(RANGE_STEPS_ATTR))
  const ui = block.querySelector<HTMLElement>(`[${RANGE_UI_ATTR}]`)
  const slider = ui?.querySelector<HTMLInputElement>('input[type="range"]')
  const shown = ui?.querySelector('output')
  if (!gbField || !unlimField || unlimField.type !== 'checkbox' || steps.length < 2 || !ui || !slider || !shown) {
    console.warn(
      `[islands] "filters": a ${RANGE_SLIDER_ATTR} block needs ${RANGE_FIELD_ATTR} (a text field), ${RANGE_UNLIM_ATTR} (a checkbox), ${RANGE_STEPS_ATTR} and a ${RANGE_UI_ATTR} block with an <input type="range"> and an <output> inside it`,
      block,
    )
    return () => {}
  }
  const show = (step: RangeStep) => {
    slider.value = String(indexOf(steps, step))
    slider.setAttribute('aria-valuetext', spokenText(step))
    shown.textContent = shownText(step)
  }
  slider.max = String(steps.length - 1)
  show(readStep(gbField, unlimField))
  const fallback = Array.from(block.children).filter((child): child is HTMLElement => child instanceof HTMLElement && child !== ui && !child.hidden)
  fallback.forEach((element) => (element.hidden = true))
  ui.hidden = false
  // Before the input event bubbles on to the form: the catalogue reads fields already filled.
  const stop = listen(slider, {
    input: () => {
      const step = steps[Number(slider.value)] ?? 0
      writeStep(step, gbField, unlimField)
      show(step)
    },
  })
  // A reset (the phone's filter sheet dismissed: islands/filter-sheet) puts the fields back after
  // its event: the slider follows them in the next task.
  let resync: ReturnType<typeof setTimeout> | undefined
  const form = block.closest('form')
  const stopReset = form ? listen(form, { reset: () => (resync = setTimeout(() => show(readStep(gbField, unlimField)))) }) : () => {}
  return () => {
    stop()
    stopReset()
    clearTimeout(resync)
    ui.hidden = true
    fallback.forEach((element) => (element.hidden = false))
  }
}

/** What the fields hold now: unlimited when the flag is checked, else the GB bound (0 = none). */
function readStep(gbField: HTMLInputElement, unlimField: HTMLInputElement): RangeStep {
  if (unlimField.checked) return 'unlim'
  const gb = cleanMaskedInteger(gbField.value)
  return gb === '' ? 0 : Number(gb)
}

/** Fills the fields the form sends from a step. */
function writeStep(step: RangeStep, gbField: HTMLInputElement, unlimField: HTMLInputElement): void {
  unlimField.checked = step === 'unlim'
  gbField.value = step === 'unlim' || step === 0 ? '' : String(step)
}

function fieldOf(block: HTMLElement, attr: string): HTMLInputElement | null {
  const id = block.getAttribute(attr) ?? ''
  const field = id ? block.ownerDocument.getElementById(id) : null
  return field instanceof HTMLInputElement && block.contains(field) ? field : null
}
