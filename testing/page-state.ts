import { resetCalculator } from '../shared/stores/calculator'
import { resetCart } from '../shared/stores/cart'
import { setDeliveryCost, setOrderNonFieldErrors } from '../shared/stores/checkout'
import { resetComparison } from '../shared/stores/comparison'
import { $customer } from '../shared/stores/customer'
import { $message, $modal } from '../shared/stores/modal'
import { initSignin } from '../shared/stores/signin'
import { resetSubdomains } from '../shared/stores/subdomains'

/**
 * The islands' shared state (shared/stores) back to a fresh page's: a browser starts it anew on
 * every page load, a test file keeps one module instance for all its tests. Loading a fixture
 * is a page load, so leaving it calls this.
 */
export function resetIslandStores(): void {
  resetCart()
  resetComparison()
  resetCalculator()
  resetSubdomains()
  initSignin()
  $customer.set(null)
  $modal.set(null)
  $message.set(null)
  setDeliveryCost(0)
  setOrderNonFieldErrors([])
}
