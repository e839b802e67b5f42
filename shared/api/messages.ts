import type { SearchResultKind } from './search-result'

/** What a failed call says when the server gave no message of its own (ApiError's text). */
export const API_MESSAGES = Object.freeze({
  offline: 'Сеть недоступна',
  notJson: 'Ответ сервера не JSON',
} as const)

/**
 * The site's sections by what they hold (spec §2): the headings of the search groups, the
 * breadcrumbs of search results, and a product's category when its entity names none.
 */
export const SECTION_TITLES: Readonly<Record<SearchResultKind, string>> = Object.freeze({
  tariffs: 'Тарифы',
  numbers: 'Номера',
  devices: 'Устройства',
  numbers_catalogs: 'Каталоги номеров',
  tariffs_catalogs: 'Каталоги тарифов',
  devices_catalogs: 'Каталоги устройств',
  news: 'Новости',
  articles: 'Статьи',
  flatpages: 'Страницы',
})
