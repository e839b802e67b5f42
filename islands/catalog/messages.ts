import { CATALOG_MESSAGES, COMMON_MESSAGES as COMMON } from '../../shared/ui/messages'

/** The catalogue's Russian texts (spec §4, §8), spelled once. */
export const catalogMessages = Object.freeze({
  badFilters: CATALOG_MESSAGES.badFilters,
  failed: CATALOG_MESSAGES.failed,
  nothing: CATALOG_MESSAGES.nothing,
  more: COMMON.more,
  loading: COMMON.loading,
} as const)
