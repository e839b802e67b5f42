export {
  $cart,
  loadCart,
  initCart,
  resetCart,
  addToCart,
  removeFromCart,
  changeCartItem,
  clearCart,
  applyPromocode,
  cancelPromocode,
} from './cart'
export {
  cartStateFrom,
  cartRefOf,
  isInCart,
  findCartItem,
  EMPTY_CART_STATE,
  type CartState,
} from './cart-state'
export { enqueueCartWrite, pendingCartWrites } from './cart-queue'
export { $customer, $greeting, initCustomer, formatPhone } from './customer'
export { $deliveryCost, $orderNonFieldErrors, setDeliveryCost, setOrderNonFieldErrors } from './checkout'
export {
  $comparison,
  loadComparison,
  isCompared,
  addToComparison,
  removeFromComparison,
  clearComparison,
  resetComparison,
} from './comparison'
export { $calculator, searchTariffs, loadMoreTariffs, resetCalculator } from './calculator'
export { $modal, $message } from './modal'
export { initSignin } from './signin'
export { disableExitIntent } from './exit-intent'
