import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiRequest, fixtureHTML, holdRequests, loadPage, logRequests, useReferenceServer } from 'storefront-islands/testing'
import { formSubmit, mountFilledCheckout } from './checkout-page'

const server = useReferenceServer()

/** The cart section of /order/, the order's summary beside the form from lg. */
const cart = () => screen.getByRole('region', { name: 'Товары в корзине' })
const summarySubmit = () => within(cart()).getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement
const errorOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent

describe('the summary’s «Оформить заказ» (issue 41: the order summary beside the form)', () => {
  it('the server draws it in the summary, after the total, submitting the order form', () => {
    const html = fixtureHTML('order-cart-filled.html')
    const summary = /<div class="order-cart__summary">[\s\S]*?<\/div>/.exec(html)?.[0] ?? ''
    expect(summary).toContain('Итого')
    expect(summary).toContain(
      '<button class="btn btn-primary order-cart__submit" type="submit" form="order-form" data-checkout-submit="">Оформить заказ</button>',
    )
    // None in an empty cart's section: there is no summary to stand beside the form.
    expect(fixtureHTML('order-cart-empty.html')).not.toContain('order-cart__submit')
  })

  it('pressed with the form empty: every message on its field, the first invalid field focused, nothing sent', async () => {
    expect((await apiRequest('POST', '/api/cart/items/', { tariff: 1 })).status).toBe(201)
    await loadPage('/order/')
    await waitFor(() => expect(summarySubmit()).toBeEnabled())
    const sent = logRequests(server)
    await userEvent.click(summarySubmit())
    await waitFor(() => expect(field(/^Имя/)).toHaveFocus())
    expect(errorOf(field(/^Имя/))).toBe('Пожалуйста, заполните это поле')
    expect(errorOf(field(/^E-mail/))).toBe('Пожалуйста, заполните это поле')
    expect(errorOf(field(/^Телефон/))).toBe('Пожалуйста, заполните это поле')
    expect(sent.filter((line) => line.startsWith('POST'))).toEqual([])
  })

  it('places a filled order, and both buttons are busy and disabled while it is posted', async () => {
    const held = holdRequests(server, '/api/orders/')
    const page = await mountFilledCheckout()
    await userEvent.click(summarySubmit())
    const post = await held.arrived(0)
    // The summary's button the cart island draws once woken, and the form's own.
    await waitFor(() => expect(summarySubmit()).toBeDisabled())
    expect(summarySubmit()).toHaveAttribute('aria-busy', 'true')
    expect(formSubmit()).toBeDisabled()
    expect(formSubmit()).toHaveAttribute('aria-busy', 'true')
    post.release()
    await waitFor(() => expect(page.navigations).toEqual([{ type: 'assign', url: expect.stringMatching(/\/order\/result\/\d+\/$/) }]))
  })
})
