import { describe, expect, it } from 'vitest'
import orderCart from '../../islands/order-cart'
import relatedDevices from '../../islands/related-devices'
import { dataAttrName } from '../../shared/contract/attributes'
import { fixtureHTML } from '../../testing'

// The islands' contracts against the hosts the reference server renders (templates-fixtures/fixtures/).
describe('island contracts and the pages', () => {
  it('related-devices: the tariff page carries the ids of its related devices, and the contract names its three attributes', () => {
    // The first tariff has internet: a modem and a router (server/routes/catalog-pages.ts).
    expect(fixtureHTML('related-devices.html')).toMatch(/data-island="related-devices" data-devices="3,4"/)
    expect(Object.keys(relatedDevices.schema)).toEqual(['devices', 'cartUrl', 'label'])
  })

  it('order-cart: the page carries every attribute the island requires, and the cart it drew in the props block', () => {
    const html = fixtureHTML('order-cart-filled.html')
    const host = /<section[^>]*data-island="order-cart"[^>]*>/.exec(html)?.[0] ?? ''
    expect(Object.keys(orderCart.schema)).toEqual(['itemCount', 'minRentPeriod', 'cart'])
    expect(['itemCount', 'minRentPeriod'].map((prop) => host.includes(`${dataAttrName(prop)}=`))).toEqual([true, true])
    // What the island draws until its own load of the cart is in (the props block, at the host's end).
    expect(html).toMatch(/<script type="application\/json" data-props[^>]*>\{"cart":\{"items":\[\{/)
  })
})
