import { listen } from '../../browser/dom/listen'
import { asScriptButton } from '../../browser/dom/script-button'

/**
 * Payment buttons (spec §4): native radios styled as buttons, so they act as one radio set
 * by keyboard and mouse; the checked one's label gets `active`. «Показать все»
 * (`[data-payment-show-all]`, a submit that re-renders without JavaScript) reveals the
 * buttons hidden in `[data-payment-extra]` and hands focus to the first of them.
 */
export function attachPayment(form: HTMLFormElement): () => void {
  const radios = () => [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="payment_type"]')]
  const extra = form.querySelector<HTMLElement>('[data-payment-extra]')
  const showAll = form.querySelector<HTMLButtonElement>('[data-payment-show-all]')

  const markActive = () => {
    for (const radio of radios()) radio.labels?.[0]?.classList.toggle('active', radio.checked)
  }
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'payment_type') markActive()
  }
  const onShowAll = () => {
    if (!extra) return
    extra.hidden = false
    showAll?.setAttribute('aria-expanded', 'true')
    if (showAll) showAll.hidden = true
    extra.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
  }

  const restoreShowAll = showAll ? asScriptButton(showAll) : () => {}
  const unlistenShowAll = showAll ? listen(showAll, { click: onShowAll }) : () => {}
  markActive()
  const unlistenForm = listen(form, { change: onChange })
  return () => {
    unlistenForm()
    unlistenShowAll()
    restoreShowAll()
  }
}
