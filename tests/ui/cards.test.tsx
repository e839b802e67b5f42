import { render as renderPlain, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardHostsContext } from '../../cards/card-hosts'
import { CARD_HOSTS } from '../../islands/card-hosts'
import type { Device, NumberSet, PhoneNumber, Review, Tariff } from '../../shared/api/types'
import { DeviceCard, NumberCard, NumberSetCard, PostCard, ReviewCard, TariffCard, catalogItems, drawPageBlock } from '../../cards/cards'

afterEach(() => vi.restoreAllMocks())

/** A card as an island draws it: with the island hosts it carries. */
const render = (card: ReactElement) => renderPlain(<CardHostsContext value={CARD_HOSTS}>{card}</CardHostsContext>)

/** An answer of another backend: only the fields a card cannot do without. */
const bareNumber = {
  id: 7,
  number: '+7 (916) 000-11-22',
  number_digit: '79160001122',
  host_url: 'https://shop.example',
  site_price: '2500.00',
} as PhoneNumber

describe('cards from JSON with fields missing (bad input)', () => {
  it('a number without tags, provider, currency or rent still has its link, price and cart button', () => {
    render(<NumberCard number={{ ...bareNumber, absolute_url: '/mts/number/79160001122.html' }} />)
    expect(screen.getByRole('link', { name: '+7 (916) 000-11-22' })).toHaveAttribute('href', 'https://shop.example/mts/number/79160001122.html')
    expect(screen.getByText('2 500')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Метки' })).toBeNull()
    expect(screen.getByRole('link', { name: 'В корзину' }).closest('[data-island="cart-button"]')).toHaveAttribute('data-number', '7')
  })

  it('a number card goes to {host}/{provider}/number/{digits}.html (spec §2)', () => {
    const number = { ...bareNumber, absolute_url: '/elsewhere/', provider_object: { name: 'beeline' } } as PhoneNumber
    render(<NumberCard number={number} />)
    expect(screen.getByRole('link', { name: '+7 (916) 000-11-22' })).toHaveAttribute('href', 'https://shop.example/beeline/number/79160001122.html')
  })

  it('price on call hides the price and the old price; a sold number has no cart button', () => {
    render(<NumberCard number={{ ...bareNumber, has_price_on_call: true, has_discount: true, real_site_price: '9000', archive: true }} />)
    expect(screen.getByText('Цена по запросу')).toBeInTheDocument()
    expect(screen.queryByText(/9 000/)).toBeNull()
    expect(screen.getByText('Нет в продаже')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'В корзину' })).toBeNull()
  })

  it('a star number without a category is a star card without a badge', () => {
    const { container } = render(<NumberCard number={bareNumber} star />)
    expect(container.querySelector('article')).toHaveClass('number-card', 'number-card--star')
    expect(container.querySelector('.badge')).toBeNull()
  })

  it('a tariff without summary, tags or provider', () => {
    render(<TariffCard tariff={{ id: 3, name: 'Простой', month_fee: '300.00', host_url: '', absolute_url: '/tariffs/prostoi/' } as Tariff} />)
    expect(screen.getByRole('link', { name: 'Простой' })).toHaveAttribute('href', '/tariffs/prostoi/')
    expect(screen.getByText('300 /мес')).toBeInTheDocument()
  })

  it('a device without a picture, tags or currency', () => {
    const { container } = render(
      <DeviceCard
        device={{ id: 5, name: 'Роутер', current_price: '4990', absolute_url: '/devices/router/' } as Device}
        hostUrl="https://shop.example"
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'Роутер' })).toHaveAttribute('href', 'https://shop.example/devices/router/')
    expect(screen.getByText('4 990')).toBeInTheDocument()
  })

  it('a set without numbers', () => {
    render(<NumberSetCard set={{ total_site_price: '0' } as NumberSet} />)
    expect(screen.getByRole('heading', { name: 'Набор из 0 номеров' })).toBeInTheDocument()
  })

  it('a review without answers or rate', () => {
    render(
      <ul>
        <ReviewCard review={{ name: 'Анна', content: 'Спасибо!' } as Review} />
      </ul>,
    )
    expect(screen.getByRole('listitem')).toHaveTextContent('АннаСпасибо!')
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('cards take API strings as text', () => {
  it('markup in a name stays text; intro HTML goes through the sanitizer', () => {
    const post = {
      id: 1,
      title: '<b>Жирный</b> заголовок',
      absolute_url: '/news/x/',
      providers: [],
      date_publish_display: '1 ноября',
      intro_display: '<p onclick="alert(1)">Текст<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    }
    const { container } = render(
      <ul>
        <PostCard post={post as never} />
      </ul>,
    )
    expect(within(container).getByRole('link', { name: '<b>Жирный</b> заголовок' })).toBeInTheDocument()
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('.site-post__intro')!.innerHTML).toBe('<p>Текст</p>')
  })

  it('a number named with markup is text', () => {
    render(<NumberCard number={{ ...bareNumber, number: '<img src=x onerror=alert(1)>' }} />)
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })
})

describe('a page block of cards', () => {
  it('draws every good item and leaves out (and reports) one that cannot be drawn', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const items = catalogItems('numbers', [bareNumber, null, { ...bareNumber, id: 8, number: '+7 (916) 000-11-33' }], CARD_HOSTS)!
    const { block } = drawPageBlock('catalog-list__page', items)
    document.body.append(block)
    expect(block).toHaveAttribute('role', 'none')
    expect(
      within(block)
        .getAllByRole('link', { name: /^\+7/ })
        .map((a) => a.textContent),
    ).toEqual(['+7 (916) 000-11-22', '+7 (916) 000-11-33'])
    expect(console.error).toHaveBeenCalled()
  })

  it('knows no card for an unknown kind', () => {
    expect(catalogItems('spaceships', [{}], CARD_HOSTS)).toBeNull()
  })
})
