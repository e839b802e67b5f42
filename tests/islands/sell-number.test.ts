import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import enhanceSellNumber from '../../islands/sell-number/sell-number'
import { $message, $modal } from '../../shared/stores/modal'
import { json, stubFetch, type SeenRequest } from '../api/fetch-stub'
import { renderTemplate } from '../fixture'

let release: (() => void) | undefined
afterEach(() => {
  release?.()
  release = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  $modal.set(null)
  $message.set(null)
})

function mount(answer: (request: SeenRequest) => Response | Promise<Response>) {
  const page = renderTemplate('pages/site/sell-number.html', {
    action: '/forms/sell-number/',
    placement_url: '/forms/sell-number/placement-price/',
    providers: [{ value: '1', label: 'МТС' }],
    subdomains: [{ id: 2, display_name: 'Москва' }],
    site_name: 'Магазин',
    site_config: {},
    csrf_token: 'tok',
  })
  document.body.innerHTML = page.match(/<form(?![^>]*role="search")[\s\S]*?<\/form>/)![0]
  const { seen } = stubFetch(answer)
  const form = document.querySelector<HTMLFormElement>('#sell-number-form')!
  release = enhanceSellNumber(form, { placementUrl: '/forms/sell-number/placement-price/' })
  return { form, seen }
}

const items = () => [...document.querySelectorAll<HTMLElement>('[data-sell-item]')]

describe('sell-number', () => {
  it('adds and deletes items, renumbering their fields; delete is hidden while one remains', async () => {
    mount(() => json(200, {}))
    expect(items()[0]!.querySelector('[data-delete-item]')).not.toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Добавить номер' }))
    await userEvent.click(screen.getByRole('button', { name: 'Добавить номер' }))
    expect(items().map((item) => within(item).getByRole('textbox', { name: 'Номер' }).getAttribute('name'))).toEqual(['items-0-number', 'items-1-number', 'items-2-number'])
    expect(within(items()[2]!).getByRole('textbox', { name: 'Номер' })).toHaveFocus()
    await userEvent.click(within(items()[0]!).getByRole('button', { name: 'Удалить номер' }))
    await userEvent.click(within(items()[0]!).getByRole('button', { name: 'Удалить номер' }))
    expect(items()).toHaveLength(1)
    expect(within(items()[0]!).getByRole('textbox', { name: 'Номер' })).toHaveAttribute('id', 'sell-items-0-number')
    expect(items()[0]!.querySelector('[data-delete-item]')).not.toBeVisible()
  })

  it('shows the placement price with a skeleton meanwhile, by the chosen period; «Ошибка» on a bad answer', async () => {
    let answer!: (response: Response) => void
    const { seen } = mount(() => new Promise<Response>((resolve) => (answer = resolve)))
    const price = screen.getByRole('textbox', { name: 'Цена, ₽' })
    const output = items()[0]!.querySelector('[data-placement-price]')!
    await userEvent.type(price, '50000')
    fireEvent.change(price)
    expect(output).toHaveAttribute('aria-busy', 'true')
    expect(seen.map((r) => r.url)).toEqual(['/forms/sell-number/placement-price/?price=50000'])
    answer(json(200, { monthly: 500, yearly: 5000 }))
    await waitFor(() => expect(output).toHaveTextContent('Размещение: 500 ₽ в месяц'))
    await userEvent.click(screen.getByRole('radio', { name: 'На год' }))
    expect(output).toHaveTextContent('Размещение: 5 000 ₽ в год')

    fireEvent.change(price, { target: { value: '7' } })
    answer(json(200, { monthly: 'много' }))
    await waitFor(() => expect(output).toHaveTextContent('Ошибка'))
  })

  it('goes to a same-origin payment_url after an accepted request, and not to another site', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...location, href: location.href, origin: location.origin, assign })
    let paymentUrl = '/sell-number/payment/1/'
    const { form } = mount(() => json(200, { status: 'ok', payment_url: paymentUrl }))
    const fill = () => {
      const set = (selector: string, value: string) => {
        const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!
        control.value = value
      }
      set('[name="items-0-number"]', '+7 ( 916 ) 111 - 22 - 33')
      set('[name="items-0-price"]', '50000')
      set('[name="items-0-provider"]', '1')
      set('[name="items-0-subdomain"]', '2')
      set('[name="name"]', 'Иван')
      set('[name="email"]', 'ivan@example.com')
      set('[name="number"]', '+7 ( 926 ) 123 - 45 - 67')
      form.querySelector<HTMLInputElement>('[name="consent_to_terms"]')!.checked = true
    }
    fill()
    fireEvent.submit(form)
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/sell-number/payment/1/`))
    expect($modal.get()).toBeNull()

    paymentUrl = 'https://evil.example/pay'
    fill()
    fireEvent.submit(form)
    await waitFor(() => expect($modal.get()?.id).toBe('message'))
    expect(assign).toHaveBeenCalledTimes(1)
  })
})
