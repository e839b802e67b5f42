import { listen } from '../dom/listen'

/**
 * Fields whose whole value the visitor selected (Ctrl+A, a double click) in the server's HTML,
 * where the caret cannot be read: a number field has no selectionStart. The island that replaces
 * the field selects its value again (carry-focus.ts), so the next key typed replaces it, as it
 * would have in the server's field, instead of being added to it (20 + «30» became 1440 in the
 * calculator's minutes when the island arrived between the two).
 */
const wholeSelected = new WeakSet<EventTarget>()

/** Keys that move the caret and so end a selection (with Shift they extend it). */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'])

/** Follows the selections made in caret-less fields of the page until the returned stop. */
export function watchWholeSelections(root: Document | Element = document): () => void {
  return listen(
    root,
    {
      select: (event: Event) => {
        const field = event.target
        if (field instanceof HTMLInputElement && field.selectionStart === null) wholeSelected.add(field)
      },
      // Typing replaced the selection; a press or a caret key put the caret somewhere in it.
      input: (event: Event) => event.target && wholeSelected.delete(event.target),
      pointerdown: (event: Event) => event.target && wholeSelected.delete(event.target),
      keydown: (event: KeyboardEvent) => !event.shiftKey && CARET_KEYS.has(event.key) && event.target && wholeSelected.delete(event.target),
    },
    { capture: true },
  )
}

/** Whether the visitor's selection covers the whole value of `field`, a field without a readable caret. */
export const isWholeSelected = (field: Element): boolean => wholeSelected.has(field)
