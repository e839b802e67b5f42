export { GROUP_SEPARATOR, formatMoney, formatPrice, groupDigits, type PriceOptions } from './price'
export { plural, pluralize, type PluralForms } from './plural'
export { HOURS, MINUTES, SECONDS, formatDuration, secondsUntil } from './duration'
export { formatCountdown, secondsToNextMidnight } from './countdown'
