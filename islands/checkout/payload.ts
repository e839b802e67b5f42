import type { CheckoutOrderRequest } from '../../shared/api/types'
import { COURIER_DELIVERY_TYPE } from '../../shared/validation'
import { isoDate, parsePickerDate } from './dates'

/**
 * The POST /api/orders/ body from the form (spec §3). Phones are sent as shown and in input
 * order, blank extra ones included, so the server's `client_phones` errors line up with the
 * inputs. Courier delivery adds the window as 'YYYY-MM-DD HH:MM:00' (spec §9); the comment
 * is the one of the chosen delivery type; `flags` holds every shown `[data-order-flag]` box by its value.
 */
export function orderPayload(form: HTMLFormElement, phones: HTMLInputElement[]): CheckoutOrderRequest {
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]:not([type="radio"])`)?.value.trim() ?? ''
  const checked = (name: string) => form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value ?? ''
  const deliveryType = checked('delivery_type')
  const comment = form.querySelector<HTMLTextAreaElement>(`textarea[name="comment_${CSS.escape(deliveryType)}"]`)

  const body: CheckoutOrderRequest = {
    client_name: value('client_name'),
    client_email: value('client_email'),
    client_phones: phones.map((phone) => phone.value.trim()),
    city: value('city'),
    delivery_type: Number(deliveryType),
    comment: comment?.value ?? '',
    payment_type: checked('payment_type'),
    subscribe: form.querySelector<HTMLInputElement>('input[name="subscribe"]')?.checked ?? false,
    // Every flag box of the form, checked or not (spec §3 `flags`: {name: boolean}), but those of a
    // delivery not chosen: «Позвонить перед доставкой» is the courier panel's, hidden for pick-up.
    flags: Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-order-flag]')]
        .filter((box) => !box.closest('[data-delivery-panel][hidden]'))
        .map((box) => [box.value, box.checked]),
    ),
  }
  const card = value('discount_card')
  if (card) body.discount_card = card
  if (deliveryType === COURIER_DELIVERY_TYPE) {
    const typed = value('delivery_date')
    const day = parsePickerDate(typed)
    // An unreadable date goes as typed: the server answers «Укажите дату доставки.» for it.
    const date = day ? isoDate(day) : typed
    const at = (time: string) => (date && time ? `${date} ${time}:00` : date)
    // The form asks for the city once (spec §3's delivery_city is the courier's city: the same).
    body.delivery_city = value('city')
    body.delivery_address = value('delivery_address')
    body.delivery_date_from = at(value('delivery_time_from'))
    body.delivery_date_to = at(value('delivery_time_to'))
  }
  return body
}
