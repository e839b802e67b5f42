import { createPendingCount, type PendingCountState } from '../../browser/stores/filter-sheet'
import { FILTER_SHEET_MESSAGES as M, type CountKind } from '../../shared/messages'

interface SheetCountParts {
  /** The catalogue's data URL, which counts a choice. */
  countUrl: string
  /** The form's submit button, which shows the count («Показать 7 номеров»). */
  submit: HTMLButtonElement
  kind: CountKind
  /** The sheet's live region. */
  status: HTMLElement
  /** The choice in the form, with the view's extras. */
  choice: () => URLSearchParams
  /** Whether the form is in the open sheet. */
  inSheet: () => boolean
}

export interface SheetCount {
  /** The visitor changed the choice: its count is asked for, and said once it is in. */
  choose(): void
  /** The sheet opened: the count of the choice on screen is asked for at once, and not said. */
  ask(): void
  /** Writes the count known now on the button (the sheet is opening). */
  show(): void
  /** The sheet closed: no count, the server's label on the button, nothing in the live region. */
  reset(): void
  /** Stops following the count and forgets it (the island's cleanup). */
  release(): void
}

/**
 * The pending count of the choice in the sheet, written on its submit button. A changed choice's
 * count, once in, is said in the live region as well (a screen reader hears the button only when
 * it gets there); once per request, not per keystroke: the count follows the pending count's own delay.
 */
export function sheetCount({ countUrl, submit, kind, status, choice, inSheet }: SheetCountParts): SheetCount {
  const count = createPendingCount(countUrl)
  const servedLabel = submit.textContent
  let changed = false

  const show = (state: PendingCountState) => {
    if (!inSheet()) return
    const known = state.status === 'done' ? state.count : state.status === 'loading' ? state.count : null
    submit.textContent = known === null ? M.show : M.showCount(known, kind)
    if (state.status === 'loading') submit.setAttribute('aria-busy', 'true')
    else submit.removeAttribute('aria-busy')
    if (state.status === 'done' && changed) {
      changed = false
      status.textContent = M.showCount(state.count, kind)
    }
  }
  const unlisten = count.$state.listen(show)

  return {
    choose() {
      changed = true
      count.choose(choice())
    },
    ask: () => count.choose(choice(), true),
    show: () => show(count.$state.get()),
    reset() {
      count.reset()
      changed = false
      status.textContent = ''
      submit.textContent = servedLabel
      submit.removeAttribute('aria-busy')
    },
    release() {
      unlisten()
      count.reset()
    },
  }
}
