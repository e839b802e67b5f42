import { COMMON_MESSAGES } from '../../shared/messages'

/** The server's live region inside the host: it says the count of a changed choice. */
const STATUS_SELECTOR = '[role="status"][data-filter-sheet-status]'

export interface PlacedSheet {
  dialog: HTMLDialogElement
  /** The dialog's «Закрыть». */
  close: HTMLButtonElement
  /** The live region, in the dialog. */
  status: HTMLElement
  /** Gives the host its live region back and takes the dialog away. */
  release(): void
}

/** The sheet's dialog, placed in the body with the live region in it. */
export function placeSheet(host: HTMLElement, form: HTMLFormElement): PlacedSheet {
  // The server draws the live region (it is then in the page before anything is said in it); a
  // host from a template without it gets one now, still well before the first count.
  const drawn = host.querySelector<HTMLElement>(STATUS_SELECTOR)
  const status = drawn ?? Object.assign(document.createElement('p'), { className: 'visually-hidden' })
  status.setAttribute('role', 'status')
  const { dialog, close } = sheetDialog(form)
  // In the sheet: while the modal is open the page behind it, the host too, is inert and unheard.
  dialog.append(status)
  // In the body, not the host: the host is not shown from lg on, and a sheet still open when the
  // window widens (a phone turned) must stay visible with the page behind it inert.
  document.body.append(dialog)
  return {
    dialog,
    close,
    status,
    release() {
      if (drawn) host.append(drawn)
      dialog.remove()
    },
  }
}

/**
 * The sheet: a native `<dialog>` named by the form's heading, with a «Закрыть» button; the form
 * goes in after it while the sheet is open.
 */
function sheetDialog(form: HTMLFormElement): { dialog: HTMLDialogElement; close: HTMLButtonElement } {
  const dialog = document.createElement('dialog')
  dialog.className = 'modal filter-sheet__dialog'
  const title = form.getAttribute('aria-labelledby')
  if (title) dialog.setAttribute('aria-labelledby', title)
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'modal__close filter-sheet__close'
  close.setAttribute('aria-label', COMMON_MESSAGES.close)
  const cross = document.createElement('span')
  cross.setAttribute('aria-hidden', 'true')
  cross.textContent = '×'
  close.append(cross)
  dialog.append(close)
  return { dialog, close }
}
