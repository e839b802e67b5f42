import type { Registry } from '../shared/runtime/island'
import ageGate from './age-gate'
import blogList from './blog-list'
import calculator from './calculator'
import cartButton from './cart-button'
import cartSummary from './cart-summary'
import catalog from './catalog'
import checkout from './checkout'
import collapsible from './collapsible'
import compareButton from './compare-button'
import comparisonTable from './comparison-table'
import countdown from './countdown'
import coverageMap from './coverage-map'
import customerGreeting from './customer-greeting'
import exitIntent from './exit-intent'
import filterSheet from './filter-sheet'
import filters from './filters'
import gallery from './gallery'
import infoAccordion from './info-accordion'
import headerSearch from './header-search'
import formModal from './form-modal'
import messageModal from './message-modal'
import modalOpener from './modal-opener'
import orderCart from './order-cart'
import promocodeLink from './promocode-link'
import regionSelector from './region-selector'
import relatedDevices from './related-devices'
import reloadTop from './reload-top'
import scrollHint from './scroll-hint'
import shortLink from './short-link'
import tabs from './tabs'
import toggleButtons from './toggle-buttons'
import tooltip from './tooltip'
import searchResults from './search-results'
import requestForm from './request-form'
import sellNumber from './sell-number'
import siteMenu from './site-menu'
import signin from './signin'

/**
 * The one list of islands: the name used in `data-island="…"` → the island's
 * contract, whose `render`/`enhance` is the lazy import of its chunk.
 */
export const islands: Registry = {
  'age-gate': ageGate,
  'blog-list': blogList,
  calculator,
  'cart-button': cartButton,
  'cart-summary': cartSummary,
  catalog,
  checkout,
  collapsible,
  'compare-button': compareButton,
  'comparison-table': comparisonTable,
  countdown,
  'coverage-map': coverageMap,
  'customer-greeting': customerGreeting,
  'exit-intent': exitIntent,
  'filter-sheet': filterSheet,
  filters,
  gallery,
  'info-accordion': infoAccordion,
  'header-search': headerSearch,
  'form-modal': formModal,
  'message-modal': messageModal,
  'modal-opener': modalOpener,
  'order-cart': orderCart,
  'promocode-link': promocodeLink,
  'region-selector': regionSelector,
  'related-devices': relatedDevices,
  'reload-top': reloadTop,
  'scroll-hint': scrollHint,
  'short-link': shortLink,
  tabs,
  'toggle-buttons': toggleButtons,
  tooltip,
  'search-results': searchResults,
  'request-form': requestForm,
  'sell-number': sellNumber,
  'site-menu': siteMenu,
  signin,
}
