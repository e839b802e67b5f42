// @vitest-environment node
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_PAGES } from '../../server/routes/pages'
import { SELLER } from '../../server/routes/messages'
import { createTemplates } from '../../server/templates/environment'
import { serveForTests } from './helpers'

const server = serveForTests()

/** The site-config block's `seller` of a page as served. */
function sellerOf(html: string): unknown {
  const block = /<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}'
  return (JSON.parse(block) as { seller?: unknown }).seller
}

const footerOf = (html: string) => /<footer class="site-footer">[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
const headerOf = (html: string) => /<header class="site-header">[\s\S]*<\/header>/.exec(html)?.[0] ?? ''
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim()
const LEGAL_LINE = `${SELLER.name}, ИНН ${SELLER.inn}, ОГРН ${SELLER.ogrn}, ${SELLER.address}`
const PHONE_LINK = `<a class="site-footer__phone" href="tel:+78005553535">8 800 555-35-35</a>`
const DOCUMENT_TITLES = { '/offer/': 'Публичная оферта', '/delivery/': 'Доставка и оплата', '/returns/': 'Возврат и обмен' }

describe('the seller and its one set of contacts (the site-config block’s seller)', () => {
  it('are the demo’s: one phone, one e-mail, an ИНН of 10 digits and an ОГРН of 13', () => {
    expect(SELLER).toMatchObject({ phone: '8 800 555-35-35', phone_href: 'tel:+78005553535', email: 'shop@nomera-tarify.ru' })
    expect(SELLER.inn).toMatch(/^\d{10}$/)
    expect(SELLER.ogrn).toMatch(/^\d{13}$/)
  })

  it.each(['/', '/about/', '/contacts/', '/order/', '/numbers/', '/no-such-page/', ...Object.keys(DOCUMENT_PAGES)])(
    '%s: the footer has the phone, the e-mail, the hours, the legal line and the documents; the header the phone',
    async (path) => {
      const { html } = await server.page(path)
      expect(sellerOf(html)).toEqual(SELLER)
      const footer = footerOf(html)
      expect(footer).toContain(PHONE_LINK)
      expect(footer).toContain(`<a href="mailto:${SELLER.email}">${SELLER.email}</a>`)
      expect(footer).toContain(SELLER.hours)
      expect(footer).toContain(LEGAL_LINE)
      for (const [url, title] of Object.entries(DOCUMENT_TITLES)) expect(footer).toContain(`<a href="${url}">${title}</a>`)
      for (const mark of ['Visa', 'Mastercard', 'Мир', 'СБП']) expect(footer).toContain(`>${mark}</li>`)
      expect(headerOf(html)).toContain(
        '<a class="site-header__phone" href="tel:+78005553535"><span class="visually-hidden">Телефон магазина: </span>8 800 555-35-35</a>',
      )
    },
  )

  it.each(Object.entries(DOCUMENT_TITLES))('%s is the document «%s» with the seller’s details', async (url, title) => {
    const { status, html } = await server.page(url)
    expect(status).toBe(200)
    expect(h1Of(html)).toBe(title)
    expect(html).toContain(`<title>${title} — Номера и тарифы</title>`)
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
    for (const detail of [SELLER.name, SELLER.inn, SELLER.ogrn, SELLER.address, SELLER.email, SELLER.hours]) expect(main).toContain(detail)
  })

  it('/about/, /contacts/, /order/: the phone of the config, and the order page whom to ask', async () => {
    for (const path of ['/about/', '/contacts/', '/order/']) {
      const main = /<main[\s\S]*<\/main>/.exec((await server.page(path)).html)?.[0] ?? ''
      expect(main, path).toContain('<a href="tel:+78005553535">8 800 555-35-35</a>')
      expect(main, path).toContain(`<a href="mailto:${SELLER.email}">${SELLER.email}</a>`)
      // The phones and e-mails the pages had of their own are gone.
      expect(main, path).not.toMatch(/123-45-67|info@example\.ru/)
    }
    expect((await server.page('/order/')).html).toContain(
      `<p class="site-order__questions">Вопросы по заказу: <a href="tel:+78005553535">8 800 555-35-35</a>, <a href="mailto:${SELLER.email}">${SELLER.email}</a>. ${SELLER.hours}.</p>`,
    )
  })

  it('a site config without a seller draws no phone, no legal line and no seller’s details', () => {
    const { render } = createTemplates({ templatesDir: path.resolve('templates'), production: true, assets: { viteAsset: () => '' } })
    for (const template of ['pages/plain.html', 'pages/site/contacts.html', ...Object.values(DOCUMENT_PAGES)]) {
      const html = render(template, { site_config: {}, site_name: 'Номера и тарифы', action: '/forms/contacts/', document_title: 'Документ' })
      expect(html, template).not.toContain('tel:')
      expect(html, template).not.toContain('ИНН')
      expect(footerOf(html), template).toContain('<a href="/offer/">Публичная оферта</a>')
    }
  })
})
