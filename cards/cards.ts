/**
 * Cards of every entity a list shows, drawn from the JSON API in the same markup as the server's
 * card partials (templates/partials), so a list whose first page came from the server
 * and whose next pages came from JSON reads as one list. tests/ui/card-parity.test.tsx holds
 * each component and its partial together.
 */
export { NumberCard } from './NumberCard'
export { NumberSetCard } from './NumberSetCard'
export { TariffCard } from './TariffCard'
export { DeviceCard } from './DeviceCard'
export { PostCard } from './PostCard'
export { ReviewCard } from './ReviewCard'
export { SearchResultCard } from './SearchResultCard'
export { searchResultOf, type SearchResultKind } from '../shared/api/search-result'
export { catalogItems } from './catalog-cards'
export { drawPageBlock } from './render-block'
