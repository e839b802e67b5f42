import { atom, type ReadableAtom } from 'nanostores'
import { getEmailSuggestions } from '../api/forms'
import { requestLane } from '../api/lane'

export interface EmailSuggestion {
  /** The correction offered for the field's value, or null: nothing to offer. */
  $offer: ReadableAtom<string | null>
  /**
   * What the field holds now: the offer goes, and an address (with an `@`) is asked about,
   * a question still on the way being dropped. The service's best answer becomes the offer
   * unless it is the address itself; a failed service offers nothing.
   */
  check(value: string): Promise<void>
  /** Takes the offer away and drops a question on the way (the value was taken, the form reset). */
  clear(): void
}

/**
 * The e-mail suggestion of one field (spec §7: `email_suggestions_url`, POST `{email}` →
 * `{suggestions}`). A suggestion is a courtesy: it never blocks anything, so a failure is no state.
 */
export function createEmailSuggestion(url: string): EmailSuggestion {
  const $offer = atom<string | null>(null)
  const lane = requestLane()

  const clear = () => {
    lane.abort()
    $offer.set(null)
  }

  return {
    $offer,
    clear,
    async check(value) {
      clear()
      const email = value.trim()
      if (!email.includes('@')) return
      await lane.run(
        (signal) => getEmailSuggestions(url, email, signal),
        ([best]) => {
          if (best && best !== email) $offer.set(best)
        },
        // Suggestions are a courtesy: a failed service leaves the field as the visitor typed it.
        () => {},
      )
    },
  }
}
