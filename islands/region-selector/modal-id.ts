/** The region dialog's modal id (browser/stores/modal.ts). */
export const REGION_MODAL = 'region-selector'
