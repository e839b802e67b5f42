import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loadFixture, logRequests, referenceResponse, storedRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

async function mount() {
  const page = await loadFixture('sell-number.html')
  return { page, form: document.querySelector<HTMLFormElement>('#sell-number-form')! }
}

const items = () => [...document.querySelectorAll<HTMLElement>('[data-sell-item]')]

/** Fills the form as a seller would: one number of МТС in Архангельск, 50 000 ₽. */
function fill(form: HTMLFormElement) {
  const set = (selector: string, value: string) => {
    form.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!.value = value
  }
  set('[name="items-0-number"]', '+7 ( 916 ) 111 - 22 - 33')
  set('[name="items-0-price"]', '50000')
  set('[name="items-0-provider"]', '1')
  set('[name="items-0-subdomain"]', '52')
  set('[name="name"]', 'Иван')
  set('[name="email"]', 'ivan@example.com')
  set('[name="number"]', '+7 ( 926 ) 123 - 45 - 67')
  form.querySelector<HTMLInputElement>('[name="consent_to_terms"]')!.checked = true
}

describe('sell-number', () => {
  it('adds and deletes items, renumbering their fields; delete is hidden while one remains', async () => {
    await mount()
    expect(items()[0]!.querySelector('[data-delete-item]')).not.toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Добавить номер' }))
    await userEvent.click(screen.getByRole('button', { name: 'Добавить номер' }))
    expect(items().map((item) => within(item).getByRole('textbox', { name: 'Номер' }).getAttribute('name'))).toEqual([
      'items-0-number',
      'items-1-number',
      'items-2-number',
    ])
    expect(within(items()[2]!).getByRole('textbox', { name: 'Номер' })).toHaveFocus()
    await userEvent.click(within(items()[0]!).getByRole('button', { name: 'Удалить номер' }))
    await userEvent.click(within(items()[0]!).getByRole('button', { name: 'Удалить номер' }))
    expect(items()).toHaveLength(1)
    expect(within(items()[0]!).getByRole('textbox', { name: 'Номер' })).toHaveAttribute('id', 'sell-items-0-number')
    expect(items()[0]!.querySelector('[data-delete-item]')).not.toBeVisible()
  })

  it('shows the placement price with a skeleton meanwhile, by the chosen period; «Ошибка» on a bad answer', async () => {
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(
        '/forms/sell-number/placement-price/',
        async ({ request }) => {
          await held
          return referenceResponse(request)
        },
        { once: true },
      ),
    )
    await mount()
    const sent = logRequests(server)
    const price = screen.getByRole('textbox', { name: 'Цена, ₽' })
    const output = items()[0]!.querySelector('[data-placement-price]')!
    await userEvent.type(price, '50000')
    fireEvent.change(price)
    expect(output).toHaveAttribute('aria-busy', 'true')
    expect(sent).toEqual(['GET /forms/sell-number/placement-price/?price=50000'])
    answer()
    // The reference server's tariff of placement: 1 % a month, 10 % a year.
    await waitFor(() => expect(output).toHaveTextContent('Размещение: 500 ₽ в месяц'))
    await userEvent.click(screen.getByRole('radio', { name: 'На год' }))
    expect(output).toHaveTextContent('Размещение: 5 000 ₽ в год')

    server.use(http.get('/forms/sell-number/placement-price/', () => HttpResponse.json({ monthly: 'много' })))
    fireEvent.change(price, { target: { value: '7' } })
    await waitFor(() => expect(output).toHaveTextContent('Ошибка'))
  })

  it('goes to the payment page the server names after an accepted request, and not to another site', async () => {
    const { page, form } = await mount()
    fill(form)
    fireEvent.submit(form)
    await waitFor(() =>
      expect(page.navigations).toEqual([
        { type: 'assign', url: expect.stringMatching(new RegExp(`^${location.origin}/sell-number/payment/[^/]+/$`)) },
      ]),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await storedRequests('sell-number')).toEqual([
      expect.objectContaining({ name: 'Иван', email: 'ivan@example.com', placement_period: 'month' }),
    ])

    server.use(http.post('/forms/sell-number/', () => HttpResponse.json({ status: 'ok', payment_url: 'https://evil.example/pay' })))
    fill(form)
    fireEvent.submit(form)
    expect(await screen.findByRole('dialog', { name: 'Заявка отправлена' })).toHaveAttribute('open')
    expect(page.navigations).toHaveLength(1)
  })
})
