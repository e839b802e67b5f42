/** The comparison table's Russian words (spec §4): its rows' labels and the values it spells out. */
export const COMPARISON_LABELS = Object.freeze({
  provider: 'Оператор',
  monthFee: 'Абонентская плата, ₽/мес',
  activation: 'Подключение, ₽',
  region: 'Регион',
  allRussia: 'Вся Россия',
  minutes: 'Минуты',
  sms: 'SMS',
  internet: 'Интернет',
  unlimitedApps: 'Безлимитные приложения',
  available: 'Доступен для подключения',
  yes: 'да',
  archived: 'нет (в архиве)',
} as const)
