import { describe, expect, it } from 'vitest'
import orderCart from '../../islands/order-cart'
import relatedDevices from '../../islands/related-devices'
import { dataAttrName } from '../../shared/runtime/attributes'
import { fixtureHTML } from '../../testing'

// The islands' contracts against the hosts the reference server renders (templates-fixtures/fixtures/).
describe('island contracts and the pages', () => {
  it('related-devices: the tariff page carries the ids of its related devices, and the contract names its three attributes', () => {
    // The first tariff has internet: a modem and a router (server/routes/catalog-pages.ts).
    expect(fixtureHTML('related-devices.html')).toMatch(/data-island="related-devices" data-devices="3,4"/)
    expect(Object.keys(relatedDevices.schema)).toEqual(['devices', 'cartUrl', 'label'])
  })

  it('order-cart: the page carries every attribute the island requires', () => {
    const host = /<section[^>]*data-island="order-cart"[^>]*>/.exec(fixtureHTML('order-cart-filled.html'))?.[0] ?? ''
    expect(Object.keys(orderCart.schema).map((prop) => host.includes(`${dataAttrName(prop)}=`))).toEqual([true, true])
  })
})
