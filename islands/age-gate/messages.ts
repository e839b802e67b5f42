/** The age check's Russian texts. */
export const AGE_GATE_MESSAGES = {
  title: 'Вам исполнилось 18 лет?',
  text: 'В этом разделе есть товары, которые продаются только совершеннолетним.',
  confirm: 'Да, мне есть 18',
  deny: 'Нет',
  deniedTitle: 'Раздел недоступен',
  deniedText: 'Этот раздел открыт только для посетителей старше 18 лет.',
  home: 'На главную',
} as const
