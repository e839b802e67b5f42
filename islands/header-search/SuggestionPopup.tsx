import { CardHostsContext } from '../../cards/card-hosts'
import { CARD_HOSTS } from '../card-hosts'
import { SEARCH_MESSAGES as M } from './messages'
import type { SuggestionGroup, SuggestionOption } from './options'
import { SuggestionRow } from './SuggestionRow'
import type { useSuggestions } from './use-suggestions'

interface SuggestionPopupProps {
  /** The combobox's `useId()`; the grid's id is `${id}-list`. */
  id: string
  /** Whether the popup shows: the field is open, long enough and was answered (or is being). */
  shown: boolean
  /** Where the answer is: the status line says loading, failed or nothing found. */
  status: ReturnType<typeof useSuggestions>['state']['status']
  groups: SuggestionGroup[]
  /** The groups' options and the footer link, in the keyboard's order. */
  options: SuggestionOption[]
  activeCell: string | undefined
}

/**
 * The popup under the field: a status line (loading, failed, nothing found) and the suggestions
 * grid, a row group per kind and the link to every result last.
 */
export function SuggestionPopup({ id, shown, status, groups, options, activeCell }: SuggestionPopupProps) {
  const row = (item: SuggestionOption) => <SuggestionRow key={item.key} item={item} index={options.indexOf(item)} id={id} activeCell={activeCell} />
  const said = !shown ? '' : status === 'loading' ? M.loading : status === 'failed' ? M.failed : options.length === 0 ? M.empty : ''
  return (
    // Focusable: a list taller than the popup scrolls, by keyboard too (not only through the options).
    <div className="header-search__popup" hidden={!shown} tabIndex={shown ? 0 : undefined}>
      <p className="header-search__status" role="status">
        {said}
      </p>
      {shown && options.length > 0 && (
        <div className="header-search__list" id={`${id}-list`} role="grid" aria-label={M.suggestions}>
          <CardHostsContext value={CARD_HOSTS}>
            {groups.map((group) => (
              <div key={group.id} role="rowgroup" aria-labelledby={`${id}-${group.id}`} className="header-search__group">
                <div id={`${id}-${group.id}`} className="header-search__group-title" role="presentation">
                  {group.title}
                </div>
                {group.options.map(row)}
              </div>
            ))}
          </CardHostsContext>
          {row(options[options.length - 1]!)}
        </div>
      )}
    </div>
  )
}
