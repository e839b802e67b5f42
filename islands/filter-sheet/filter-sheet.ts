import { listen } from '../../browser/dom/listen'
import type { Enhancer } from '../../shared/contract/island'
import { FILTER_SHEET_MODAL } from '../../browser/stores/filter-sheet'
import { $modal, closeModal, openDrawnModal } from '../../browser/stores/modal'
import { COUNT_KINDS, FILTER_SHEET_MESSAGES as M, type CountKind } from '../../shared/messages'
import { activeFilterCount } from '../../shared/catalog/active-filters'
import { extraParams, withExtras } from '../catalog/extra'
import { filterParams } from '../filters/serialize'
import type { FilterSheetProps } from './index'
import { sheetCount, type SheetCount } from './sheet-count'
import { placeSheet, type PlacedSheet } from './sheet-dialog'

/** The server's «Фильтры» button inside the host (templates/partials/filter-sheet.html). */
export const OPENER_SELECTOR = 'button[data-filter-sheet-open]'

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
  const parts = sheetParts(host, props)
  if (!parts) return () => {}
  const { opener, form, submit, kind } = parts
  const extras = extraParams(host)
  const sheet = placeSheet(host, form)
  const inSheet = () => form.parentNode === sheet.dialog
  const count = sheetCount({
    countUrl: props.countUrl,
    submit,
    kind,
    status: sheet.status,
    inSheet,
    choice: () => withExtras(filterParams(form), extras),
  })
  const labelOpener = () => {
    const active = activeFilterCount(filterParams(form))
    opener.textContent = M.opener(active)
    opener.setAttribute('aria-label', M.openerName(active))
  }
  // In the sheet a change is a pending choice, counted; in its place, the opener counts the filters.
  const choose = () => (inSheet() ? count.choose() : labelOpener())

  const toggle = sheetToggle({ opener, form, sheet, count, inSheet, labelOpener })
  const releaseChoice = listen(form, { input: choose, change: choose })
  return () => {
    releaseChoice()
    toggle.release()
    count.release()
    sheet.release()
  }
}

interface SheetParts {
  opener: HTMLButtonElement
  form: HTMLFormElement
  submit: HTMLButtonElement
  kind: CountKind
}

/** The opener in the host, the form with its submit and the count's kind; or null, said in a warning. */
function sheetParts(host: HTMLElement, props: FilterSheetProps): SheetParts | null {
  const opener = host.querySelector<HTMLButtonElement>(OPENER_SELECTOR)
  const form = document.getElementById(props.form)
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const kind = (COUNT_KINDS as string[]).includes(props.countKind) ? (props.countKind as CountKind) : null
  if (!opener || !(form instanceof HTMLFormElement) || !submit || !kind) {
    console.warn(
      `[islands] "filter-sheet": needs ${OPENER_SELECTOR} inside, data-form naming a form with a submit button and data-count-kind of ${COUNT_KINDS.join(', ')}`,
      host,
    )
    return null
  }
  return { opener, form, submit, kind }
}

interface SheetToggleParts {
  opener: HTMLButtonElement
  form: HTMLFormElement
  sheet: PlacedSheet
  count: SheetCount
  inSheet: () => boolean
  labelOpener: () => void
}

/**
 * Opening and closing. The opener opens the sheet through the modal store, which says whether it
 * is open (another modal opened over it dismisses it); «Закрыть», Escape and a tap on the
 * backdrop dismiss it, the form's submit applies it. Its release closes a sheet still open.
 */
function sheetToggle({ opener, form, sheet, count, inSheet, labelOpener }: SheetToggleParts): { release(): void } {
  const { dialog, close } = sheet
  const home = { parent: form.parentNode as ParentNode, next: form.nextSibling }
  /** The sheet closes because its choice is applied (not dismissed: nothing is put back). */
  let applying = false

  const open = () => {
    keepAsDefaults(form)
    applying = false
    dialog.append(form)
    count.show()
    openDrawnModal(FILTER_SHEET_MODAL, opener)
  }
  const finish = () => {
    if (dialog.open) dialog.close()
    if (!inSheet()) return
    if (!applying) form.reset()
    home.parent.insertBefore(form, home.next)
    count.reset()
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
    count.ask()
  }
  const dismiss = () => closeModal(FILTER_SHEET_MODAL)
  const apply = () => {
    if (!inSheet()) return
    applying = true
    dismiss()
  }

  const releases = [
    $modal.listen((modal) => paint(modal?.id)),
    listen(opener, { click: open }),
    listen(close, { click: dismiss }),
    // Escape closes the dialog natively; a tap on the backdrop is a tap on the dialog itself.
    listen(dialog, { close: dismiss, click: (event: MouseEvent) => event.target === dialog && dismiss() }),
    listen(form, { submit: apply }),
  ]
  return {
    release() {
      releases.forEach((release) => release())
      if (!inSheet()) return
      applying = true
      finish()
      closeModal(FILTER_SHEET_MODAL)
    },
  }
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
