import { hasFieldError, setFieldError } from '../../browser/dom/field-errors'
import { listen } from '../../browser/dom/listen'
import { orderFields, type OrderField } from './fields'

/** The form's fields as they are at each call (phones may be added, panels hidden) and their check. */
export interface FieldChecks {
  fields(): OrderField[]
  /** The field a control answers for, if any. */
  fieldOf(control: EventTarget | null): OrderField | undefined
  /** Shows the field's messages, or takes them away; true when it has none. */
  check(field: OrderField): boolean
}

export function fieldChecks(form: HTMLFormElement, phones: () => HTMLInputElement[]): FieldChecks {
  const fields = (): OrderField[] => orderFields(form, phones())
  return {
    fields,
    fieldOf: (control) => (control instanceof HTMLElement ? fields().find((f) => f.target.controls.includes(control)) : undefined),
    check(field) {
      const found = field.validate()
      setFieldError(field.target, found)
      return found.length === 0
    },
  }
}

/** Blur shows a message; typing or choosing only takes one away (or updates it). Returns the release. */
export function checkWhileEditing(form: HTMLFormElement, { fieldOf, check }: FieldChecks): () => void {
  const onFocusOut = (event: FocusEvent) => {
    const field = fieldOf(event.target)
    if (field && !(event.target instanceof HTMLInputElement && event.target.type === 'radio')) check(field)
  }
  const onEdit = (event: Event) => {
    const field = fieldOf(event.target)
    if (field && hasFieldError(field.target)) check(field)
  }
  return listen(form, { focusout: onFocusOut, input: onEdit, change: onEdit })
}
