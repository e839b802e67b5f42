import { requestForms } from '../../shared/validation'
import type { ModalFormKind } from './kinds'
import { FORM_MODAL_MESSAGES as M } from './messages'

/** One control of a modal form; `consent_to_terms` is added to every form. */
export interface ModalField {
  name: string
  label: string
  /** `hidden`: a value the page gives (`data-values`), e.g. the sold number of a stock request. */
  type: 'text' | 'email' | 'tel' | 'textarea' | 'hidden'
  /** Read from the form's rules in shared/validation (the server checks the same), never written here. */
  required: boolean
  autoComplete?: string
  /** Digits-only fields get the numeric keyboard (spec §5: minutes, sms, megabytes). */
  inputMode?: 'numeric'
}

type FieldControl = Omit<ModalField, 'required'>

const text = (name: string, label: string, autoComplete?: string): FieldControl => ({ name, label, type: 'text', autoComplete })
const digits = (name: string, label: string): FieldControl => ({ name, label, type: 'text', inputMode: 'numeric' })
const email: FieldControl = { name: 'email', label: M.email, type: 'email', autoComplete: 'email' }
const phone = (name: string): FieldControl => ({ name, label: M.phone, type: 'tel', autoComplete: 'tel' })
const comment: FieldControl = { name: 'comment', label: M.comment, type: 'textarea' }
const hidden = (name: string): FieldControl => ({ name, label: '', type: 'hidden' })

/** The controls of spec §5 for each modal form, in the order the visitor fills them. */
const CONTROLS: Readonly<Record<ModalFormKind, readonly FieldControl[]>> = {
  callback: [text('name', M.name, 'name'), phone('number')],
  'number-selection': [
    text('desired_number', M.desiredNumber),
    text('contact_person', M.contactPerson, 'name'),
    email,
    phone('contact_number'),
    comment,
  ],
  'tariff-selection': [
    digits('minutes', M.minutes),
    digits('sms', M.sms),
    digits('megabytes', M.megabytes),
    text('contact_person', M.contactPerson, 'name'),
    email,
    phone('contact_number'),
    comment,
  ],
  subscribe: [email],
  'stock-request-number': [
    text('client_name', M.name, 'name'),
    phone('client_phone'),
    { ...email, name: 'client_email' },
    text('desired_number', M.desiredNumber),
    hidden('origin_number'),
  ],
  'stock-request-tariff': [text('client_name', M.name, 'name'), phone('client_phone'), { ...email, name: 'client_email' }, hidden('tariff')],
}

const withRules = (kind: ModalFormKind): readonly ModalField[] => {
  const rules: Readonly<Record<string, { required?: boolean }>> = requestForms[kind]
  return CONTROLS[kind].map((control) => ({ ...control, required: rules[control.name]?.required === true }))
}

/** Each modal form's fields, required where its rules say (the one definition of spec §5's forms). */
export const MODAL_FORM_FIELDS = Object.fromEntries(Object.keys(CONTROLS).map((kind) => [kind, withRules(kind as ModalFormKind)])) as Readonly<
  Record<ModalFormKind, readonly ModalField[]>
>
