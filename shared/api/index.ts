export type * from './types'
export { api } from './client'
export { ApiError, isAbortError } from './errors'
export { getCsrfToken } from './csrf'
export { query, withQuery } from './query'
export { safeRedirectTarget, followRedirect, sameOriginPath } from './redirect'
export {
  getCart,
  clearCart,
  addCartItem,
  updateCartItem,
  removeCartItem,
  setPromocode,
  removePromocode,
} from './cart'
export { placeOrder } from './orders'
export { sendSigninCode, confirmSigninCode } from './signin'
export { sendRequestForm, getPlacementPrice, type FormAnswer, type FormBody } from './forms'
