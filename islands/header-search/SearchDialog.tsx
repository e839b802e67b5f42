import { useStore } from '@nanostores/react'
import { useLayoutEffect, useRef } from 'react'
import { $modal } from '../../browser/stores/modal'
import { Modal } from '../../browser/ui/Modal'
import { Combobox } from './Combobox'
import type { HeaderSearchProps } from './index'
import { SEARCH_MESSAGES as M } from './messages'
import { SEARCH_POPUP_MODAL } from './modal-id'

/** Below md: the full-screen dialog with a second combobox, drawn when first opened. */
export default function SearchDialog({ action }: HeaderSearchProps) {
  const open = useStore($modal)?.id === SEARCH_POPUP_MODAL
  const popup = useRef<HTMLDivElement>(null)
  // The dialog puts focus on its first control («Закрыть»); the visitor came to type. A layout
  // effect runs after the Modal's (a child's come first), in the commit that opens it.
  useLayoutEffect(() => {
    if (open) popup.current?.querySelector('input')?.focus()
  }, [open])

  return (
    <Modal id={SEARCH_POPUP_MODAL} title={M.label} className="modal--fullscreen header-search__dialog">
      <div ref={popup}>
        <Combobox action={action} className="header-search__form--popup" />
      </div>
    </Modal>
  )
}
