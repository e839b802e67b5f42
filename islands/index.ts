import type { Registry } from '../shared/runtime/island'
import blogList from './blog-list'
import cartButton from './cart-button'
import cartDropdown from './cart-dropdown'
import cartSummary from './cart-summary'
import catalog from './catalog'
import checkout from './checkout'
import collapsible from './collapsible'
import countdown from './countdown'
import customerGreeting from './customer-greeting'
import filters from './filters'
import headerSearch from './header-search'
import orderCart from './order-cart'
import promocodeLink from './promocode-link'
import regionSelector from './region-selector'
import relatedDevices from './related-devices'
import searchResults from './search-results'
import shortLink from './short-link'
import siteMenu from './site-menu'
import signin from './signin'

/**
 * The one list of islands: the name used in `data-island="…"` → the island's
 * contract, whose `render`/`enhance` is the lazy import of its chunk.
 */
export const islands: Registry = {
  'blog-list': blogList,
  'cart-button': cartButton,
  'cart-dropdown': cartDropdown,
  'cart-summary': cartSummary,
  catalog,
  checkout,
  collapsible,
  countdown,
  'customer-greeting': customerGreeting,
  filters,
  'header-search': headerSearch,
  'order-cart': orderCart,
  'promocode-link': promocodeLink,
  'region-selector': regionSelector,
  'related-devices': relatedDevices,
  'search-results': searchResults,
  'short-link': shortLink,
  'site-menu': siteMenu,
  signin,
}
