import type { ModalFormKind } from './kinds'
import { FORM_MODAL_MESSAGES as M } from './messages'

/** One control of a modal form; `consent_to_terms` is added to every form. */
export interface ModalField {
  name: string
  label: string
  /** `hidden`: a value the page gives (`data-values`), e.g. the sold number of a stock request. */
  type: 'text' | 'email' | 'tel' | 'textarea' | 'hidden'
  required: boolean
  autoComplete?: string
  /** Digits-only fields get the numeric keyboard (spec §5: minutes, sms, megabytes). */
  inputMode?: 'numeric'
}

const text = (name: string, label: string, autoComplete?: string): ModalField => ({ name, label, type: 'text', required: true, autoComplete })
const digits = (name: string, label: string): ModalField => ({ name, label, type: 'text', required: true, inputMode: 'numeric' })
const email: ModalField = { name: 'email', label: M.email, type: 'email', required: true, autoComplete: 'email' }
const phone = (name: string): ModalField => ({ name, label: M.phone, type: 'tel', required: true, autoComplete: 'tel' })
const comment: ModalField = { name: 'comment', label: M.comment, type: 'textarea', required: false }

/** The fields of spec §5 for each modal form, in the order the visitor fills them. */
export const MODAL_FORM_FIELDS: Readonly<Record<ModalFormKind, readonly ModalField[]>> = {
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
    { ...email, name: 'client_email', required: false },
    text('desired_number', M.desiredNumber),
    { name: 'origin_number', label: '', type: 'hidden', required: false },
  ],
  'stock-request-tariff': [
    text('client_name', M.name, 'name'),
    phone('client_phone'),
    { ...email, name: 'client_email', required: false },
    { name: 'tariff', label: '', type: 'hidden', required: false },
  ],
}
