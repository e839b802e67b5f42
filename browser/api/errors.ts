/** Keys whose messages belong to the form as a whole rather than to one field. */
const NON_FIELD_KEYS = new Set(['non_field_errors', '__all__', 'detail'])

/**
 * The one error every API call rejects with (aborts excepted, see `isAbortError`).
 *
 * - `status`: HTTP status, or 0 when no response came (network failure, refused URL);
 * - `fieldErrors`: DRF `{ field: ['msg'] }`; nested list/dict errors are flattened
 *   to dotted keys, e.g. `client_phones.0`;
 * - `nonFieldErrors`: `non_field_errors`, `__all__` and `detail` together;
 * - `rateLimitedUntil`: `rate_limited_until` from the body on any status (429 especially).
 *
 * @example
 * try { await sendSigninCode(phone) } catch (e) {
 *   if (e instanceof ApiError && e.status === 429) showLimit(e.rateLimitedUntil)
 * }
 */
export class ApiError extends Error {
  override name = 'ApiError'
  status: number
  fieldErrors: Record<string, string[]>
  nonFieldErrors: string[]
  rateLimitedUntil: string | null
  body: unknown

  constructor(status: number, body: unknown, message?: string) {
    const parsed = parseErrorBody(body)
    super(message ?? parsed.nonFieldErrors[0] ?? `HTTP ${status}`)
    this.status = status
    this.body = body
    this.fieldErrors = parsed.fieldErrors
    this.nonFieldErrors = parsed.nonFieldErrors
    this.rateLimitedUntil = parsed.rateLimitedUntil
  }
}

/** The machine-readable `code` of an API error's body (e.g. the cart's 'max_items'), or null. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const body = error.body
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : null
}

/** True for the error `fetch` throws when its signal aborts; callers usually ignore it. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

interface ParsedErrors {
  fieldErrors: Record<string, string[]>
  nonFieldErrors: string[]
  rateLimitedUntil: string | null
}

/** Splits a DRF or form-answer (`{status, errors}`) body into field and non-field messages. */
function parseErrorBody(body: unknown): ParsedErrors {
  const out: ParsedErrors = { fieldErrors: {}, nonFieldErrors: [], rateLimitedUntil: null }
  if (!isRecord(body)) return out
  const until = body.rate_limited_until
  if (typeof until === 'string' && until) out.rateLimitedUntil = until
  collect(body, out, true)
  // Form endpoints answer `{status: 'error', errors: {…}}` instead of a bare DRF body.
  if (isRecord(body.errors)) collect(body.errors, out, false)
  return out
}

function collect(source: Record<string, unknown>, out: ParsedErrors, topLevel: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === 'rate_limited_until') continue
    // `status: 'error'` is the form answer's marker, not a field (field errors are lists).
    if (topLevel && key === 'status' && typeof value === 'string') continue
    if (topLevel && key === 'errors' && isRecord(value)) continue
    if (NON_FIELD_KEYS.has(key)) out.nonFieldErrors.push(...messages(value))
    else addField(out.fieldErrors, key, value)
  }
}

function addField(target: Record<string, string[]>, key: string, value: unknown): void {
  if (typeof value === 'string') {
    ;(target[key] ??= []).push(value)
  } else if (Array.isArray(value)) {
    value.forEach((entry, i) => {
      if (typeof entry === 'string') (target[key] ??= []).push(entry)
      else addField(target, `${key}.${i}`, entry)
    })
  } else if (isRecord(value)) {
    for (const [sub, entry] of Object.entries(value)) addField(target, `${key}.${sub}`, entry)
  }
}

function messages(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(messages)
  return []
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
