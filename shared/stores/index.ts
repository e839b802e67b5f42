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
  type CartRef,
  type RefillableNumber,
} from './cart-state'
export { enqueueCartWrite, pendingCartWrites } from './cart-queue'
export { $customer, $greeting, initCustomer, formatPhone, type Greeting } from './customer'
export { $deliveryCost, $orderNonFieldErrors, setDeliveryCost, setOrderNonFieldErrors } from './checkout'
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
export { $modal, $message, MESSAGE_MODAL, openModal, closeModal, showMessage, type Message, type OpenModal } from './modal'
export { $signin, initSignin, requestSigninCode, confirmSignin, changeSigninPhone, SIGNIN_LIMIT_MODAL, SIGNIN_ERROR_MODAL, type SigninState, type SigninStep } from './signin'
export { readExitIntent, exitIntentDue, recordExitIntentClosed, disableExitIntent, type ExitIntentState, type ExitIntentDelays } from './exit-intent'
