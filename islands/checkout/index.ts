import type { Island } from '../../shared/contract/island'
import type { Props } from '../../shared/contract/schema'

const schema = {
  /** Cart lines the server rendered: the submit button stays disabled while the cart is empty. */
  itemCount: 'int',
  /** How many phone inputs «Добавить телефон» may reach. */
  maxPhones: 'int',
} as const
export type CheckoutProps = Props<typeof schema>

/**
 * Behaviour over the server's checkout form on /order/ (spec §4, §5, §8): phone masks and
 * extra phones, delivery choice with its cost and courier fields, the #datepicker calendar,
 * payment buttons with «Показать все», inline validation, POST /api/orders/ with the errors
 * mapped back onto the form, analytics and the redirect to the order page.
 *
 * The order form of /order/ (a plain POST without script): phone masks «+7 ( ddd ) ddd - dd - dd»
 * (8 → +7, pasted numbers normalised), «Добавить телефон», delivery options with
 * `data-delivery-cost` (the total follows), courier fields and a Russian calendar on `#datepicker`
 * (d.m.Y; times sent with `:00`), payment buttons with «Показать все», inline validation from
 * shared/validation linked by `aria-describedby`, submit disabled while the cart is empty; POST
 * /api/orders/: server errors on their fields (each phone, «Укажите дату доставки.», payment
 * beside its buttons, non-field errors in the cart error area), scroll to and focus the first; the
 * `flags` boxes (`input[data-order-flag]`) sent as `{name: checked}`, but those of a hidden delivery
 * panel (the courier's «Позвонить перед доставкой» while «Самовывоз», whose panel shows the
 * pick-up point of the site-config `pickup_point`, is chosen);
 * on success the exit-intent modal is off for good, the `checkout` event (RUB) goes to
 * `window.dataLayer` and the browser to `url` when same-origin or on a `redirect_origins` origin
 * (otherwise «Заказ оформлен…» on the page).
 */
export default {
  schema,
  strategy: 'eager',
  chunk: 'order',
  enhance: () => import('./checkout'),
} satisfies Island<typeof schema>
