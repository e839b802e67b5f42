import { validateField, type FieldRule, type FormRules } from '../../shared/validation'
import type { ErrorTarget } from '../dom/field-errors'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** One field of a server form with its rule from shared/validation and where its message goes. */
export interface FormField {
  name: string
  rule: FieldRule
  target: ErrorTarget
  /** Messages for the current value, `[]` when fine or when the field is not validated (hidden). */
  validate(): string[]
}

/** Marks a hidden field that is still validated once it is filled (spec §5). */
export const ALWAYS_VALIDATE_ATTR = 'data-always-validate'

/**
 * The fields of `form` that `rules` name, in the rules' order. A checkbox's message follows
 * its label, a radio group's its fieldset, any other control's the control itself; the
 * message id is `<control id>-error`, as the server's templates write it.
 */
export function formFields(form: HTMLFormElement, rules: FormRules): FormField[] {
  const fields: FormField[] = []
  for (const [name, rule] of Object.entries(rules)) {
    const controls = [...form.querySelectorAll<Control>(`[name="${CSS.escape(name)}"]`)].filter(isControl)
    const first = controls[0]
    if (!first) continue
    const radios = first instanceof HTMLInputElement && first.type === 'radio'
    const anchor = radios
      ? (first.closest('fieldset') ?? first.parentElement ?? first)
      : first instanceof HTMLInputElement && first.type === 'checkbox'
        ? (first.labels?.[0] ?? first)
        : first
    const id = radios || !first.id ? `${form.id || 'form'}-${name}` : first.id
    fields.push({
      name,
      rule,
      target: { id, controls, anchor },
      validate: () => (isValidated(first) ? validateField(rule, valueOf(controls)) : []),
    })
  }
  return fields
}

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
}

/** Checked boxes and radios give their value, unchecked ones nothing; other controls their text. */
function valueOf(controls: Control[]): string {
  const first = controls[0]
  if (first instanceof HTMLInputElement && (first.type === 'checkbox' || first.type === 'radio')) {
    const checked = controls.find((c) => (c as HTMLInputElement).checked)
    return checked ? checked.value || 'on' : ''
  }
  return first?.value ?? ''
}

/**
 * Hidden fields are not validated, except a hidden checkbox (a styled consent box) and a
 * field marked always-validate once it holds a value (spec §5).
 */
function isValidated(control: Control): boolean {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return true
  const hidden = (control instanceof HTMLInputElement && control.type === 'hidden') || control.closest('[hidden]') !== null
  if (!hidden) return true
  return control.hasAttribute(ALWAYS_VALIDATE_ATTR) && control.value.trim() !== ''
}
