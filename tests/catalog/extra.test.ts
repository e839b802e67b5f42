import { describe, expect, it } from 'vitest'
import { extraParams, withExtras } from '../../islands/catalog/extra'

describe('catalog extras', () => {
  it('reads data-extra-* attributes as query parameters, hyphens as underscores, empty ones left out', () => {
    const host = document.createElement('div')
    host.setAttribute('data-extra-device-type', 'Смартфон')
    host.setAttribute('data-extra-section', ' gold ')
    host.setAttribute('data-extra-empty', '')
    host.setAttribute('data-extra-', 'nameless')
    host.setAttribute('data-next-page', '2')
    expect(extraParams(host).toString()).toBe(new URLSearchParams({ device_type: 'Смартфон', section: 'gold' }).toString())
  })

  it('adds extras after the filters, a filter of the same name winning', () => {
    const filters = new URLSearchParams('category=gold&mask=777')
    const extras = new URLSearchParams('category=bronze,silver&provider=mts')
    expect(withExtras(filters, extras).toString()).toBe('category=gold&mask=777&provider=mts')
    expect(filters.toString()).toBe('category=gold&mask=777')
  })
})
