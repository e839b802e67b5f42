/** The order form's and POST /api/orders/'s Russian words (spec §3, §4), as the Django site has them. */
export const ORDER_MESSAGES = Object.freeze({
  /** The payment buttons, by the `payment_type` each sends. */
  paymentTypes: Object.freeze({
    cash: 'Наличными при получении',
    card: 'Картой при получении',
    online: 'Онлайн на сайте',
    sbp: 'Через СБП по QR-коду',
  } as const),
  courier: 'Курьером',
  pickup: 'Самовывоз',
  callBefore: 'Позвонить перед доставкой',
  /** The demo shop's pick-up point (the contacts page shows the same). */
  pickupPoint: { address: 'Москва, ул. Тверская, д. 1, офис 101', hours: 'Ежедневно с 9:00 до 21:00' },
  emptyCart: 'Корзина пуста.',
  /** The order-placed page's courier window: '5 декабря 2026, с 10:00 до 18:00'. */
  deliveryWindow: (day: string, from: string, to: string) => `${day}, с ${from} до ${to}`,
  // DRF's ChoiceField message in Russian.
  invalidChoice: (value: string) => `Значения «${value}» нет среди допустимых вариантов.`,
})
