/** The toasts of a promocode link (spec §8). */
export const PROMOCODE_LINK_MESSAGES = {
  applied: { title: 'Промокод применен', text: 'Вы можете найти его в корзине при оформлении заказа' },
  invalid: { title: 'Промокод не действует', text: 'Вы перешли по ссылке на промокод, но он больше не действует' },
} as const
