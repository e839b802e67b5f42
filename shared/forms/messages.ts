import { COMMON_MESSAGES } from '../messages'

/**
 * The request forms' own Russian texts (spec §5, §8), spelled once for the browser and the
 * reference server's no-JavaScript answers; field messages live in shared/validation.
 */
export const FORM_MESSAGES = Object.freeze({
  /** Title and text of the success modal after any request form. */
  sentTitle: 'Заявка отправлена',
  thanks: 'Спасибо! Мы получили вашу заявку.',
  /** Spec §8, sell number: the lead-in of the non-field error list. */
  fixErrors: 'Пожалуйста, исправьте ошибки, чтобы мы приняли ваш запрос:',
  /** A body over the server's limit (a 2 MB comment): nothing was stored, the text stays. */
  tooLarge: 'Сообщение слишком длинное. Сократите текст и отправьте ещё раз.',
  /** Network failure, 5xx, a refused CSRF token: the visitor's input stays in the form. */
  failed: COMMON_MESSAGES.failedTryLater,
  /** The order form's phone fields: the first, and each one added (spec §4). */
  phone: 'Телефон',
  extraPhone: (n: number) => `Дополнительный телефон ${n}`,
  /** Before the corrected address the e-mail suggestion offers. */
  didYouMean: 'Возможно, вы имели в виду ',
} as const)
