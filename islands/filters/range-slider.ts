import { cleanMaskedInteger } from '../../shared/validation'
import { RANGE_FIELD_ATTR, RANGE_LABEL_ATTR, RANGE_SLIDER_ATTR, RANGE_STEPS_ATTR, RANGE_UNLIM_ATTR } from './attributes'
import { RANGE_MESSAGES as M } from './messages'

/** A step of the slider: a GB lower bound (0 = any), or unlimited internet. */
type RangeStep = number | 'unlim'

/**
 * The internet-volume slider (spec §2) over a `[data-range-slider]` block of
 * `partials/filter-widgets.html`: a native `<input type="range">` over the steps of
 * `data-range-steps` plus a last one, unlimited, shown as ∞. The block's own fields stay the
 * form's data (hidden while the slider runs): a GB step fills the GB field (`gb_min`, the first
 * step empties it), the last one empties it and checks the unlimited flag (`unlim=true`), which
 * the tariff filters already read. The slider has no name, so only those fields are sent; its
 * input events bubble to the form, so the catalogue reloads as for any filter.
 */
export function enhanceRangeSliders(form: HTMLElement): () => void {
  const releases = Array.from(form.querySelectorAll<HTMLElement>(`[${RANGE_SLIDER_ATTR}]`), (block) => enhanceRangeSlider(block))
  return () => releases.forEach((release) => release())
}

function enhanceRangeSlider(block: HTMLElement): () => void {
  const gbField = fieldOf(block, RANGE_FIELD_ATTR)
  const unlimField = fieldOf(block, RANGE_UNLIM_ATTR)
  const steps = stepsOf(block.getAttribute(RANGE_STEPS_ATTR))
  if (!gbField || !unlimField || unlimField.type !== 'checkbox' || steps.length < 2) {
    console.warn(`[islands] "filters": a ${RANGE_SLIDER_ATTR} block needs ${RANGE_FIELD_ATTR} (a text field), ${RANGE_UNLIM_ATTR} (a checkbox) and ${RANGE_STEPS_ATTR} inside it`, block)
    return () => {}
  }

  const id = `${gbField.id}-range`
  const wrapper = document.createElement('div')
  wrapper.className = 'range-filter'
  const label = document.createElement('label')
  label.className = 'form-label'
  label.htmlFor = id
  label.textContent = block.getAttribute(RANGE_LABEL_ATTR) || gbField.labels?.[0]?.textContent || ''
  const slider = document.createElement('input')
  slider.type = 'range'
  slider.id = id
  slider.className = 'form-range'
  slider.min = '0'
  slider.max = String(steps.length - 1)
  slider.step = '1'
  // The visible value; the slider's own aria-valuetext is what assistive technology reads.
  const output = document.createElement('output')
  output.className = 'range-filter__value'
  output.setAttribute('for', id)
  output.setAttribute('aria-hidden', 'true')
  wrapper.append(label, slider, output)

  const shown = (state: RangeStep) => {
    slider.value = String(indexOf(steps, state))
    slider.setAttribute('aria-valuetext', spokenText(state))
    output.textContent = shownText(state)
  }
  const onInput = () => {
    const step = steps[Number(slider.value)] ?? 0
    writeStep(step, gbField, unlimField)
    shown(step)
  }

  const fallback = Array.from(block.children).filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden)
  for (const child of fallback) child.hidden = true
  block.prepend(wrapper)
  shown(readStep(gbField, unlimField))
  slider.addEventListener('input', onInput)
  slider.addEventListener('change', onInput)
  return () => {
    slider.removeEventListener('input', onInput)
    slider.removeEventListener('change', onInput)
    wrapper.remove()
    for (const child of fallback) child.hidden = false
  }
}

/** '0,3,5,10' → [0, 3, 5, 10, 'unlim']: the block's GB steps, ascending, and unlimited last. */
export function stepsOf(raw: string | null): RangeStep[] {
  const gb = [...new Set((raw ?? '').split(',').map((v) => v.trim()).filter((v) => /^\d+$/.test(v)).map(Number))]
  return gb.length ? [...gb.sort((a, b) => a - b), 'unlim'] : []
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

/** The slider position of a state: unlimited is last; a GB bound between steps sits on the step below it. */
export function indexOf(steps: RangeStep[], state: RangeStep): number {
  if (state === 'unlim') return steps.length - 1
  let index = 0
  steps.forEach((step, i) => {
    if (step !== 'unlim' && step <= state) index = i
  })
  return index
}

const shownText = (state: RangeStep): string =>
  state === 'unlim' ? M.unlimited : state === 0 ? M.any : M.gb(state)
const spokenText = (state: RangeStep): string => (state === 'unlim' ? M.unlimitedSpoken : shownText(state))

function fieldOf(block: HTMLElement, attr: string): HTMLInputElement | null {
  const id = block.getAttribute(attr) ?? ''
  const field = id ? block.ownerDocument.getElementById(id) : null
  return field instanceof HTMLInputElement && block.contains(field) ? field : null
}
