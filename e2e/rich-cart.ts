import { expect, type Page } from '@playwright/test'
import type { PhoneNumber, Tariff } from '../shared/api/types'

/**
 * Carts for the /order/ tests, built through whatever site the page is on: the reference server or
 * the Django demo (whose /api/ answers by the reference server). The CSRF token is the site's cookie.
 */
async function csrfOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value
  expect(token).toBeTruthy()
  return token!
}

export async function addItem(page: Page, body: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/api/cart/items/', { data: body, headers: { 'X-CSRFToken': await csrfOf(page) } })
  expect(response.status()).toBe(201)
}

/** A rentable number whose balance may be refilled (star numbers rent; tele2 does not refill). */
export async function rentableNumber(page: Page): Promise<PhoneNumber> {
  const list = (await (await page.request.get('/api/catalog/numbers/?rent=true&page_size=50')).json()) as { results: PhoneNumber[] }
  const number = list.results.find((n) => Number(n.rent_price) > 0 && n.is_refill_allowed)
  expect(number, 'a rentable, refillable number in the seed').toBeTruthy()
  return number!
}

export async function firstTariffs(page: Page, count: number): Promise<Tariff[]> {
  const list = (await (await page.request.get(`/api/catalog/tariffs/?page_size=${count}`)).json()) as { results: Tariff[] }
  expect(list.results).toHaveLength(count)
  return list.results
}

/** A tariff of another provider than `provider` with more than five numbers (a second page of suitable numbers). */
export async function tariffWithManyNumbers(page: Page, provider: number): Promise<Tariff> {
  for (const tariff of await firstTariffs(page, 10)) {
    if (tariff.provider === provider) continue
    const second = await page.request.get(`/api/tariffs/suitable-numbers/${tariff.id}/?page=2&page_size=5`)
    if (second.status() === 200) return tariff
  }
  throw new Error('no tariff with a second page of suitable numbers in the seed')
}

/** A rented, refillable number on an eSIM and a tariff of another operator, with their suitable lists. */
export async function fillRichCart(page: Page): Promise<void> {
  await page.goto('/')
  const number = await rentableNumber(page)
  const tariff = await tariffWithManyNumbers(page, number.provider)
  await addItem(page, { number: number.id, sim_type: 4 })
  await addItem(page, { tariff: tariff.id })
}

/** Every part the server draws of a cart: the rich cart, a device line and a promocode. */
export async function fillFullCart(page: Page): Promise<void> {
  await fillRichCart(page)
  await addItem(page, { device: 1 })
  const code = await page.request.put('/api/cart/promocode/', { data: { code: 'WELCOME500' }, headers: { 'X-CSRFToken': await csrfOf(page) } })
  expect(code.status()).toBe(200)
}
