import { listen } from '../../browser/dom/listen'
import type { Enhancer } from '../../shared/contract/island'
import { $modal, closeModal, openDrawnModal } from '../../browser/stores/modal'
import type { AgeGateProps } from './index'

/** The server's two dialogs inside the host, and the question's answers (templates/partials/age-gate.html). */
const ASK_SELECTOR = 'dialog[data-age-ask]'
const DENIED_SELECTOR = 'dialog[data-age-denied]'
const CONFIRM_SELECTOR = 'button[data-age-confirm]'
const DENY_SELECTOR = 'button[data-age-deny]'
/** What a dialog's answer may be: its buttons, the denied one's link away. */
const ANSWER_SELECTOR = 'button, a[href]'

/** Their ids in the modal store, which keeps every other modal (the exit-intent one) from opening over them. */
const AGE_MODAL = 'age'
const AGE_DENIED_MODAL = 'age-denied'
const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Asks at once and keeps asking: the question is open from the start, Escape is refused, and a
 * dialog the browser closes anyway (a repeated Escape) or another modal opened over it gives way to
 * it again. «Нет» swaps to the denied dialog, which only leads away; «Да» sets the cookie for a
 * year and takes both dialogs out of the page. No React: the server drew both dialogs, with every
 * word they say.
 */
const enhanceAgeGate: Enhancer<AgeGateProps> = (host, { cookie }) => {
  const ask = host.querySelector<HTMLDialogElement>(ASK_SELECTOR)
  const denied = host.querySelector<HTMLDialogElement>(DENIED_SELECTOR)
  const confirm = ask?.querySelector<HTMLButtonElement>(CONFIRM_SELECTOR)
  const deny = ask?.querySelector<HTMLButtonElement>(DENY_SELECTOR)
  if (!ask || !denied || !confirm || !deny) {
    console.warn(
      `[islands] "age-gate": needs ${ASK_SELECTOR} holding ${CONFIRM_SELECTOR} and ${DENY_SELECTOR}, and ${DENIED_SELECTOR}, inside; the page is not gated`,
      host,
    )
    return () => {}
  }
  const dialogs = new Map([
    [AGE_MODAL, ask],
    [AGE_DENIED_MODAL, denied],
  ])
  /** The dialog the visitor has to face: the question, after «Нет» the denied one, after «Да» none. */
  let due: string | null = AGE_MODAL

  // Shows the dialog the store holds; anything else there (another modal, or none once the browser
  // closed ours) gives way to the due one, in a microtask: not inside the store's own update.
  const paint = (open: string | undefined) => {
    dialogs.forEach((dialog, id) => id !== open && dialog.open && dialog.close())
    const shown = open === undefined ? undefined : dialogs.get(open)
    if (shown) show(shown)
    else queueMicrotask(() => due && $modal.get()?.id !== due && openDrawnModal(due, null))
  }
  const nativeClose = (id: string) => () => $modal.get()?.id === id && closeModal(id)
  const refuse = (event: Event) => event.preventDefault()

  const onConfirm = () => {
    document.cookie = `${encodeURIComponent(cookie)}=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
    due = null
    closeModal(AGE_MODAL)
    stop()
    ask.remove()
    denied.remove()
    // The browser gives the focus back to what had it before the question; at load that is nothing.
    if (document.activeElement === null || document.activeElement === document.body) focusHeading(host)
  }
  const onDeny = () => {
    due = AGE_DENIED_MODAL
    openDrawnModal(AGE_DENIED_MODAL, null)
  }

  const releases = [
    $modal.listen((open) => paint(open?.id)),
    listen(ask, { close: nativeClose(AGE_MODAL), cancel: refuse }),
    listen(denied, { close: nativeClose(AGE_DENIED_MODAL), cancel: refuse }),
    listen(confirm, { click: onConfirm }),
    listen(deny, { click: onDeny }),
  ]
  let stop = () => {
    stop = () => {}
    due = null
    releases.forEach((release) => release())
  }
  openDrawnModal(AGE_MODAL, null)

  return () => {
    const open = $modal.get()?.id
    stop()
    // Gone while asking (the host left the page): the page must not stay inert.
    dialogs.forEach((dialog) => dialog.open && dialog.close())
    if (open !== undefined && dialogs.has(open)) closeModal(open)
  }
}

/**
 * Opens `dialog` as a modal: the page behind is inert, Tab stays inside. The focus goes to its
 * first answer, as showModal() does in today's browsers; older engines (and happy-dom) leave it
 * behind the backdrop.
 */
function show(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal()
  if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(ANSWER_SELECTOR)?.focus()
}

/**
 * After «Да» the focus goes where a visitor arriving at the page starts reading: its heading (made
 * focusable by script only, out of the Tab order).
 */
function focusHeading(host: HTMLElement): void {
  const heading = (host.closest('main') ?? document).querySelector<HTMLElement>('h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus()
}

export default enhanceAgeGate
