import { renderReactPart } from '../../shared/runtime/react-part'
import { cleanMaskedInteger } from '../../shared/validation/integer'
import { RANGE_FIELD_ATTR, RANGE_LABEL_ATTR, RANGE_SLIDER_ATTR, RANGE_STEPS_ATTR, RANGE_UNLIM_ATTR } from './attributes'
import { RangeSlider } from './RangeSlider'
import { stepsOf, type RangeStep } from './range-steps'

/**
 * The internet-volume slider (spec §2) over a `[data-range-slider]` block of
 * `partials/filter-widgets.html`: a native `<input type="range">` over the steps of
 * `data-range-steps` plus a last one, unlimited, shown as ∞ (React draws it: RangeSlider). The
 * block's own fields stay the form's data (hidden while the slider runs): a GB step fills the GB
 * field (`gb_min`, the first step empties it), the last one empties it and checks the unlimited
 * flag (`unlim=true`), which the tariff filters already read. The slider has no name, so only
 * those fields are sent; its input events bubble to the form, so the catalogue reloads as for any
 * filter.
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
    console.warn(
      `[islands] "filters": a ${RANGE_SLIDER_ATTR} block needs ${RANGE_FIELD_ATTR} (a text field), ${RANGE_UNLIM_ATTR} (a checkbox) and ${RANGE_STEPS_ATTR} inside it`,
      block,
    )
    return () => {}
  }
  return renderReactPart(block, RangeSlider, {
    id: `${gbField.id}-range`,
    label: block.getAttribute(RANGE_LABEL_ATTR) || gbField.labels?.[0]?.textContent || '',
    steps,
    initial: readStep(gbField, unlimField),
    fallback: Array.from(block.children).filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden),
    onStep: (step: RangeStep) => writeStep(step, gbField, unlimField),
  })
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
