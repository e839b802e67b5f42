import { followRedirect } from '../../browser/api/follow-redirect'
import type { LazyMask } from '../../browser/dom/lazy-mask'
import { maskPhone } from '../../browser/dom/phone-mask'
import { enhanceRequestForm, showSent } from '../../browser/forms/enhance-form'
import type { Enhancer } from '../../shared/contract/island'
import { sellNumberForm, sellNumberItemForm, type FieldRule } from '../../shared/validation'
import type { SellNumberProps } from './index'
import { attachItems } from './items'
import { attachPlacement } from './placement'

const enhanceSellNumber: Enhancer<SellNumberProps> = (host, { placementUrl }) => {
  const form = host instanceof HTMLFormElement ? host : host.querySelector('form')
  if (!form) {
    console.warn('[islands] "sell-number": no <form> in', host)
    return () => undefined
  }
  // The first item's phone is masked by the form enhancer; added items' phones here.
  const masks = new Map<HTMLElement, LazyMask>()
  const items = attachItems(
    form,
    (item) => {
      const phone = item.querySelector<HTMLInputElement>('input[type="tel"]')
      if (phone) masks.set(item, maskPhone(phone))
    },
    (item) => {
      masks.get(item)?.destroy()
      masks.delete(item)
    },
  )
  // The seller's fields, and each item's under its position (`items-1-price` …).
  const rules = () => {
    const all: Record<string, FieldRule> = { ...sellNumberForm }
    items.list().forEach((_, index) => {
      for (const [field, rule] of Object.entries(sellNumberItemForm)) all[`items-${index}-${field}`] = rule
    })
    return all
  }
  const releaseForm = enhanceRequestForm(form, {
    rules,
    body: 'multipart',
    onSuccess: (answer, submit) => {
      // Paid placement goes on to the payment page: on this site or on an origin the site config's
      // `redirect_origins` allows (DESIGN decision 8); any other is refused and the request is «sent».
      if (answer.payment_url && followRedirect(answer.payment_url)) return
      showSent(submit)
    },
  })
  const releasePlacement = attachPlacement(form, placementUrl)
  return () => {
    releasePlacement()
    releaseForm()
    items.release()
    for (const mask of masks.values()) mask.destroy()
  }
}

export default enhanceSellNumber
