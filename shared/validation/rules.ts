import { VALIDATION_MESSAGES as M } from './messages'
import { isChecked } from './text'

/**
 * A single-field rule: `null` when the value is valid, otherwise the message.
 *
 * @example
 * const check: Check = checkEmail
 */
export type Check = (value: string) => string | null

/**
 * How one field of a form is validated.
 *
 * @example
 * const email: FieldRule = { required: true, checks: [checkEmail] }
 */
export interface FieldRule {
  required?: boolean
  /** Shown instead of the generic required message, e.g. for delivery dates. */
  requiredMessage?: string
  /**
   * `checkbox`: filled when checked. `list`: every entry is checked and, when
   * required, the first entry must be filled (the order's `client_phones`).
   */
  kind?: 'text' | 'checkbox' | 'list'
  /** What counts as empty; phone fields treat an untouched mask as empty. */
  isBlank?: (value: string) => boolean
  /** Format rules, run only on filled values. */
  checks: readonly Check[]
  /** The field is validated only when this holds, e.g. courier-only fields. */
  when?: (values: Readonly<Record<string, unknown>>) => boolean
}

/** A form's fields by name. */
export type FormRules = Readonly<Record<string, FieldRule>>

/** Field errors in the shape Django REST framework answers with. */
export type FieldErrors = Record<string, string[]>

/**
 * Reads a submitted value as text: JSON numbers and booleans, form strings
 * and repeated form fields (first value) all end up as a string.
 *
 * @example
 * valueToText(1) // '1'
 */
export function valueToText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (typeof value === 'boolean') return value ? 'on' : ''
  if (Array.isArray(value)) return valueToText(value[0])
  return ''
}

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(valueToText)
  return value === undefined || value === null ? [] : [valueToText(value)]
}

function isBlank(rule: FieldRule, text: string): boolean {
  return rule.isBlank ? rule.isBlank(text) : text.trim() === ''
}

function firstError(rule: FieldRule, text: string, required: boolean): string | null {
  if (isBlank(rule, text)) return required ? (rule.requiredMessage ?? M.required) : null
  for (const check of rule.checks) {
    const message = check(text)
    if (message !== null) return message
  }
  return null
}

/**
 * Per-entry messages of a list field, aligned with the entries; only the first
 * entry is required (when the rule is). An empty list reports its missing first entry.
 *
 * @example
 * validateList(orderForm.client_phones, ['+7 (912) 345-67-89', '12']) // [null, 'Введите корректный номер телефона.']
 */
export function validateList(rule: FieldRule, value: unknown): (string | null)[] {
  const entries = toList(value)
  if (entries.length === 0) entries.push('')
  return entries.map((text, index) => firstError(rule, text, index === 0 && rule.required === true))
}

/**
 * All messages for one field's value, without duplicates; `[]` when valid.
 *
 * @example
 * validateField({ required: true, checks: [checkEmail] }, 'ivan@') // ['Введите корректный e-mail']
 */
export function validateField(rule: FieldRule, value: unknown): string[] {
  if (rule.kind === 'list') {
    return [...new Set(validateList(rule, value).filter((m): m is string => m !== null))]
  }
  if (rule.kind === 'checkbox') {
    const checked = Array.isArray(value)
      ? value.some((entry) => isChecked(valueToText(entry)))
      : isChecked(typeof value === 'boolean' ? value : valueToText(value))
    return rule.required && !checked ? [rule.requiredMessage ?? M.required] : []
  }
  const text = valueToText(value)
  if (isBlank(rule, text)) return rule.required ? [rule.requiredMessage ?? M.required] : []
  const found = rule.checks.map((check) => check(text)).filter((m): m is string => m !== null)
  return [...new Set(found)]
}

/**
 * Validates a submitted form (a JSON body or parsed form fields) against its
 * rules. Fields without rules are ignored; valid fields are left out.
 *
 * @example
 * validateForm(callbackForm, { name: 'Я', number: '', consent_to_terms: true })
 * // { name: ['В имени должно быть не менее двух символов.'], number: ['Пожалуйста, заполните это поле'] }
 */
export function validateForm(rules: FormRules, values: object): FieldErrors {
  const record = values as Readonly<Record<string, unknown>>
  const errors: FieldErrors = {}
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.when && !rule.when(record)) continue
    const found = validateField(rule, record[name])
    if (found.length > 0) errors[name] = found
  }
  return errors
}

/**
 * Freezes a form's rules while keeping its field names in the type, so
 * islands get `orderForm.client_email` checked by the compiler.
 *
 * @example
 * export const exitForm = defineForm({ email: { required: true, checks: [checkEmail] } })
 */
export function defineForm<K extends string>(rules: Record<K, FieldRule>): Readonly<Record<K, FieldRule>> {
  return Object.freeze(rules)
}
