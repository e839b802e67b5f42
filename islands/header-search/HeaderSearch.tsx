import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { $modal, openModal } from '../../shared/stores/modal'
import { Modal } from '../../shared/ui/Modal'
import { Combobox } from './Combobox'
import type { HeaderSearchProps } from './index'
import { SEARCH_MESSAGES as M } from './messages'

export const SEARCH_POPUP_MODAL = 'header-search'

/**
 * The desktop form (shown from md) and, below md, the «Поиск» button with the full-screen
 * dialog holding a second combobox. Both keep the fallback's classes and sizes (no shift).
 */
export default function HeaderSearch({ action }: HeaderSearchProps) {
  const popupOpen = useStore($modal)?.id === SEARCH_POPUP_MODAL
  const popup = useRef<HTMLDivElement>(null)
  // The dialog puts focus on its first control («Закрыть»); the visitor came to type.
  useEffect(() => {
    if (popupOpen) popup.current?.querySelector('input')?.focus()
  }, [popupOpen])

  return (
    <>
      <Combobox action={action} className="header-search__form--desktop" />
      <button type="button" className="btn header-search__open" onClick={(event) => openModal(SEARCH_POPUP_MODAL, event.currentTarget)}>
        {M.open}
      </button>
      <Modal id={SEARCH_POPUP_MODAL} title={M.label} className="modal--fullscreen header-search__dialog">
        <div ref={popup}>
          <Combobox action={action} className="header-search__form--popup" />
        </div>
      </Modal>
    </>
  )
}
