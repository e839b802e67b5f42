import type { PlacementPriceResponse } from '../../shared/api/types'
import {
  isChecked,
  parseInteger,
  requestForms,
  reviewForm,
  sellNumberForm,
  sellNumberItemForm,
  validateForm,
  valueToText,
  type FieldErrors,
  type FormRules,
  type RequestFormKind,
} from '../../shared/validation'

/**
 * How a form kind answers (spec §7):
 * - `api`: DRF endpoint: from script 201 `{"status": "ok"}` or 400 field errors; a plain
 *   form post without JavaScript gets a 303 back with a flash message, like `page`;
 * - `page`: a form posted to its action: AJAX gets `{"status": "ok"}` or 400
 *   `{"status": "error", "errors": …}`, a plain post a 303 back with a flash message;
 * - `stock`: like `page`, but AJAX errors are a plain 400 body of field errors.
 */
type AnswerStyle = 'api' | 'page' | 'stock'

/** The body the storefront sends; every kind also accepts the other two (as DRF does). */
type BodyType = 'json' | 'urlencoded' | 'multipart'

interface Cleaned {
  errors: FieldErrors
  payload: Record<string, unknown>
}

interface FormKind {
  /** Stored in form_requests.kind. */
  kind: RequestFormKind
  path: string
  rules: FormRules
  answer: AnswerStyle
  body: BodyType
  /** Validation and cleaning beyond `rules`; default {@link cleanFields}. */
  clean?: (values: Readonly<Record<string, unknown>>) => Cleaned
}

/** Most sell-number items one request may carry; more are ignored. */
const MAX_SELL_NUMBER_ITEMS = 50

/**
 * The cleaned values of the fields a form knows: checkboxes as booleans, text trimmed.
 * Fields outside the rules (csrfmiddlewaretoken, ajax) are not stored.
 */
function cleanFields(rules: FormRules, values: Readonly<Record<string, unknown>>): Cleaned {
  const payload: Record<string, unknown> = {}
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.when && !rule.when(values)) continue
    const value = values[name]
    payload[name] = rule.kind === 'checkbox' ? isChecked(typeof value === 'boolean' ? value : valueToText(value)) : valueToText(value).trim()
  }
  return { errors: validateForm(rules, values), payload }
}

const ITEM_FIELD = /^items-(\d+)-(.+)$/

/**
 * Sell-number items: a JSON `items` list, or the repeated form fields `items-0-number`,
 * `items-0-price`, … as the form posts them. Always at least one (empty) item, so a
 * request without numbers reports the first item's required fields.
 */
function sellNumberItems(values: Readonly<Record<string, unknown>>): Record<string, unknown>[] {
  const listed = values['items']
  if (Array.isArray(listed)) {
    const items = listed
      .slice(0, MAX_SELL_NUMBER_ITEMS)
      .map((item): Record<string, unknown> => (item !== null && typeof item === 'object' ? { ...item } : {}))
    return items.length > 0 ? items : [{}]
  }
  const byIndex = new Map<number, Record<string, unknown>>()
  for (const [key, value] of Object.entries(values)) {
    const match = ITEM_FIELD.exec(key)
    if (!match) continue
    const index = Number(match[1])
    if (!Number.isSafeInteger(index) || index >= MAX_SELL_NUMBER_ITEMS) continue
    const item = byIndex.get(index) ?? {}
    item[match[2] as string] = value
    byIndex.set(index, item)
  }
  const items = [...byIndex].sort(([a], [b]) => a - b).map(([, item]) => item)
  return items.length > 0 ? items : [{}]
}

/** Sell number: the seller's fields plus each item; item errors are keyed `items-{i}-{field}`. */
function cleanSellNumber(values: Readonly<Record<string, unknown>>): Cleaned {
  const seller = cleanFields(sellNumberForm, values)
  const errors: FieldErrors = { ...seller.errors }
  const items = sellNumberItems(values).map((item, index) => {
    const cleaned = cleanFields(sellNumberItemForm, item)
    for (const [field, found] of Object.entries(cleaned.errors)) errors[`items-${index}-${field}`] = found
    const price = parseInteger(valueToText(cleaned.payload['price']))
    return { ...cleaned.payload, price }
  })
  // Placement is paid by the month or by the year (the form's radio; a month unless it says a year).
  const placement_period = values['placement_period'] === 'year' ? 'year' : 'month'
  return { errors, payload: { ...seller.payload, placement_period, items } }
}

/** Review: as cleanFields, with the rate stored as a number. */
function cleanReview(values: Readonly<Record<string, unknown>>): Cleaned {
  const cleaned = cleanFields(reviewForm, values)
  return { ...cleaned, payload: { ...cleaned.payload, rate: parseInteger(valueToText(cleaned.payload['rate'])) } }
}

/** Every request form of spec §7: path, rules and answer style. */
export const FORM_KINDS: readonly FormKind[] = [
  {
    kind: 'number-selection',
    path: '/api/forms/create-number-selection-request/',
    rules: requestForms['number-selection'],
    answer: 'api',
    body: 'json',
  },
  {
    kind: 'tariff-selection',
    path: '/api/forms/create-tariff-selection-request/',
    rules: requestForms['tariff-selection'],
    answer: 'api',
    body: 'json',
  },
  { kind: 'callback', path: '/api/forms/create-call-back/', rules: requestForms['callback'], answer: 'api', body: 'json' },
  { kind: 'contacts', path: '/forms/contacts/', rules: requestForms['contacts'], answer: 'page', body: 'multipart' },
  { kind: 'cooperation', path: '/forms/cooperation/', rules: requestForms['cooperation'], answer: 'page', body: 'multipart' },
  { kind: 'feedback', path: '/forms/feedback/', rules: requestForms['feedback'], answer: 'page', body: 'multipart' },
  { kind: 'review', path: '/forms/review/', rules: requestForms['review'], answer: 'page', body: 'multipart', clean: cleanReview },
  { kind: 'number-order', path: '/forms/number-order/', rules: requestForms['number-order'], answer: 'page', body: 'multipart' },
  { kind: 'subscribe', path: '/forms/subscribe/', rules: requestForms['subscribe'], answer: 'page', body: 'urlencoded' },
  { kind: 'stock-request-number', path: '/forms/stock-request/number/', rules: requestForms['stock-request-number'], answer: 'stock', body: 'json' },
  { kind: 'stock-request-tariff', path: '/forms/stock-request/tariff/', rules: requestForms['stock-request-tariff'], answer: 'stock', body: 'json' },
  { kind: 'sell-number', path: '/forms/sell-number/', rules: requestForms['sell-number'], answer: 'page', body: 'multipart', clean: cleanSellNumber },
]

/** Validates and cleans a submission of the given kind. */
export function cleanSubmission(form: FormKind, values: Readonly<Record<string, unknown>>): Cleaned {
  return form.clean ? form.clean(values) : cleanFields(form.rules, values)
}

/** The least monthly placement price, roubles. */
const PLACEMENT_MIN_MONTHLY = 100

/**
 * Monthly and yearly placement price of a number offered for sale, in roubles:
 * 1 % of the asking price a month (rounded up), at least 100 ₽; a year costs 10 months.
 *
 * @example
 * placementPrice(50000) // { monthly: 500, yearly: 5000 }
 * placementPrice(0)     // { monthly: 100, yearly: 1000 }
 */
export function placementPrice(price: number): PlacementPriceResponse {
  const monthly = Math.max(PLACEMENT_MIN_MONTHLY, Math.ceil(price / 100))
  return { monthly, yearly: monthly * 10 }
}
