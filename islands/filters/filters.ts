import { listen } from '../../browser/dom/listen'
import type { Enhancer } from '../../shared/contract/island'
import { CHECKBOX_GROUP_ATTR, INTEGER_INPUT_ATTR, NUMBER_MASK_ATTR } from './attributes'
import { applyCheckboxGroup, type CheckboxGroupMode } from './checkbox-group'
import { enhanceCompactMode } from './compact-mode'
import type { FiltersProps } from './index'
import { formatIntegerInput } from './integer-input'
import { validateMaskInput } from './number-mask'
import { enhanceRangeSliders } from './range-slider'

const MODES: readonly string[] = ['any', 'exclusive'] satisfies CheckboxGroupMode[]

/**
 * Behaviour over a server filter form: checkbox groups (`data-checkbox-group`), integer
 * inputs (`data-integer-input`) and the number mask (`data-number-mask`), with one delegated
 * listener per event on the host, so controls added later are covered too; and the widgets of
 * `partials/filter-widgets.html`: the compact mode's toggle and the internet-volume slider.
 */
const enhanceFilters: Enhancer<FiltersProps> = (host) => {
  const onChange = (event: Event) => {
    const target = event.target
    if (!(target instanceof HTMLInputElement)) return
    if (target.type === 'checkbox') {
      const group = target.closest<HTMLElement>(`[${CHECKBOX_GROUP_ATTR}]`)
      const mode = group?.getAttribute(CHECKBOX_GROUP_ATTR) ?? ''
      if (group && host.contains(group) && MODES.includes(mode)) applyCheckboxGroup(group, mode as CheckboxGroupMode, target)
    } else if (target.hasAttribute(NUMBER_MASK_ATTR)) {
      validateMaskInput(target)
    }
  }
  const onInput = (event: Event) => {
    const target = event.target
    if (!(target instanceof HTMLInputElement)) return
    if (target.hasAttribute(INTEGER_INPUT_ATTR)) formatIntegerInput(target)
    // While typing, a message only goes away; it appears on change (blur or Enter).
    else if (target.hasAttribute(NUMBER_MASK_ATTR) && target.getAttribute('aria-invalid') === 'true') validateMaskInput(target)
  }

  for (const input of host.querySelectorAll<HTMLInputElement>(`input[${INTEGER_INPUT_ATTR}]`)) {
    if (input.value) formatIntegerInput(input)
  }
  // A reset (the phone's filter sheet dismissed) puts the fields back after its event; a mask
  // message about the typed value goes with it, in the next task.
  let afterReset: ReturnType<typeof setTimeout> | undefined
  const onReset = () => {
    afterReset = setTimeout(() => host.querySelectorAll<HTMLInputElement>(`input[${NUMBER_MASK_ATTR}]`).forEach(validateMaskInput))
  }
  const unlisten = listen(host, { change: onChange, input: onInput, reset: onReset })
  const releaseCompactMode = enhanceCompactMode(host)
  const releaseSliders = enhanceRangeSliders(host)
  return () => {
    unlisten()
    clearTimeout(afterReset)
    releaseCompactMode()
    releaseSliders()
  }
}

export default enhanceFilters
