import { getPlacementPrice } from '../../browser/api/forms'
import type { PlacementPriceResponse } from '../../shared/api/types'
import { requestLane, type RequestLane } from '../../browser/api/lane'
import { listen } from '../../browser/dom/listen'
import { SELL_NUMBER_MESSAGES as M } from './messages'
import { ITEM } from './items'

const OUTPUT = '[data-placement-price]'
const PRICE = /^items-\d+-price$/

/**
 * Each item's placement price: fetched when its price changes (a skeleton meanwhile), shown
 * as the monthly or yearly figure by the chosen `placement_period`, «Ошибка» on a failed or
 * invalid answer. Returns the cleanup (pending requests aborted).
 */
export function attachPlacement(form: HTMLFormElement, url: string): () => void {
  const prices = new WeakMap<HTMLElement, PlacementPriceResponse | 'failed'>()
  // Each item's price has its own lane: a newer price of the item replaces its older question.
  const lanes = new Map<HTMLElement, RequestLane>()
  const yearly = () => form.querySelector<HTMLInputElement>('input[name="placement_period"]:checked')?.value === 'year'

  const show = (item: HTMLElement) => {
    const output = item.querySelector<HTMLElement>(OUTPUT)
    if (!output) return
    const price = prices.get(item)
    output.classList.remove('is-loading')
    output.removeAttribute('aria-busy')
    output.textContent = price === undefined ? '' : price === 'failed' ? M.failed : yearly() ? M.yearly(price.yearly) : M.monthly(price.monthly)
  }

  const laneOf = (item: HTMLElement) => {
    let lane = lanes.get(item)
    if (!lane) lanes.set(item, (lane = requestLane()))
    return lane
  }

  const load = (item: HTMLElement, value: string) => {
    const lane = laneOf(item)
    lane.abort()
    const output = item.querySelector<HTMLElement>(OUTPUT)
    if (!output) return
    if (value.trim() === '') {
      prices.delete(item)
      show(item)
      return
    }
    output.textContent = M.loading
    output.classList.add('is-loading')
    output.setAttribute('aria-busy', 'true')
    const settle = (price: PlacementPriceResponse | 'failed') => {
      prices.set(item, price)
      show(item)
    }
    void lane.run(
      (signal) => getPlacementPrice(url, value.trim(), signal),
      settle,
      () => settle('failed'),
    )
  }

  const onChange = (event: Event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && target.name === 'placement_period') {
      form.querySelectorAll<HTMLElement>(ITEM).forEach(show)
      return
    }
    if (!(target instanceof HTMLInputElement) || !PRICE.test(target.name)) return
    const item = target.closest<HTMLElement>(ITEM)
    if (item) load(item, target.value)
  }

  const unlisten = listen(form, { change: onChange })
  return () => {
    unlisten()
    for (const lane of lanes.values()) lane.abort()
  }
}
