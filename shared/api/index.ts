export type * from './types'
export { api, request, type RequestOptions } from './client'
export { ApiError, isAbortError, parseErrorBody, toFieldErrors } from './errors'
export { getCsrfToken, CSRF_COOKIE, CSRF_HEADER } from './csrf'
export { query, withQuery, type QueryParams, type QueryValue } from './query'
export { safeRedirectTarget, followRedirect, sameOriginPath, sameOriginUrl, webUrl } from './redirect'
export {
  getCart,
  clearCart,
  addCartItem,
  updateCartItem,
  removeCartItem,
  setPromocode,
  removePromocode,
  cartItemUrl,
} from './cart'
export { ORDERS_URL, placeOrder } from './orders'
export { sendSigninCode, confirmSigninCode } from './signin'
export { getSuitableTariffs, getSuitableNumbers, getDeviceSuitableTariffs, suitableTariffsUrl, suitableNumbersUrl, deviceSuitableTariffsUrl } from './suitable'
export { createShortLink } from './short-links'
export { getComparison, addToComparisonList, clearComparisonList, removeFromComparisonList } from './comparison'
export { getCoverageLayers } from './coverage'
export { getCalculatorTariffs } from './calculator'
export { SEARCH_HEAP_URL, SEARCH_MIN_LENGTH, SEARCH_DELAY_MS, getSearchSuggestions } from './search'
export { SUBDOMAINS_URL, getSubdomains } from './subdomains'
export { sendRequestForm, formJson, getEmailSuggestions, getPlacementPrice, type FormAnswer, type FormBody } from './forms'
