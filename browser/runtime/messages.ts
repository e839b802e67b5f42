/** The runtime's own words: the notice of a page open across a deploy (stale-build.ts). */
export const RUNTIME_MESSAGES = Object.freeze({
  updateNotice: 'Сайт обновился — обновите страницу',
  updateButton: 'Обновить страницу',
} as const)
