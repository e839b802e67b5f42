/**
 * Cards of every entity a list shows, drawn from the JSON API in the same markup as the server's
 * card partials (templates-fixtures/partials), so a list whose first page came from the server
 * and whose next pages came from JSON reads as one list. tests/ui/card-parity.test.tsx holds
 * each component and its partial together.
 */
export { NumberCard, type NumberCardProps } from './NumberCard'
export { NumberSetCard, type NumberSetCardProps } from './NumberSetCard'
export { TariffCard } from './TariffCard'
export { DeviceCard, type DeviceCardProps } from './DeviceCard'
export { PostCard, type Post } from './PostCard'
export { ReviewCard } from './ReviewCard'
export { SearchResultCard, type SearchResultCardProps } from './SearchResultCard'
export { searchResultOf, SEARCH_CRUMBS, type SearchResult, type SearchResultKind, type SearchResultKinds } from './search-result'
export { CardCart, type CardCartProps } from './CardCart'
export { CardTags } from './CardTags'
export { catalogItems, CATALOG_CARD_KINDS, type CardContext } from './catalog-cards'
export { drawPageBlock, renderCardBlock } from './render-block'
export { pageBlocks, type PageBlocks } from './page-blocks'
export { CARD_MESSAGES } from './messages'
