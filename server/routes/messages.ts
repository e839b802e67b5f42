import { SECTION_TITLES } from '../../shared/api/messages'

/** The site's own Russian words on every page (spec §2): its name, its sections, the coverage map's picture. */
export const SITE_MESSAGES = Object.freeze({
  siteName: 'Номера и тарифы',
  numbers: SECTION_TITLES.numbers,
  starNumbers: 'Красивые номера',
  tariffs: SECTION_TITLES.tariffs,
  devices: SECTION_TITLES.devices,
  news: SECTION_TITLES.news,
  articles: SECTION_TITLES.articles,
  stocks: 'Акции',
  reviews: 'Отзывы',
  comparison: 'Сравнение тарифов',
  calculator: 'Калькулятор тарифов',
  coverage: 'Карта покрытия',
  contacts: 'Контакты',
  /**
   * What a search with no result suggests trying (partials/search-tips.html): a number's digits, a
   * tariff's word, a maker and an operator, each of which finds something in the demo store.
   */
  searchExamples: Object.freeze(['900', 'Безлимит', 'Samsung', 'МТС'] as const),
  /** The provider pill of every provider. */
  allProviders: 'Все',
  authorArticles: (author: string) => `Статьи автора: ${author}`,
  /** The coverage map's first view as a picture: its region and the layers shown. */
  coverageAlt: (layers: readonly string[]) => `Карта покрытия: Москва и область, ${layers.join(', ')}`,
})

/**
 * The seller, its legal details and its one set of contacts (the site-config block's `seller`):
 * the demo's, made up (an ИНН and an ОГРН with valid check digits). Every page that shows a phone,
 * an e-mail or the seller reads them from there.
 */
export const SELLER = Object.freeze({
  name: 'ООО «Номера и тарифы»',
  inn: '7701234560',
  ogrn: '1157746123457',
  address: '125009, г. Москва, ул. Тверская, д. 1, офис 101',
  phone: '8 800 555-35-35',
  phone_href: 'tel:+78005553535',
  email: 'shop@nomera-tarify.ru',
  hours: 'Ежедневно с 9:00 до 21:00 по Москве',
})

/** The tools' API errors (spec §7), as the Django site words them: the comparison and the short links. */
export const TOOL_MESSAGES = Object.freeze({
  tariffNotFound: 'Тариф не найден.',
  alreadyCompared: 'Тариф уже в сравнении.',
  notCompared: 'Тарифа нет в сравнении.',
  foreignAddress: 'Укажите адрес страницы этого сайта.',
})
