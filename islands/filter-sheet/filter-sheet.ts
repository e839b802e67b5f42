import { listen } from '../../shared/dom/listen'
import type { Enhancer } from '../../shared/runtime/island'
import { createPendingCount, FILTER_SHEET_MODAL, type PendingCountState } from '../../shared/stores/filter-sheet'
import { $modal, closeModal, openDrawnModal } from '../../shared/stores/modal'
import { COMMON_MESSAGES, COUNT_KINDS, FILTER_SHEET_MESSAGES as M, type CountKind } from '../../shared/ui/messages'
import { extraParams, withExtras } from '../catalog/extra'
import { activeFilterCount, filterParams } from '../filters/serialize'
import type { FilterSheetProps } from './index'

/** The server's «Фильтры» button inside the host (templates/partials/filter-sheet.html). */
export const OPENER_SELECTOR = 'button[data-filter-sheet-open]'
/** The server's live region inside the host: it says the count of a changed choice. */
const STATUS_SELECTOR = '[role="status"][data-filter-sheet-status]'

/**
 * Shows the filter form in a bottom sheet on a phone (contract: ./index.ts). The form itself goes
 * into the sheet while it is open and back to its place after, so there is one form, one set of
 * fields and one submit, on every width and without script alike; CSS hides it in its place
 * below lg, where the button is shown instead.
 *
 * The choice on screen when the sheet opens is kept as the fields' defaults: a dismissed sheet
 * puts it back with the form's reset (the filters island resyncs its slider on reset), an
 * applied one keeps the new choice, which the catalogue island loads on the form's submit.
 */
const enhanceFilterSheet: Enhancer<FilterSheetProps> = (host, props) => {
  const opener = host.querySelector<HTMLButtonElement>(OPENER_SELECTOR)
  // The server draws the live region (it is then in the page before anything is said in it); a
  // host from a template without it gets one now, still well before the first count.
  const drawn = host.querySelector<HTMLElement>(STATUS_SELECTOR)
  const status = drawn ?? Object.assign(document.createElement('p'), { className: 'visually-hidden' })
  status.setAttribute('role', 'status')
  const form = document.getElementById(props.form)
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const kind = (COUNT_KINDS as string[]).includes(props.countKind) ? (props.countKind as CountKind) : null
  if (!opener || !(form instanceof HTMLFormElement) || !submit || !kind) {
    console.warn(
      `[islands] "filter-sheet": needs ${OPENER_SELECTOR} inside, data-form naming a form with a submit button and data-count-kind of ${COUNT_KINDS.join(', ')}`,
      host,
    )
    return () => {}
  }
  const extras = extraParams(host)
  const count = createPendingCount(props.countUrl)
  const servedLabel = submit.textContent
  const home = { parent: form.parentNode as ParentNode, next: form.nextSibling }
  const { dialog, close } = sheetDialog(form)
  // In the sheet: while the modal is open the page behind it, the host too, is inert and unheard.
  dialog.append(status)
  // In the body, not the host: the host is not shown from lg on, and a sheet still open when the
  // window widens (a phone turned) must stay visible with the page behind it inert.
  document.body.append(dialog)
  /** The sheet closes because its choice is applied (not dismissed: nothing is put back). */
  let applying = false
  /**
   * The visitor changed the choice: its count, once in, is said in the live region as well as
   * written on the button (which a screen reader hears only when it gets there). Once per
   * request, not per keystroke: the count follows the pending count's own delay.
   */
  let changed = false

  const inSheet = () => form.parentNode === dialog
  const choice = () => withExtras(filterParams(form), extras)
  const labelOpener = () => {
    const active = activeFilterCount(form)
    opener.textContent = M.opener(active)
    opener.setAttribute('aria-label', M.openerName(active))
  }
  const showCount = (state: PendingCountState) => {
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
  const choose = () => {
    if (!inSheet()) return labelOpener()
    changed = true
    count.choose(choice())
  }

  const open = () => {
    keepAsDefaults(form)
    applying = false
    dialog.append(form)
    showCount(count.$state.get())
    openDrawnModal(FILTER_SHEET_MODAL, opener)
  }
  const finish = () => {
    if (dialog.open) dialog.close()
    if (!inSheet()) return
    if (!applying) form.reset()
    home.parent.insertBefore(form, home.next)
    count.reset()
    changed = false
    status.textContent = ''
    submit.textContent = servedLabel
    submit.removeAttribute('aria-busy')
    labelOpener()
    if ($modal.get() === null) opener.focus()
  }
  // The modal store says whether the sheet is open: another modal opened over it dismisses it.
  const paint = (openId: string | undefined) => {
    if (openId !== FILTER_SHEET_MODAL) return finish()
    if (dialog.open) return
    dialog.showModal()
    // showModal() focuses the close button in today's browsers; older engines (and happy-dom) do not.
    if (!dialog.contains(document.activeElement)) close.focus()
    count.choose(choice(), true)
  }
  const dismiss = () => closeModal(FILTER_SHEET_MODAL)

  const releases = [
    count.$state.listen(showCount),
    $modal.listen((modal) => paint(modal?.id)),
    listen(opener, { click: open }),
    listen(close, { click: dismiss }),
    // Escape closes the dialog natively; a tap on the backdrop is a tap on the dialog itself.
    listen(dialog, { close: dismiss, click: (event: MouseEvent) => event.target === dialog && dismiss() }),
    listen(form, {
      input: choose,
      change: choose,
      submit: () => {
        if (!inSheet()) return
        applying = true
        dismiss()
      },
    }),
  ]

  return () => {
    releases.forEach((release) => release())
    if (inSheet()) {
      applying = true
      finish()
      closeModal(FILTER_SHEET_MODAL)
    }
    count.reset()
    if (drawn) host.append(drawn)
    dialog.remove()
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

/** The fields' values now become what the form's reset puts back. */
function keepAsDefaults(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') element.defaultChecked = element.checked
      else element.defaultValue = element.value
    } else if (element instanceof HTMLTextAreaElement) {
      element.defaultValue = element.value
    } else if (element instanceof HTMLSelectElement) {
      for (const option of Array.from(element.options)) option.defaultSelected = option.selected
    }
  }
}

export default enhanceFilterSheet
