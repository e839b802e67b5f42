import { listen } from '../../browser/dom/listen'
import { formatMoney } from '../../shared/format'
import { $cart } from '../../browser/stores/cart'
import { chooseDelivery, setDeliveryCost } from '../../browser/stores/checkout'
import { CHECKOUT_MESSAGES as M } from './messages'

const priceText = (cost: number): string => (cost > 0 ? formatMoney(cost) : M.free)

/**
 * The delivery choice (spec §4, §9): each `delivery_type` radio carries its cost in
 * `data-delivery-cost`; choosing one writes it to the checkout store (the cart island shows
 * it in the total) and to the form's «Доставка: …» line, and shows only that option's panel
 * (courier: city, address, window; every option: its comment). Panels of other options get
 * `hidden`, so their fields are neither validated nor sent (spec §5).
 *
 * An option with `data-delivery-base-cost` (courier) is free while the cart has free
 * delivery; the cart store says so once loaded, so removing items can bring the price back.
 */
export function attachDelivery(form: HTMLFormElement, onChange: () => void): () => void {
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="delivery_type"]')]
  const line = form.querySelector<HTMLElement>('[data-delivery-cost-line]')

  // `byVisitor`: a choice of the visitor's, not the page's start or the cart's free delivery.
  const apply = (byVisitor = false) => {
    const chosen = radios.find((radio) => radio.checked)
    for (const radio of radios) {
      const panel = form.querySelector<HTMLElement>(`[data-delivery-panel="${CSS.escape(radio.value)}"]`)
      if (panel) panel.hidden = !radio.checked
    }
    const cost = chosen ? Number(chosen.dataset.deliveryCost ?? 0) : 0
    ;(byVisitor ? chooseDelivery : setDeliveryCost)(cost)
    if (line) {
      line.hidden = !chosen
      line.textContent = M.deliveryCost(priceText(cost))
    }
  }

  const onRadio = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'delivery_type') {
      apply(true)
      onChange()
    }
  }
  const unsubscribe = $cart.subscribe((cart) => {
    if (!cart.loaded) return
    for (const radio of radios) {
      const base = radio.dataset.deliveryBaseCost
      if (base === undefined) continue
      const cost = cart.has_free_delivery ? 0 : Number(base)
      radio.dataset.deliveryCost = cost.toFixed(2)
      const price = radio.labels?.[0]?.querySelector('[data-delivery-price]')
      if (price) price.textContent = M.deliveryPrice(priceText(cost))
    }
    apply()
  })

  apply()
  const unlisten = listen(form, { change: onRadio })
  return () => {
    unlisten()
    unsubscribe()
    setDeliveryCost(0)
  }
}
