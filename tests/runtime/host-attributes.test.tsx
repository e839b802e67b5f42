import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import cartButton from '../../islands/cart-button'
import { islands } from '../../islands/index'
import type { Tariff } from '../../shared/api/types'
import { hostAttributes } from '../../shared/contract/host-attributes'
import { checkHost } from '../../shared/contract/host-check'
import type { Registry } from '../../shared/contract/island'
import type { Schema } from '../../shared/contract/schema'
import { TariffCard } from '../../cards/cards'
import { CardCart } from '../../cards/CardCart'
import { CardHostsContext } from '../../cards/card-hosts'
import { CARD_HOSTS } from '../../islands/card-hosts'

/** The props the runtime reads from a host, or its refusal (shared/contract/host-check.ts). */
function propsOf(host: Element, registry: Registry) {
  const checked = checkHost(host, registry)
  return 'refusal' in checked ? checked.refusal : { props: checked.props }
}

/** A host element carrying `attributes`, as React or a template would write them. */
function hostWith(attributes: Record<string, string>): HTMLElement {
  const host = document.createElement('div')
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value)
  return host
}

describe('host attributes written from a contract', () => {
  it('are what the runtime reads back: ints, strings, a bool when true, JSON', () => {
    const contract = { schema: { count: 'int', cartUrl: 'url?', expand: 'bool?', quiet: 'bool?', customer: 'json?' } satisfies Schema }
    const attributes = hostAttributes('demo', contract, { count: 3, cartUrl: '/order/', expand: true, quiet: false, customer: { phone: '+7' } })
    expect(attributes).toEqual({
      'data-island': 'demo',
      'data-count': '3',
      'data-cart-url': '/order/',
      'data-expand': '',
      'data-customer': '{"phone":"+7"}',
    })
    expect(propsOf(hostWith(attributes), { demo: contract } as unknown as Registry)).toEqual({
      props: { count: 3, cartUrl: '/order/', expand: true, quiet: false, customer: { phone: '+7' } },
    })
  })

  it('refuse a prop the contract does not have (a schema renamed under a caller)', () => {
    expect(() => hostAttributes('cart-button', cartButton, { numberId: 5 } as never)).toThrow(
      '[islands] "cart-button" has no prop numberId (data-number-id)',
    )
  })

  it('of the cards drawn from JSON name registered islands whose attributes parse, as the runtime would mount them', () => {
    const tariff = { id: 7, name: 'Безлимит', absolute_url: '/mts/tariff/7/', host_url: '', month_fee: '500.00', archive: false } as Tariff
    const { container } = render(
      <CardHostsContext value={CARD_HOSTS}>
        <TariffCard tariff={tariff} />
        <CardCart kind="device" id={4} href="/devices/4/" small />
      </CardHostsContext>,
    )
    const hosts = [...container.querySelectorAll<HTMLElement>('[data-island]')].map((host) => {
      const name = host.dataset.island!
      const island = islands[name]
      return [name, island && propsOf(host, islands)]
    })
    expect(hosts).toEqual([
      ['cart-button', { props: { tariff: 7, label: 'В корзину', cartUrl: '/order/' } }],
      ['compare-button', { props: { tariff: 7, compared: false } }],
      ['cart-button', { props: { device: 4, label: 'В корзину', cartUrl: '/order/' } }],
    ])
  })
})
