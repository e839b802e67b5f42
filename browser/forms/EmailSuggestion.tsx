import { useStore } from '@nanostores/react'
import type { ReadableAtom } from 'nanostores'
import { FORM_MESSAGES as M } from '../../shared/forms/messages'

interface EmailSuggestionProps {
  /** The correction on offer (browser/stores/email-suggestion.ts), or null. */
  $offer: ReadableAtom<string | null>
  onTake: (offer: string) => void
}

/** «Возможно, вы имели в виду <address>?» under an e-mail field, the address a button that takes it. */
export function EmailSuggestion({ $offer, onTake }: EmailSuggestionProps) {
  const offer = useStore($offer)
  if (!offer) return null
  return (
    <p className="form-text email-suggestion" role="status">
      {M.didYouMean}
      <button type="button" className="btn-link" onClick={() => onTake(offer)}>
        {offer}
      </button>
      ?
    </p>
  )
}
