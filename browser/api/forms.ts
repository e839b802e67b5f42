import { api } from './client'
import { ApiError } from './errors'
import type { PlacementPriceResponse } from '../../shared/api/types'

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
function formJson(data: FormData): Record<string, string | string[]> {
  const json: Record<string, string | string[]> = {}
  for (const [name, value] of data) {
    if (typeof value !== 'string' || name === 'csrfmiddlewaretoken') continue
    const known = json[name]
    json[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value]
  }
  return json
}

/**
 * GET the placement price URL with `price`. Rejects with ApiError on a failure and on an
 * answer without two finite figures (the form then shows «Ошибка»).
 */
export async function getPlacementPrice(url: string, price: string, signal?: AbortSignal): Promise<PlacementPriceResponse> {
  const answer = await api.get<Partial<Record<keyof PlacementPriceResponse, unknown>> | null>(url, { query: { price }, signal })
  const { monthly, yearly } = answer ?? {}
  if (typeof monthly !== 'number' || typeof yearly !== 'number' || !Number.isFinite(monthly) || !Number.isFinite(yearly)) {
    throw new ApiError(200, answer, 'Placement price answer without monthly and yearly figures')
  }
  return { monthly, yearly }
}

/**
 * Corrections the e-mail suggestion service offers for `email` (spec §7: POST with the CSRF
 * header; the reference service answers `{suggestions: string[]}`), best first. Anything
 * else as an answer is no suggestion.
 */
export async function getEmailSuggestions(url: string, email: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await api.post<{ suggestions?: unknown } | null>(url, { email }, { signal })
  const suggestions = answer?.suggestions
  return Array.isArray(suggestions) ? suggestions.filter((s): s is string => typeof s === 'string') : []
}
