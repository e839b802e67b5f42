import { CATALOG_MESSAGES } from '../../shared/ui/messages'

/** The catalogue's Russian texts (spec §4, §8), spelled once; the button's are in shared/ui/load-more.ts. */
export const catalogMessages = Object.freeze({
  badFilters: CATALOG_MESSAGES.badFilters,
  failed: CATALOG_MESSAGES.failed,
  nothing: CATALOG_MESSAGES.nothing,
} as const)
