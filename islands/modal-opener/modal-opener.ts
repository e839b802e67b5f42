import { listen } from '../../browser/dom/listen'
import type { Enhancer } from '../../shared/contract/island'
import { $modal, openModal } from '../../browser/stores/modal'
import type { ModalOpenerProps } from './index'

/**
 * Opens modal `modal` on click. A link host becomes a button for assistive technology (it
 * no longer navigates) and answers Space as buttons do; Enter already clicks a link.
 */
const enhanceModalOpener: Enhancer<ModalOpenerProps> = (host, { modal }) => {
  const isLink = host instanceof HTMLAnchorElement
  let settle = () => {}
  /**
   * The dialog's island may still be on its way (it waits for this press: runtime wakeOn), so the
   * opener shows that it was heard (aria-busy, drawn by the stylesheet) until the dialog takes the
   * focus, or the modal closes or another replaces it.
   */
  const open = () => {
    settle()
    host.setAttribute('aria-busy', 'true')
    const stopWatching = [listen(host, { focusout: () => settle() }), $modal.listen((open) => open?.id !== modal && settle())]
    settle = () => {
      settle = () => {}
      stopWatching.forEach((stop) => stop())
      host.removeAttribute('aria-busy')
    }
    openModal(modal, host)
  }
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    open()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return
    event.preventDefault()
    open()
  }
  host.setAttribute('aria-haspopup', 'dialog')
  if (isLink) host.setAttribute('role', 'button')
  const unlisten = listen(host, { click: onClick, keydown: isLink ? onKeyDown : undefined })
  return () => {
    settle()
    unlisten()
    host.removeAttribute('aria-haspopup')
    if (isLink) host.removeAttribute('role')
  }
}

export default enhanceModalOpener
