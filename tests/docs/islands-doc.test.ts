// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeIslands, describeSiteConfig } from '../../scripts/island-contracts.mjs'
import { DJANGO_GUIDE, README, REFERENCE, renderReference, withReadmeIndex, withSiteConfigTable } from '../../scripts/islands-doc.mjs'
import { islands } from '../../islands/index'

const ROOT = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

describe('the generated contract reference', async () => {
  const description = await describeIslands(ROOT)

  it('docs/islands.md is what the contracts say (run `npm run docs` after changing a contract)', () => {
    expect(read(REFERENCE)).toBe(renderReference(description))
  })

  it('the README islands index is what the contracts say, and names every island in backticks (run `npm run docs`)', () => {
    const readme = read(README)
    expect(readme).toBe(withReadmeIndex(readme, description))
    expect(Object.keys(islands).filter((name) => !readme.includes(`\`${name}\``))).toEqual([])
  })

  it("docs/django.md's table of the site-config keys is what the schema says (run `npm run docs`)", async () => {
    const guide = read(DJANGO_GUIDE)
    expect(guide).toBe(withSiteConfigTable(guide, await describeSiteConfig(ROOT)))
  })

  it("describes the site-config block's keys from its one schema, with the islands' defaults", async () => {
    const settings = await describeSiteConfig(ROOT)
    const byKey = Object.fromEntries(settings.map((setting) => [setting.key, setting]))
    expect(byKey.email_suggestions_url).toMatchObject({ type: 'string', required: true })
    expect(byKey.redirect_origins).toMatchObject({ type: 'string[]', required: false, default: [] })
    expect(byKey.module_preload).toMatchObject({ type: 'boolean', required: false, default: true })
    expect(byKey.error_report_url).not.toHaveProperty('default')
    expect(settings.every((setting) => setting.description !== '')).toBe(true)
  })

  it('describes every registered island with its data-* names, types and strategy, as the runtime reads them', () => {
    expect(Object.keys(description.islands).sort()).toEqual(Object.keys(islands).sort())
    expect(description.islands['cart-summary']).toMatchObject({
      strategy: 'interaction',
      wakeOn: { cart: 'now' },
      kind: 'react',
      attributes: [
        { prop: 'itemCount', name: 'data-item-count', keyword: 'item_count', type: 'int', required: true },
        { prop: 'cartUrl', name: 'data-cart-url', keyword: 'cart_url', type: 'url', required: true },
      ],
    })
    expect(description.islands['cart-button']!.oneOf).toEqual([['data-number'], ['data-tariff'], ['data-device']])
    expect(description.islands.catalog).toMatchObject({
      oneOf: [['data-catalog-url', 'data-card'], ['data-fragment-url']],
      attributePrefixes: { 'data-extra-': expect.stringContaining('device_type') },
    })
    // The catalogue's cards and React come with the first page it draws, not with the page.
    expect(description.islands.catalog).not.toHaveProperty('parts')
    // An absent bool is false: never "missing".
    expect(description.islands.collapsible!.attributes[0]).toMatchObject({ name: 'data-open', type: 'bool', required: false })
    for (const [name, island] of Object.entries(description.islands)) {
      expect(island.description, name).not.toBe('')
      for (const attribute of island.attributes) expect(attribute.description, `${name} ${attribute.name}`).not.toBe('')
    }
  })

  it('gives each type the pattern the runtime applies', () => {
    const pattern = (type: 'int' | 'bool' | 'url') => new RegExp(description.types[type].pattern!)
    expect(['42', '-1'].every((v) => pattern('int').test(v))).toBe(true)
    expect(['4.2', 'сорок', ''].some((v) => pattern('int').test(v))).toBe(false)
    expect(['', 'true', '1', 'false', '0'].every((v) => pattern('bool').test(v))).toBe(true)
    expect(pattern('bool').test('yes')).toBe(false)
    expect(
      ['/order/', 'https://shop.example/', '//cdn.example/x', 'page?next=a:b', 'HTTPS://shop.example/'].every((v) => pattern('url').test(v)),
    ).toBe(true)
    expect(['javascript:alert(1)', ' JavaScript:alert(1)', 'mailto:a@b'].some((v) => pattern('url').test(v))).toBe(false)
  })
})
