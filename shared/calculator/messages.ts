import { pluralize, type PluralForms } from '../format/plural'
import { COMMON_MESSAGES } from '../messages'

const TARIFFS: PluralForms = { one: 'тариф', few: 'тарифа', many: 'тарифов' }
const PROVIDERS: PluralForms = { one: 'оператора', few: 'операторов', many: 'операторов', other: 'оператора' }

/** The Russian texts of the tariff calculator (spec §2, §4, §8). */
export const CALCULATOR_MESSAGES = {
  tabs: 'Калькулятор тарифов',
  formTab: 'Параметры',
  resultsTab: 'Результаты',
  calls: 'Звонки',
  minutesPerDay: 'Минут разговора в день',
  callsDirection: 'Кому вы звоните',
  same: 'Своего оператора',
  other: 'Других операторов',
  international: 'За границу',
  percent: (n: number) => `${n}%`,
  smsPerDay: 'SMS в день',
  gb: 'Интернет, ГБ в месяц',
  gbUnlim: 'Безлимитный интернет (∞)',
  providers: 'Операторы',
  numberType: 'Тип номера',
  numberTypes: { '': 'Любой', federal: 'Федеральный', city: 'Городской' },
  includeOptions: 'Только с безлимитными приложениями',
  ordering: 'Сортировка',
  orderings: { price: 'Сначала дешёвые', '-price': 'Сначала дорогие', name: 'По названию' },
  submit: 'Показать тарифы',
  back: 'Изменить параметры',
  resultsTitle: 'Подходящие тарифы',
  more: COMMON_MESSAGES.more,
  loading: COMMON_MESSAGES.loading,
  nothing: COMMON_MESSAGES.listEmpty,
  failed: COMMON_MESSAGES.failedTryLater,
  /** Spec §4: the count line, with Russian plurals. */
  count: (tariffs: number, providers: number) => `Найдено ${pluralize(tariffs, TARIFFS)} у ${pluralize(providers, PROVIDERS)}`,
  /** Spec §9: unlimited-app options. */
  options: 'Безлимитные',
} as const
