import { openModal } from '../../browser/stores/modal'
import { lazyPart, OnFirstOpen } from '../../browser/ui/on-first-open'
import { Combobox } from './Combobox'
import type { HeaderSearchProps } from './index'
import { SEARCH_MESSAGES as M } from './messages'
import { SEARCH_POPUP_MODAL } from './modal-id'

const LazySearchDialog = lazyPart('header-search/SearchDialog', () => import('./SearchDialog'))

/**
 * The desktop form (shown from md) and, below md, the «Поиск» button with the full-screen
 * dialog holding a second combobox (its code comes when first opened). Both keep the fallback's
 * classes and sizes (no shift).
 */
export default function HeaderSearch({ action }: HeaderSearchProps) {
  return (
    <>
      <Combobox action={action} className="header-search__form--desktop" />
      <button type="button" className="btn header-search__open" onClick={(event) => openModal(SEARCH_POPUP_MODAL, event.currentTarget)}>
        <span className="header-search__word">{M.open}</span>
      </button>
      <OnFirstOpen id={SEARCH_POPUP_MODAL}>
        <LazySearchDialog action={action} />
      </OnFirstOpen>
    </>
  )
}
