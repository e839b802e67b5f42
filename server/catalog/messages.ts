/**
 * The catalogue pages' Russian words (spec §2, §4): category and catalogue names, the orderings'
 * labels, the listings' titles and the device landings' words. Read by view-options.ts,
 * serialize.ts and the catalogue routes.
 */
export const CATALOG_LABELS = Object.freeze({
  /** The number categories, as the star-number cards and the category tabs show them. */
  categories: Object.freeze<Record<string, string>>({
    regular: 'Обычный',
    bronze: 'Бронзовый',
    silver: 'Серебряный',
    gold: 'Золотой',
    platinum: 'Платиновый',
  }),
  /** A category's own listing and its section of the numbers index. */
  categoryListings: Object.freeze<Record<string, string>>({
    regular: 'Обычные номера',
    bronze: 'Бронзовые номера',
    silver: 'Серебряные номера',
    gold: 'Золотые номера',
    platinum: 'Платиновые номера',
  }),
  numberSets: 'Наборы номеров',
  superPairs: 'Супер-пары',
  /** The tab of every category. */
  all: 'Все',
  chooseStarCategory: 'Выберите категорию красивого номера.',
  /** An entity's catalogue (`main_catalog_title`) and a provider's listing. */
  numbersOf: (provider: string) => `Номера ${provider}`,
  starNumbersOf: (provider: string) => `Красивые номера ${provider}`,
  tariffsOf: (provider: string) => `Тарифы ${provider}`,
  orderings: Object.freeze({
    default: 'По умолчанию',
    cheaperFirst: 'Сначала дешевле',
    dearerFirst: 'Сначала дороже',
    byNumber: 'По номеру',
    byName: 'По названию',
    byDiscount: 'По размеру скидки',
  }),
  /** The device landings' titles and introductions, by their address slug. */
  deviceLandings: Object.freeze({
    smartfony: {
      title: 'Смартфоны',
      intro: 'Смартфоны с NFC и большим аккумулятором. К смартфону подберём тариф с интернетом и красивый номер, SIM-карту привезёт курьер.',
    },
    planshety: { title: 'Планшеты', intro: 'Планшеты с LTE: интернет везде, где есть сеть. Подключите тариф для планшета вместе с покупкой.' },
    modemy: { title: '4G-модемы', intro: 'USB-модемы для ноутбука и дачи: вставил SIM-карту — и интернет работает.' },
    routery: { title: 'Мобильные роутеры', intro: 'Роутеры 4G/Wi-Fi раздают мобильный интернет на несколько устройств сразу.' },
    'umnye-chasy': { title: 'Умные часы', intro: 'Часы с eSIM и GPS: звонки, уведомления и пульсометр без смартфона.' },
  }),
})

/** The device types by the names the data gives them (devices.device_type, server/db/seed-data.ts). */
export const DEVICE_TYPES = Object.freeze({
  smartphone: 'Смартфон',
  tablet: 'Планшет',
  modem: 'Модем',
  router: 'Роутер',
  watch: 'Умные часы',
} as const)
