// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../server/http/security-headers'
import { CookieJar, FAKE_BUILD, makeSandbox, serveForTests, startServer } from './helpers'

const server = serveForTests()

/** The text of `<script … id="site-config">` or `data-props`, parsed. */
function scriptJsonIn(html: string, marker: string): unknown {
  const match = new RegExp(`<script type="application/json" ${marker}>([^<]*)</script>`).exec(html)
  if (!match?.[1]) throw new Error(`no script with ${marker}`)
  return JSON.parse(match[1])
}

describe('GET /', () => {
  it('renders the home page with every island host and its fallback', async () => {
    const response = await fetch(`${server.url}/`)
    const html = await response.text()

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain('data-island="customer-greeting" data-signin-url="/customer/signin/" data-logout-url="/customer/logout/"')
    expect(html).toContain('<p class="greeting__title">Добро пожаловать!</p>')
    expect(html).toContain(
      'data-island="cart-summary" data-item-count="0" data-cart-url="/order/"><a class="cart-summary__link" href="/order/"><span class="cart-summary__word">Корзина</span> <span class="cart-summary__count">0</span></a></div>',
    )
    expect(html).toMatch(
      /data-island="countdown" data-label="До конца акции"><span class="countdown__label">До конца акции: <\/span><time role="timer" class="countdown__time">\d\d:\d\d:\d\d</,
    )
    expect(html.match(/data-island="collapsible"/g)).toHaveLength(2)
    expect(html).toContain('aria-controls="faq-1" data-collapsible-toggle>Как купить номер?</button>')
    expect(scriptJsonIn(html, 'data-props')).toEqual({ customer: null })
  })

  it('lists seeded numbers and tariffs with their prices', async () => {
    const html = await (await fetch(`${server.url}/`)).text()

    expect(html.match(/class="number-card"/g)).toHaveLength(8)
    expect(html).toMatch(/\+7 \(9\d\d\) \d{3}-\d\d-\d\d/)
    expect(html).toContain('Безлимит Плюс')
    expect(html).toContain('750 ₽/мес')
  })

  it('sets a readable csrftoken cookie and the strict CSP', async () => {
    const response = await fetch(`${server.url}/`)
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('csrftoken='))

    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9_-]{32,};/)
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).not.toContain('HttpOnly')
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy())
  })

  it('puts the build assets in the layout through vite_asset', async () => {
    const html = await (await fetch(`${server.url}/`)).text()

    expect(html).toContain(`<link rel="stylesheet" href="/static/dist/${FAKE_BUILD.css}">`)
    expect(html).toContain(
      `<script type="module" src="/static/dist/${FAKE_BUILD.loader}" integrity="${FAKE_BUILD.manifest['islands/loader.ts'].integrity}"></script>`,
    )
  })

  it('hands the islands their settings in the site-config block', async () => {
    const html = await (await fetch(`${server.url}/`)).text()

    expect(scriptJsonIn(html, 'id="site-config"')).toEqual({
      min_rent_period: 3,
      exit_intent_initial_delay: 30,
      exit_intent_retry_delay: 86400,
      email_suggestions_url: '/api/email-suggestions/',
      comparison_page_url: '/tariffs/compare/',
      comparison_url: '/api/comparison/',
      comparison_add_url: '/api/comparison/add/',
      map_base_tile_url: '/tiles/base/{z}/{x}/{y}{r}.png',
      map_base_attribution: 'Демо-карта справочного сервера',
      short_link_url: '/api/short-links/',
      redirect_origins: [],
      pickup_point: { address: 'Москва, ул. Тверская, д. 1, офис 101', hours: 'Ежедневно с 9:00 до 21:00' },
      seller: {
        name: 'ООО «Номера и тарифы»',
        inn: '7701234560',
        ogrn: '1157746123457',
        address: '125009, г. Москва, ул. Тверская, д. 1, офис 101',
        phone: '8 800 555-35-35',
        phone_href: 'tel:+78005553535',
        email: 'shop@nomera-tarify.ru',
        hours: 'Ежедневно с 9:00 до 21:00 по Москве',
      },
    })
  })

  it('has no inline executable scripts, only JSON data blocks and the module', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    const scripts = html.match(/<script[^>]*>/g) ?? []

    expect(scripts.every((tag) => tag.includes('application/json') || / src="/.test(tag))).toBe(true)
    expect(html).not.toMatch(/ on[a-z]+="/)
  })
})

describe('other pages', () => {
  it('serves /about/ without island hosts, loading only the loader', async () => {
    const html = await (await fetch(`${server.url}/about/`)).text()

    expect(html).toContain('<h1>О магазине</h1>')
    expect(html).not.toContain('data-island')
    expect(html.match(/<script type="module"/g)).toHaveLength(1)
  })

  it('redirects a path without the trailing slash, as Django does', async () => {
    const response = await fetch(`${server.url}/about`, { redirect: 'manual' })

    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about/')
  })

  it('answers unknown pages with the HTML 404 page and unknown API paths with JSON', async () => {
    const page = await fetch(`${server.url}/no-such-page/`)
    const api = await fetch(`${server.url}/api/no-such-thing/`)

    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Страница не найдена')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ detail: 'Не найдено.' })
  })

  it('keeps one csrftoken across pages once the browser has it', async () => {
    const jar = new CookieJar()
    await jar.fetch(`${server.url}/`)
    const first = jar.get('csrftoken')
    await jar.fetch(`${server.url}/about/`)

    expect(jar.get('csrftoken')).toBe(first)
  })
})

/** A Link header entry's integrity: the manifest's, for the files the fake build has one for. */
const integrityParameter = (file: string) => {
  const integrity = Object.values(FAKE_BUILD.manifest).find((entry) => entry.file === file && 'integrity' in entry)
  return integrity && 'integrity' in integrity ? `; integrity="${integrity.integrity}"` : ''
}

describe('preload hints', () => {
  it("a page with island hosts asks for the runtime and its islands' chunks in its head and in a Link header", async () => {
    const response = await fetch(`${server.url}/`)
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    const preloads = Array.from(head.matchAll(/<link rel="modulepreload" href="([^"]+)"(?: integrity="[^"]+")? fetchpriority="low">/g), (m) => m[1])
    expect(preloads).toEqual([
      '/static/dist/chunks/runtime-RUN00001.js',
      '/static/dist/chunks/chunk-SHARED01.js',
      '/static/dist/chunks/layout-LAY00001.js',
      '/static/dist/chunks/react-host-REA00001.js',
    ])
    // The stylesheets lead: a browser acts on the header before it reads the head.
    expect(response.headers.get('link')).toBe(
      [
        `</static/dist/${FAKE_BUILD.css}>; rel=preload; as=style`,
        '</palette.css>; rel=preload; as=style',
        ...['loader-ABCD1234.js', ...preloads.map((url) => url!.slice('/static/dist/'.length))].map(
          (file) => `</static/dist/${file}>; rel=modulepreload; fetchpriority=low${integrityParameter(file)}`,
        ),
      ].join(', '),
    )
  })

  it('a page without island hosts gets none', async () => {
    const response = await fetch(`${server.url}/about/`)
    expect(response.headers.get('link')).toBeNull()
    expect(await response.text()).not.toContain('modulepreload')
  })
})

describe('the build manifest', () => {
  it('is re-read in development when the build rewrites it', async () => {
    const manifest = join(server.sandbox.staticDir, 'manifest.json')
    const islands = join(server.sandbox.staticDir, 'islands.json')
    const rebuilt = { ...FAKE_BUILD.manifest, 'islands/loader.ts': { file: 'loader-NEW00001.js', isEntry: true } }
    writeFileSync(manifest, JSON.stringify(rebuilt))
    writeFileSync(islands, JSON.stringify({ ...FAKE_BUILD.islands, loader: 'loader-NEW00001.js' }))
    try {
      const html = await (await fetch(`${server.url}/about/`)).text()
      expect(html).toContain('src="/static/dist/loader-NEW00001.js"')
    } finally {
      writeFileSync(manifest, JSON.stringify(FAKE_BUILD.manifest))
      writeFileSync(islands, JSON.stringify(FAKE_BUILD.islands))
    }
  })

  it('refuses an islands.json of another build than the manifest, saying what to do', async () => {
    const islands = join(server.sandbox.staticDir, 'islands.json')
    writeFileSync(islands, JSON.stringify({ ...FAKE_BUILD.islands, loader: 'loader-OLD00001.js' }))
    try {
      const response = await fetch(`${server.url}/`)
      expect(response.status).toBe(500)
      expect(await response.text()).toContain(
        'is from another build than manifest.json (loader loader-OLD00001.js against loader-ABCD1234.js): run `npm run build` again',
      )
    } finally {
      writeFileSync(islands, JSON.stringify(FAKE_BUILD.islands))
    }
  })

  it('tells to run npm run build when it is missing', async () => {
    const empty = makeSandbox()
    rmSync(join(empty.staticDir, 'manifest.json'))
    const bare = await startServer(empty)
    try {
      const response = await fetch(`${bare.url}/`)
      expect(response.status).toBe(500)
      expect(await response.text()).toContain('run `npm run build` first')
    } finally {
      await bare.close()
      empty.remove()
    }
  })
})
