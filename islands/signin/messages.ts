import { COMMON_MESSAGES } from '../../shared/messages'

/** Texts of the sign-in form (spec §2, §4, §8); {time} is shared/format's formatDuration. */
export const SIGNIN_MESSAGES = Object.freeze({
  phoneLabel: 'Номер телефона',
  phonePlaceholder: '+7 (___) ___-__-__',
  getCode: 'Получить код',
  codeTitle: 'Введите код из SMS',
  sentTo: (phone: string) => `Мы отправили код на номер ${phone}.`,
  change: 'Изменить',
  changeLabel: 'Изменить номер телефона',
  codeLabel: 'Код из SMS',
  submit: 'Войти',
  sending: 'Отправка',
  resend: 'Отправить код повторно',
  resendIn: (time: string) => `Отправить повторно через ${time}`,
  limitTitle: 'Код был отправлен ранее',
  limitText: (time: string) => `На ваш номер уже была отправлена СМС. Отправить код повторно можно будет через ${time}.`,
  tooMany: (time: string) => `Слишком много попыток. Попробуйте еще раз через ${time}`,
  errorTitle: 'Ошибка',
  failed: COMMON_MESSAGES.failedTryLater,
} as const)
