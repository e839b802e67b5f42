/** Shapes shared by every resource: DRF decimals and field errors. */

/** A DecimalField value as DRF serialises it, e.g. `'1500.00'`. */
export type Decimal = string

/** Field errors as DRF sends them: `{ client_email: ['Введите корректный e-mail'] }`. */
export type ApiFieldErrors = Record<string, string[]> & {
  non_field_errors?: string[]
  __all__?: string[]
}
