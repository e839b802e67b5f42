import { FORM_MESSAGES } from '../../shared/forms/messages'
import { COMMON_MESSAGES } from '../../shared/messages'

/** The checkout form's own Russian texts; validation messages live in shared/validation. */
export const CHECKOUT_MESSAGES = {
  extraPhone: FORM_MESSAGES.extraPhone,
  deliveryCost: (price: string) => `Доставка: ${price}`,
  deliveryPrice: (price: string) => `— ${price}`,
  free: 'бесплатно',
  failed: COMMON_MESSAGES.failedTryLater,
  placed: 'Заказ оформлен. Менеджер позвонит вам, чтобы подтвердить заказ.',
  calendar: 'Календарь',
  prevMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  closeCalendar: 'Закрыть календарь',
} as const

/** Monday first, as Russian calendars are printed. */
export const WEEKDAYS = [
  { short: 'Пн', full: 'понедельник' },
  { short: 'Вт', full: 'вторник' },
  { short: 'Ср', full: 'среда' },
  { short: 'Чт', full: 'четверг' },
  { short: 'Пт', full: 'пятница' },
  { short: 'Сб', full: 'суббота' },
  { short: 'Вс', full: 'воскресенье' },
] as const
