import { api } from './client'

/** The answer of every request form (spec §7): `{status: 'ok'}`, sell number adds `payment_url`. */
export interface FormAnswer {
  status: 'ok'
  payment_url?: string
}

/** How a request form travels: FormData with `ajax=1` (the generic AJAX forms) or JSON. */
export type FormBody = 'multipart' | 'json'

/**
 * Posts a request form to its action with the CSRF header (spec §7). Rejects with ApiError
 * like every call: field errors (DRF body or `{status: 'error', errors}`) in `fieldErrors`,
 * `__all__` in `nonFieldErrors`.
 *
 * @example await sendRequestForm('/forms/contacts/', formData, 'multipart')
 */
export function sendRequestForm(action: string, data: FormData, body: FormBody): Promise<FormAnswer> {
  if (body === 'multipart') {
    const copy = new FormData()
    for (const [name, value] of data) copy.append(name, value)
    copy.set('ajax', '1')
    return api.post<FormAnswer>(action, copy)
  }
  return api.post<FormAnswer>(action, formJson(data))
}

/**
 * The form's fields as a JSON object: one string per name (a list when repeated); a checkbox
 * posts its value only when checked, so `consent_to_terms: 'on'` reads as checked server-side.
 */
export function formJson(data: FormData): Record<string, string | string[]> {
  const json: Record<string, string | string[]> = {}
  for (const [name, value] of data) {
    if (typeof value !== 'string' || name === 'csrfmiddlewaretoken') continue
    const known = json[name]
    json[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value]
  }
  return json
}
