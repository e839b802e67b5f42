import { webUrl } from '../../shared/api/redirect'
import type { Subdomain } from '../../shared/api/types'

/** Spec §9: the short list holds 15 sub-sites. */
export const SHORT_LIST_SIZE = 15

interface LetterGroup {
  letter: string
  regions: Subdomain[]
}

// Russian alphabetical order (ё with е, case ignored), whatever order the API sends.
const collator = new Intl.Collator('ru')

/**
 * The regions in alphabetical order (spec §2: the full list is alphabetical, the short one its
 * first 15), by `Intl.Collator('ru')`: the API's order is not relied on.
 *
 * @example alphabetical([{ display_name: 'Омск' }, { display_name: 'Ёлкино' }]) // Ёлкино, Омск
 */
export function alphabetical<T extends Pick<Subdomain, 'display_name'>>(regions: readonly T[]): T[] {
  return [...regions].sort((a, b) => collator.compare(a.display_name, b.display_name))
}

/** Regions grouped by their first letter, in the list's (alphabetical) order. */
export function byLetter(regions: readonly Subdomain[]): LetterGroup[] {
  const groups = new Map<string, Subdomain[]>()
  for (const region of regions) {
    const letter = region.display_name.charAt(0).toLocaleUpperCase('ru')
    groups.set(letter, [...(groups.get(letter) ?? []), region])
  }
  return [...groups].map(([letter, list]) => ({ letter, regions: list }))
}

/** Regions whose name contains the filter, ignoring case and ё/е. */
export function filterRegions(regions: readonly Subdomain[], filter: string): Subdomain[] {
  const key = fold(filter.trim())
  return key === '' ? [...regions] : regions.filter((region) => fold(region.display_name).includes(key))
}

// eslint-disable-next-line no-restricted-syntax -- a letter folded for matching («Орёл» is found by «орел»), not a text anyone reads
const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е')

/**
 * A region's change address with `next`, the page the visitor is on, so the server brings
 * them back there (it checks `next` is same-origin). Null for anything but an http(s) address.
 */
export function changeHref(region: Subdomain): string | null {
  const url = webUrl(region.change_url, location.href)
  if (!url) return null
  url.searchParams.set('next', location.pathname + location.search)
  return url.origin === location.origin ? url.pathname + url.search : url.href
}
