/** The modal forms' Russian labels and titles; validation messages live in shared/validation. */
export const FORM_MODAL_MESSAGES = {
  titles: {
    callback: 'Заказать обратный звонок',
    'number-selection': 'Подбор номера',
    'tariff-selection': 'Подбор тарифа',
    subscribe: 'Подпишитесь на скидки',
    'stock-request-number': 'Заявка на похожий номер',
    'stock-request-tariff': 'Заявка на похожий тариф',
  },
  intro: {
    callback: 'Оставьте номер — перезвоним в рабочее время.',
    'number-selection': 'Опишите номер мечты — подберём и пришлём варианты.',
    'tariff-selection': 'Расскажите, сколько вы говорите и сидите в интернете, — подберём тариф.',
    subscribe: 'Пришлём подборку красивых номеров и акций. Не чаще раза в неделю.',
    'stock-request-number':
      'Номер уже продан. Оставьте контакты и номер, который ищете, — сообщим, когда появится похожий. Скрытые цифры пишите буквой X.',
    'stock-request-tariff': 'Оставьте контакты — менеджер подберёт похожий тариф и перезвонит.',
  },
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  contactPerson: 'Контактное лицо',
  desiredNumber: 'Желаемый номер или маска',
  minutes: 'Минут в месяц',
  sms: 'SMS в месяц',
  megabytes: 'Интернет, МБ в месяц',
  comment: 'Комментарий',
  consent: 'Я согласен на обработку персональных данных и принимаю',
  terms: 'условия использования',
  send: 'Отправить',
  subscribe: 'Подписаться',
} as const
