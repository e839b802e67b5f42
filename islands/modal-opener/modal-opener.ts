import { listen } from '../../shared/dom/listen'
import type { Enhancer } from '../../shared/runtime/island'
import { openModal } from '../../shared/stores/modal'
import type { ModalOpenerProps } from './index'

/**
 * Opens modal `modal` on click. A link host becomes a button for assistive technology (it
 * no longer navigates) and answers Space as buttons do; Enter already clicks a link.
 */
const enhanceModalOpener: Enhancer<ModalOpenerProps> = (host, { modal }) => {
  const isLink = host instanceof HTMLAnchorElement
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    openModal(modal, host)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return
    event.preventDefault()
    openModal(modal, host)
  }
  host.setAttribute('aria-haspopup', 'dialog')
  if (isLink) host.setAttribute('role', 'button')
  const unlisten = listen(host, { click: onClick, keydown: isLink ? onKeyDown : undefined })
  return () => {
    unlisten()
    host.removeAttribute('aria-haspopup')
    if (isLink) host.removeAttribute('role')
  }
}

export default enhanceModalOpener
