import { CHECKBOX_ANY_ATTR } from './attributes'

export type CheckboxGroupMode = 'any' | 'exclusive'

/**
 * Spec §4 checkbox groups over a fieldset's checkboxes, applied after the visitor's change:
 * - `any`: checking 'any' unchecks the others; checking another unchecks 'any';
 *   unchecking all the others re-checks 'any';
 * - `exclusive`: only one may be checked.
 */
export function applyCheckboxGroup(group: HTMLElement, mode: CheckboxGroupMode, changed: HTMLInputElement): void {
  const boxes = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
  if (!boxes.includes(changed)) return
  if (mode === 'exclusive') {
    if (changed.checked) for (const box of boxes) if (box !== changed) box.checked = false
    return
  }
  const any = boxes.find((box) => box.hasAttribute(CHECKBOX_ANY_ATTR))
  if (!any) return
  const others = boxes.filter((box) => box !== any)
  if (changed === any) {
    if (any.checked) for (const box of others) box.checked = false
    else if (!others.some((box) => box.checked)) any.checked = true
  } else if (changed.checked) {
    any.checked = false
  } else if (!others.some((box) => box.checked)) {
    any.checked = true
  }
}
