import { COMMON_MESSAGES } from '../../shared/messages'

/** The Russian texts of the short-link generator (spec §2, §8), in one place. */
export const SHORT_LINK_MESSAGES = {
  create: 'Получить короткую ссылку',
  creating: 'Создаём короткую ссылку',
  label: 'Короткая ссылка',
  copy: 'Копировать',
  copied: 'Ссылка скопирована',
  /** Neither the Clipboard API nor execCommand worked (an old or locked-down browser). */
  copyFailed: 'Не удалось скопировать. Выделите ссылку и скопируйте её вручную.',
  failed: COMMON_MESSAGES.failedTryLater,
} as const
