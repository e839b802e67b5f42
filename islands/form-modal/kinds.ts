import type { RequestFormKind } from '../../shared/validation'

/**
 * The modal forms, by kind (also the modal's id). Apart from their fields (fields.ts), whose labels
 * come with the form's chunk: the island checks a host's kind before anything is fetched.
 */
export const MODAL_FORM_KINDS = [
  'callback',
  'number-selection',
  'tariff-selection',
  'subscribe',
  'stock-request-number',
  'stock-request-tariff',
] as const satisfies readonly RequestFormKind[]

export type ModalFormKind = (typeof MODAL_FORM_KINDS)[number]

export const isModalFormKind = (kind: string): kind is ModalFormKind => (MODAL_FORM_KINDS as readonly string[]).includes(kind)
