/** The filter forms' sort: it orders the list and narrows nothing. */
const SORT = 'ordering'

/**
 * How many filters narrow a catalogue's list, for the phone's «Фильтры · 2» button: the distinct
 * names among what its filter form sends, filled fields only, the sort aside; three operators
 * chosen are one filter. The one count of both sides: the filter-sheet island counts the form in
 * the page (islands/filters/serialize.ts `filterParams`), the server the form it draws
 * (server/catalog/filter-forms.ts), so the button's first look is the island's.
 *
 * @example activeFilterCount([['provider', 'mts'], ['provider', 'beeline'], ['ordering', '-price']]) // 1
 */
export function activeFilterCount(sent: Iterable<readonly [name: string, value: string]>): number {
  const names = new Set<string>()
  for (const [name, value] of sent) if (name !== SORT && value.trim() !== '') names.add(name)
  return names.size
}
