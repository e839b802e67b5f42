import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureHTML, loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('customer greeting (spec §6)', () => {
  it('welcomes an anonymous visitor with a sign-in link', async () => {
    const page = await loadFixture('customer-greeting-anonymous.html')
    expect(page.hostsOf('customer-greeting').map((h) => h.state)).toEqual(['mounted'])
    expect(screen.getByText('Добро пожаловать!')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/customer/signin/')
  })

  it('greets a customer by name and signs out with a CSRF form POST', async () => {
    // The reference server's customers sign in by phone and have no name; a Django customer may.
    await loadFixture(fixtureHTML('customer-greeting-signed-in.html').replace('"name":""', '"name":"Анна"'))
    expect(screen.getByText('Здравствуйте!', { exact: false })).toHaveTextContent('Здравствуйте! Анна')
    const form = screen.getByRole('button', { name: 'Выйти' }).closest('form')!
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/customer/logout/')
    const token = /csrftoken=([^;]+)/.exec(document.cookie)![1]
    expect(form.querySelector('input[name="csrfmiddlewaretoken"]')).toHaveValue(token)
  })

  it('shows the formatted phone when the customer has no name', async () => {
    await loadFixture('customer-greeting-signed-in.html')
    expect(screen.getByText('Здравствуйте!', { exact: false })).toHaveTextContent('Здравствуйте! +7 (900) 000-00-01')
  })
})
