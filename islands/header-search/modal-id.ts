/** The mobile search dialog's modal id (shared/stores/modal.ts). */
export const SEARCH_POPUP_MODAL = 'header-search'
