// @vitest-environment node
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTemplates } from '../../server/templates/environment'
import { serveForTests } from './helpers'

const server = serveForTests()

/** The «Адрес» and «Часы работы» of the contacts page's details list. */
function details(html: string): Record<string, string> {
  const list = /<dl class="site-details">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? ''
  return Object.fromEntries([...list.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(([, term, value]) => [term, value]))
}

describe('/contacts/ and the pick-up point (written once: the site config’s pickup_point)', () => {
  it('shows the address and hours /order/’s pick-up shows', async () => {
    const html = await (await fetch(`${server.url}/contacts/`)).text()
    // The page's own site-config block, which /order/'s pick-up reads too.
    const block = /<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}'
    const { pickup_point } = JSON.parse(block) as { pickup_point?: { address: string; hours: string } }
    expect(pickup_point).toEqual({ address: 'Москва, ул. Тверская, д. 1, офис 101', hours: 'Ежедневно с 9:00 до 21:00' })
    expect(details(html)).toMatchObject({ Адрес: pickup_point!.address, 'Часы работы': pickup_point!.hours })
  })

  it('draws whatever the site config says, and no address without one', () => {
    const { render } = createTemplates({ templatesDir: path.resolve('templates'), production: true, assets: { viteAsset: () => '' } })
    const page = (site_config: Record<string, unknown>) => render('pages/site/contacts.html', { site_config, action: '/forms/contacts/' })
    expect(details(page({ pickup_point: { address: 'Казань, ул. Баумана, д. 7', hours: 'Пн–Пт с 10:00 до 19:00' } }))).toMatchObject({
      Адрес: 'Казань, ул. Баумана, д. 7',
      'Часы работы': 'Пн–Пт с 10:00 до 19:00',
    })
    const without = details(page({}))
    expect(Object.keys(without)).not.toContain('Адрес')
    expect(Object.keys(without)).not.toContain('Часы работы')
  })
})
