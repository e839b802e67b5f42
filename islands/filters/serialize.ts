import { cleanMaskedInteger } from '../../shared/validation/integer'
import { INTEGER_INPUT_ATTR } from './attributes'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function isField(element: Element): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
}

/**
 * The filters a form would submit, in document order, without empty values (an untouched
 * filter does not narrow the list) and with integer inputs' separators removed (spec §5).
 *
 * @example filterParams(form).toString() // 'provider=mts&provider=beeline&price_min=1500'
 */
export function filterParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams()
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name || element.disabled) continue
    if (element instanceof HTMLInputElement) {
      if (['submit', 'button', 'reset', 'file', 'image'].includes(element.type)) continue
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue
    }
    const values = element instanceof HTMLSelectElement && element.multiple ? Array.from(element.selectedOptions, (o) => o.value) : [element.value]
    for (const raw of values) {
      const value = element.hasAttribute(INTEGER_INPUT_ATTR) ? cleanMaskedInteger(raw) : raw.trim()
      if (value !== '') params.append(element.name, value)
    }
  }
  return params
}

/** Spec §5: parameters a short link never carries. */
const SHORT_LINK_EXCLUDED = ['catalog_id', 'ordering', 'page_size', 'page'] as const

/**
 * The parameters of a shareable short link (spec §5): the form's filters without
 * catalog_id, ordering, page_size (and page) or empty values, masked integers cleaned,
 * and repeated names joined by a colon.
 *
 * @example shortLinkParams(form).toString() // 'provider=mts%3Abeeline&price_min=1500'
 */
export function shortLinkParams(form: HTMLFormElement): URLSearchParams {
  const joined = new Map<string, string[]>()
  for (const [name, value] of filterParams(form)) {
    if ((SHORT_LINK_EXCLUDED as readonly string[]).includes(name)) continue
    const values = joined.get(name) ?? []
    values.push(value)
    joined.set(name, values)
  }
  return new URLSearchParams(Array.from(joined, ([name, values]) => [name, values.join(':')]))
}
