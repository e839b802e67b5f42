import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import CustomerGreeting from '../../islands/customer-greeting/CustomerGreeting'

const urls = { signinUrl: '/customer/signin/', logoutUrl: '/customer/logout/' }

describe('customer greeting (spec §6)', () => {
  it('welcomes an anonymous visitor with a sign-in link', () => {
    render(<CustomerGreeting {...urls} customer={null} />)
    expect(screen.getByText('Добро пожаловать!')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/customer/signin/')
  })

  it('greets a customer by name and signs out with a CSRF form POST', () => {
    document.cookie = 'csrftoken=tok123; path=/'
    const { container } = render(<CustomerGreeting {...urls} customer={{ name: 'Анна', phone_number: '+79123456789' }} />)
    expect(screen.getByText('Здравствуйте!', { exact: false })).toHaveTextContent('Здравствуйте! Анна')
    const form = screen.getByRole('button', { name: 'Выйти' }).closest('form')!
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/customer/logout/')
    expect(container.querySelector('input[name="csrfmiddlewaretoken"]')).toHaveValue('tok123')
  })

  it('shows the formatted phone when the customer has no name', () => {
    render(<CustomerGreeting {...urls} customer={{ name: '', phone_number: '+79123456789' }} />)
    expect(screen.getByText('+7 (912) 345-67-89')).toBeInTheDocument()
  })
})
