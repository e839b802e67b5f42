import { COMMON_MESSAGES } from '../../shared/messages'

/**
 * The blog lists' Russian texts (spec §4, §8), spelled once; the button's are in
 * browser/ui/load-more.ts, the cards' in cards/messages.ts.
 */
export const BLOG_LIST_MESSAGES = Object.freeze({
  /** Spec §8: «Lists show 'Ничего не найдено'». */
  nothing: COMMON_MESSAGES.listEmpty,
  /**
   * Spec §8's general failure. The catalogue's «…исправить критерии поиска» does not fit
   * here: the provider pills cannot be wrong, so trying again later is the advice.
   */
  failed: COMMON_MESSAGES.failedTryLater,
} as const)
