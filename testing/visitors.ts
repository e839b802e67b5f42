import type { Paged } from '../shared/api/types'
import type { CookieJar } from './cookies'
import { callJson, readSmsOutbox, type ReferenceServer } from './reference-server'

/**
 * Who looks at a fixture's page. The fixture script renders a page for a visitor made with one of
 * these, and `loadFixture` makes the same visitor in the test's reference server before it mounts
 * the islands, so the server's answers agree with the markup (a cart page rendered with three
 * items finds three items when its island loads the cart).
 */
export type VisitorName = keyof typeof VISITORS

/** The phone the `signed-in` visitor signs in with (its code is in the outbox afterwards). */
export const SIGNED_IN_PHONE = '+79000000001'

type Setup = (server: ReferenceServer, jar: CookieJar) => Promise<void>

/** The newest sign-in code sent to `phone` (`Код для входа: 123456`), or null when none was. */
export async function signinCodeFor(server: ReferenceServer, jar: CookieJar, phone: string): Promise<string | null> {
  const [newest] = await readSmsOutbox(server, jar, phone)
  return /\d{4,}/.exec(newest?.text ?? '')?.[0] ?? null
}

async function must<T>(what: string, answer: Promise<{ status: number; data: T }>): Promise<T> {
  const { status, data } = await answer
  if (status >= 400) throw new Error(`testing kit: ${what} answered ${status}: ${JSON.stringify(data)}`)
  return data
}

const firstId = async (server: ReferenceServer, jar: CookieJar, url: string) =>
  (await must(`GET ${url}`, callJson<Paged<{ id: number }>>(server, jar, 'GET', url))).results[0]!.id

export const VISITORS = {
  /** A first visit: no session, an empty cart. */
  anonymous: {
    describe: 'an anonymous visitor with an empty cart',
    setup: async () => {},
  },
  /** Signed in by SMS code as SIGNED_IN_PHONE (a customer without a name: the header shows the phone). */
  'signed-in': {
    describe: `a customer signed in with the phone ${SIGNED_IN_PHONE}, empty cart`,
    setup: (async (server, jar) => {
      await must('send-signin-code', callJson(server, jar, 'POST', '/api/customers/send-signin-code/', { phone_number: SIGNED_IN_PHONE }))
      const code = await signinCodeFor(server, jar, SIGNED_IN_PHONE)
      await must('confirm-signin-code', callJson(server, jar, 'POST', '/api/customers/confirm-signin-code/', { phone_number: SIGNED_IN_PHONE, code }))
    }) satisfies Setup,
  },
  /** The first number, tariff and device of the catalogues in the cart. */
  'filled-cart': {
    describe: 'an anonymous visitor with the first number, tariff and device of the catalogues in the cart',
    setup: (async (server, jar) => {
      const number = await firstId(server, jar, '/api/catalog/numbers/?page_size=1')
      const tariff = await firstId(server, jar, '/api/catalog/tariffs/?page_size=1')
      const device = await firstId(server, jar, '/api/catalog/devices/?page_size=1')
      for (const body of [{ number, sim_type: 4 }, { tariff }, { device }]) {
        await must('POST /api/cart/items/', callJson(server, jar, 'POST', '/api/cart/items/', body))
      }
    }) satisfies Setup,
  },
  /** The first three tariffs of the catalogue in the comparison. */
  compared: {
    describe: 'an anonymous visitor comparing the first three tariffs of the catalogue',
    setup: (async (server, jar) => {
      const { results } = await must('GET tariffs', callJson<Paged<{ id: number }>>(server, jar, 'GET', '/api/catalog/tariffs/?page_size=3'))
      for (const { id } of results) await must('POST /api/comparison/add/', callJson(server, jar, 'POST', '/api/comparison/add/', { tariff: id }))
    }) satisfies Setup,
  },
} satisfies Record<string, { describe: string; setup: Setup }>

export const isVisitorName = (name: string): name is VisitorName => Object.hasOwn(VISITORS, name)
