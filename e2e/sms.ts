import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The newest sign-in code the development SMS outbox holds for a phone (+7 and ten digits). */
export async function smsCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`/api/dev/sms-outbox/?phone_number=${encodeURIComponent(phone)}`)
  const { results } = (await response.json()) as { results: { text: string }[] }
  const code = /(\d{6})$/.exec(results[0]?.text ?? '')?.[1]
  expect(code, `a code in the outbox for ${phone}`).toBeTruthy()
  return code!
}
