/** The header greeting's words (spec §6). */
export const CUSTOMER_GREETING_MESSAGES = Object.freeze({
  /** An anonymous visitor. */
  welcome: 'Добро пожаловать!',
  /** A signed-in customer, before the name. */
  hello: 'Здравствуйте!',
  signin: 'Войти',
  logout: 'Выйти',
} as const)
