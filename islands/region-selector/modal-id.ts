/** The region dialog's modal id (shared/stores/modal.ts). */
export const REGION_MODAL = 'region-selector'
