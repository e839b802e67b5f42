/** The sign-in's Russian words (spec §5, §8): its field errors as the Django site words them, and the SMS. */
export const AUTH_MESSAGES = Object.freeze({
  wrongCode: 'Неверный код.',
  deadCode: 'Слишком много неверных попыток. Запросите новый код.',
  rateLimited: 'На ваш номер уже была отправлена СМС. Повторно отправить код можно позже.',
  smsText: (code: string) => `Код для входа: ${code}`,
} as const)
