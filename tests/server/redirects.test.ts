// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CookieJar, postJson, serveForTests } from './helpers'

const server = serveForTests()

/** Targets an attacker puts in `next` (spec issue 10, "Bad input and faults"). */
const HOSTILE_NEXT = [
  '/%09/evil.example/',
  '/%0A/evil.example/',
  '/%0D/evil.example/',
  '//evil.example/',
  '/%5Cevil.example/',
  'https://evil.example/',
]

/** A visitor with the csrftoken cookie, as after loading any page. */
async function visitor(): Promise<CookieJar> {
  const jar = new CookieJar()
  await jar.fetch(`${server.url}/customer/signin/`)
  return jar
}

async function lastCode(phone: string): Promise<string> {
  const response = await fetch(`${server.url}/api/dev/sms-outbox/?phone_number=${encodeURIComponent(phone)}`)
  const { results } = (await response.json()) as { results: { text: string }[] }
  return /(\d{6})$/.exec(results[0]?.text ?? '')?.[1] ?? ''
}

/** A form post as a browser without JavaScript sends it; `raw` is sent as written. */
function postForm(jar: CookieJar, path: string, raw: string): Promise<Response> {
  return jar.fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `${raw}&csrfmiddlewaretoken=${jar.get('csrftoken') ?? ''}`,
  })
}

const greeting = (html: string) => /data-props>(.*?)<\/script>/s.exec(html.slice(html.indexOf('customer-greeting')))?.[1]

describe('no-script sign-in, code step', () => {
  // Each case its own phone: a code is sent once a minute per phone and dies after use.
  it.each(HOSTILE_NEXT.map((next, index) => [next, `+7912777010${index}`]))(
    'signs in and goes home for next=%s, never elsewhere and never a 500',
    async (next, phone) => {
      const jar = await visitor()
      await postForm(jar, '/customer/signin/', `step=phone&phone_number=${encodeURIComponent(phone)}`)
      const code = await lastCode(phone)
      const response = await postForm(jar, '/customer/signin/', `step=code&phone_number=${encodeURIComponent(phone)}&code=${code}&next=${next}`)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/')
      const home = await (await jar.fetch(`${server.url}/`)).text()
      expect(greeting(home)).toContain(phone)
    },
  )

  it('carries ?next= from the phone step into the code step and returns there', async () => {
    const jar = await visitor()
    const phone = '+79127770012'
    const start = await (await jar.fetch(`${server.url}/customer/signin/?next=/numbers/`)).text()
    expect(start).toContain('name="next" value="/numbers/"')
    const codeStep = await postForm(
      jar,
      '/customer/signin/?next=/numbers/',
      `step=phone&next=%2Fnumbers%2F&phone_number=${encodeURIComponent(phone)}`,
    )
    const html = await codeStep.text()
    expect(html).toMatch(/id="signin-code-form"[\s\S]*name="next" value="\/numbers\/"/)
    const code = await lastCode(phone)
    const done = await postForm(jar, '/customer/signin/', `step=code&next=%2Fnumbers%2F&phone_number=${encodeURIComponent(phone)}&code=${code}`)
    expect(done.headers.get('location')).toBe('/numbers/')
  })
})

describe('JSON sign-in', () => {
  it('answers a foreign or broken next with redirect_to "/"', async () => {
    const found: string[] = []
    for (const [index, next] of HOSTILE_NEXT.entries()) {
      const jar = await visitor()
      const phone = `+7912777002${index}`
      await postJson(jar, `${server.url}/api/customers/send-signin-code/`, { phone_number: phone })
      const response = await postJson(jar, `${server.url}/api/customers/confirm-signin-code/`, {
        phone_number: phone,
        code: await lastCode(phone),
        next: decodeURIComponent(next),
      })
      found.push(((await response.json()) as { redirect_to: string }).redirect_to)
    }
    expect(found).toEqual(HOSTILE_NEXT.map(() => '/'))
  })
})

describe('region change', () => {
  it('goes back to next or the Referer of this site only', async () => {
    const [first] = (await (await fetch(`${server.url}/api/subdomains/`)).json()) as { change_url: string }[]
    expect(first?.change_url).toMatch(/^\/region\/[^/]+\/$/)
    const go = (query: string, referer?: string) =>
      fetch(`${server.url}${first?.change_url}${query}`, { redirect: 'manual', headers: referer ? { referer } : {} })
    const answers = await Promise.all([
      go('?next=/tariffs/'),
      go('?next=/%09/evil.example/'),
      go('', `${server.url}/numbers/?page=2`),
      go('', 'https://evil.example/x'),
    ])
    expect(answers.map((r) => [r.status, r.headers.get('location')])).toEqual([
      [302, '/tariffs/'],
      [302, '/'],
      [302, '/numbers/?page=2'],
      [302, '/'],
    ])
    expect((await go('x/')).status).toBe(404)
    expect((await fetch(`${server.url}/region/no-such-city/`, { redirect: 'manual' })).status).toBe(404)
  })
})
