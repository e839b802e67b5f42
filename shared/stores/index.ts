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
  isInCart,
  findCartItem,
  EMPTY_CART_STATE,
  type CartState,
  type CartRef,
  type RefillableNumber,
} from './cart-state'
export { enqueueCartWrite, pendingCartWrites } from './cart-queue'
export { $customer, $greeting, initCustomer, formatPhone, type Greeting } from './customer'
export { $deliveryCost, $orderNonFieldErrors, setDeliveryCost, setOrderNonFieldErrors } from './checkout'
export { $modal, openModal, closeModal, type OpenModal } from './modal'
export {
  $comparison,
  loadComparison,
  isCompared,
  addToComparison,
  removeFromComparison,
  clearComparison,
  resetComparison,
  type ComparisonState,
} from './comparison'
export { $calculator, searchTariffs, loadMoreTariffs, resetCalculator, EMPTY_CALCULATOR, type CalculatorState } from './calculator'
