import { EXTRA_ATTR_PREFIX } from '../../shared/contract/attributes'

/*
 * Spec §7: a catalogue view fetches its own data URL "with data-extra-* attributes, filters
 * and page". `data-extra-<name>` on the host is a parameter the view always sends, something
 * fixed by the page rather than chosen in the form: the category of a listing, the provider
 * of a gone number's similar numbers, one section of an index page. Hyphens become
 * underscores, as the data URLs spell their parameters (`data-extra-device-type` → `device_type`).
 */

/**
 * The host's `data-extra-*` attributes as query parameters, in attribute order; empty
 * values are left out (like empty filters).
 *
 * @example extraParams(host).toString() // 'category=gold' for data-extra-category="gold"
 */
export function extraParams(host: Element): URLSearchParams {
  const params = new URLSearchParams()
  for (const { name, value } of Array.from(host.attributes)) {
    if (!name.startsWith(EXTRA_ATTR_PREFIX) || name.length === EXTRA_ATTR_PREFIX.length) continue
    if (value.trim() !== '') params.append(name.slice(EXTRA_ATTR_PREFIX.length).replace(/-/g, '_'), value.trim())
  }
  return params
}

/**
 * The filters with the extras added, a filter of the same name winning: an extra is the
 * view's default scope (all star categories), which a visitor's choice in the form narrows.
 */
export function withExtras(filters: URLSearchParams, extras: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(filters)
  for (const [name, value] of extras) if (!filters.has(name)) params.append(name, value)
  return params
}
