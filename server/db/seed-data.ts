/**
 * Fixed demo catalogue in Russian: reference rows every store database starts with.
 * Prices are in rubles here (readable) and converted to kopecks on insert.
 */

export const CURRENCIES = [{ id: 1, name: 'RUB', site_symbol: '₽' }]

export const PROVIDERS = [
  { id: 1, slug: 'mts', name: 'mts', display_name: 'МТС', official_name: 'ПАО «МТС»', color: '#e30611', codes: ['915', '916', '985'] },
  {
    id: 2,
    slug: 'beeline',
    name: 'beeline',
    display_name: 'Билайн',
    official_name: 'ПАО «ВымпелКом»',
    color: '#ffc800',
    codes: ['903', '905', '909'],
  },
  {
    id: 3,
    slug: 'megafon',
    name: 'megafon',
    display_name: 'МегаФон',
    official_name: 'ПАО «МегаФон»',
    color: '#00b956',
    codes: ['925', '926', '929'],
  },
  { id: 4, slug: 'tele2', name: 'tele2', display_name: 'Tele2', official_name: 'ООО «Т2 Мобайл»', color: '#1f2229', codes: ['977', '958', '999'] },
] as const

export const SUBDOMAINS = [
  { id: 1, slug: 'msk', display_name: 'Москва' },
  { id: 2, slug: 'spb', display_name: 'Санкт-Петербург' },
  { id: 3, slug: 'ekb', display_name: 'Екатеринбург' },
  { id: 4, slug: 'nsk', display_name: 'Новосибирск' },
  { id: 5, slug: 'kzn', display_name: 'Казань' },
]

export const TAGS = [
  { id: 1, name: 'Хит', color: '#e30611' },
  { id: 2, name: 'Скидка', color: '#00b956' },
  { id: 3, name: 'Новинка', color: '#0d6efd' },
]

/** The demo's promotion (the home page announces it): gold numbers this share off their price. */
export const GOLD_DISCOUNT = 0.2

/** Number categories with their price in rubles; star numbers are everything but regular. */
export const NUMBER_CATEGORIES = [
  { category: 'regular', price: 0, rent: 0 },
  { category: 'bronze', price: 3000, rent: 300 },
  { category: 'silver', price: 10000, rent: 700 },
  { category: 'gold', price: 50000, rent: 2500 },
  { category: 'platinum', price: 200000, rent: 9000 },
] as const

/** Included option codes (spec §9): 1 messengers, 2 social networks, 3 video, others apps. */
export const TARIFFS = [
  { name: 'Безлимит Плюс', slug: 'mts-bezlimit-plus', provider: 1, fee: 750, minutes: 1000, sms: 500, gb: null, options: ['1', '2', '3'], tag: 1 },
  { name: 'Мой разговор', slug: 'mts-moi-razgovor', provider: 1, fee: 450, minutes: 600, sms: 100, gb: 15, options: ['1'], tag: null },
  { name: 'Близкие люди', slug: 'beeline-blizkie-lyudi', provider: 2, fee: 650, minutes: 800, sms: 300, gb: 40, options: ['1', '2'], tag: 3 },
  { name: 'Всё просто', slug: 'beeline-vse-prosto', provider: 2, fee: 300, minutes: 300, sms: 50, gb: 10, options: [], tag: null },
  {
    name: 'Без переплат. Максимум',
    slug: 'megafon-maksimum',
    provider: 3,
    fee: 900,
    minutes: 2000,
    sms: 1000,
    gb: null,
    options: ['1', '2', '3', '4'],
    tag: 1,
  },
  { name: 'Без переплат. Минимум', slug: 'megafon-minimum', provider: 3, fee: 350, minutes: 400, sms: 100, gb: 8, options: ['1'], tag: 2 },
  { name: 'Мой онлайн', slug: 'tele2-moi-onlain', provider: 4, fee: 500, minutes: 500, sms: 0, gb: 35, options: ['1', '2', '3'], tag: 1 },
  { name: 'Классический', slug: 'tele2-klassicheskii', provider: 4, fee: 200, minutes: 200, sms: 0, gb: 5, options: [], tag: null },
  { name: 'Для планшета', slug: 'mts-dlya-plansheta', provider: 1, fee: 400, minutes: 0, sms: 0, gb: 50, options: [], tag: null },
  { name: 'Деловой', slug: 'megafon-delovoi', provider: 3, fee: 1200, minutes: 3000, sms: 1000, gb: 60, options: ['1', '2'], tag: 3 },
] as const

export const DEVICES = [
  {
    name: 'Смартфон Xiaomi Redmi Note 13',
    slug: 'xiaomi-redmi-note-13',
    manufacturer: 'Xiaomi',
    type: 'Смартфон',
    price: 21990,
    current: 18990,
    info: '6,67″ AMOLED, 8/256 ГБ, 5000 мА·ч',
    tag: 2,
  },
  {
    name: 'Смартфон Samsung Galaxy A55',
    slug: 'samsung-galaxy-a55',
    manufacturer: 'Samsung',
    type: 'Смартфон',
    price: 39990,
    current: 39990,
    info: '6,6″ Super AMOLED, 8/256 ГБ, NFC',
    tag: 3,
  },
  {
    name: '4G-модем Huawei E3372',
    slug: 'huawei-e3372',
    manufacturer: 'Huawei',
    type: 'Модем',
    price: 3490,
    current: 2990,
    info: 'USB, LTE Cat.4, до 150 Мбит/с',
    tag: 1,
  },
  {
    name: 'Wi-Fi роутер ZTE MF79U',
    slug: 'zte-mf79u',
    manufacturer: 'ZTE',
    type: 'Роутер',
    price: 4990,
    current: 4990,
    info: 'Мобильный роутер 4G, до 10 устройств',
    tag: null,
  },
  {
    name: 'Планшет Lenovo Tab M10',
    slug: 'lenovo-tab-m10',
    manufacturer: 'Lenovo',
    type: 'Планшет',
    price: 17990,
    current: 15490,
    info: '10,1″ IPS, 4/64 ГБ, LTE',
    tag: 2,
  },
] as const
