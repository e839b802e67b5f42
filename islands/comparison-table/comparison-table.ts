import { listen } from '../../browser/dom/listen'
import { reloadPage } from '../../browser/dom/reload-page'
import type { Enhancer } from '../../shared/contract/island'
import { clearComparison, removeFromComparison } from '../../browser/stores/comparison'
import { COMPARISON_MESSAGES as M } from '../compare-button/messages'
import type { ComparisonTableProps } from './index'

/** Markup the enhancer expects inside its host. */
const ONLY_DIFFERENT = 'input[data-compare-only-different]'
/** The «Показать» submit of the no-JS GET form; the checkbox acts at once instead. */
const FILTER_SUBMIT = '[data-compare-filter-submit]'
const SAME_ROW = 'tr[data-same]'
const REMOVE = 'button[data-compare-remove]'
const CLEAR = 'button[data-compare-clear]'
const MESSAGE = '[data-compare-message]'

const enhanceComparisonTable: Enhancer<ComparisonTableProps> = (host, { itemUrl, clearUrl }) => {
  const checkbox = host.querySelector<HTMLInputElement>(ONLY_DIFFERENT)
  const submit = host.querySelector<HTMLElement>(FILTER_SUBMIT)
  const message = host.querySelector<HTMLElement>(MESSAGE)
  // Remove and clear need script: the server renders them hidden.
  const actions = Array.from(host.querySelectorAll<HTMLButtonElement>(`${REMOVE}, ${CLEAR}`))

  const paintRows = () => {
    for (const row of host.querySelectorAll<HTMLTableRowElement>(SAME_ROW)) row.hidden = checkbox?.checked ?? false
  }
  const say = (text: string) => {
    if (message) message.textContent = text
  }

  let busy = false
  const run = async (button: HTMLButtonElement, write: () => Promise<void>) => {
    if (busy) return
    busy = true
    button.setAttribute('aria-busy', 'true')
    for (const b of actions) b.setAttribute('aria-disabled', 'true')
    say('')
    try {
      await write()
      reloadPage()
    } catch {
      // A tariff removed meanwhile (another tab) or a failed call: say so, keep the buttons.
      say(M.failed)
      busy = false
      button.removeAttribute('aria-busy')
      for (const b of actions) b.removeAttribute('aria-disabled')
    }
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`${REMOVE}, ${CLEAR}`) : null
    if (!target || !host.contains(target)) return
    const tariff = Number(target.dataset.compareRemove)
    if (target.matches(REMOVE) && Number.isSafeInteger(tariff)) void run(target, () => removeFromComparison(itemUrl, tariff))
    else if (target.matches(CLEAR)) void run(target, () => clearComparison(clearUrl))
  }

  for (const b of actions) b.hidden = false
  if (submit) submit.hidden = true
  paintRows()
  const unlisten = [checkbox ? listen(checkbox, { change: paintRows }) : () => {}, listen(host, { click: onClick })]
  return () => {
    unlisten.forEach((release) => release())
    for (const b of actions) b.hidden = true
    if (submit) submit.hidden = false
  }
}

export default enhanceComparisonTable
