/** The mobile search dialog's modal id (browser/stores/modal.ts). */
export const SEARCH_POPUP_MODAL = 'header-search'
