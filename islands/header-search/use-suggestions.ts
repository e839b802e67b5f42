import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useState } from 'react'
import { createSuggestions } from '../../browser/stores/search-suggestions'
import { SEARCH_MESSAGES as M } from './messages'
import { resultsUrl, suggestionGroups, type SuggestionOption } from './options'

/**
 * What one combobox's field holds and the suggestions it asked for (its own store: the header's
 * two fields ask apart), as the answer's groups and the options the keyboard walks through: the
 * groups' options, then the footer link to every result.
 */
export function useSuggestions(action: string) {
  const [value, setValue] = useState('')
  const [suggestions] = useState(createSuggestions)
  useEffect(() => () => suggestions.dispose(), [suggestions])
  const state = useStore(suggestions.$state)

  const groups = useMemo(() => (state.status === 'done' && state.result ? suggestionGroups(state.result) : []), [state])
  // The footer link is the last option, so the keyboard reaches it as well.
  const options: SuggestionOption[] = useMemo(() => {
    const found = groups.flatMap((group) => group.options)
    if (found.length === 0 || !state.result) return found
    return [...found, { key: 'all', title: M.all(state.result.total), note: '', url: resultsUrl(action, state.query) }]
  }, [groups, state, action])

  /** The field's new text, asked about. */
  const edit = (text: string) => {
    setValue(text)
    suggestions.type(text)
  }
  return { value, edit, state, groups, options }
}
