import { useStore } from '@nanostores/react'
import { useLayoutEffect } from 'react'
import { getCsrfToken } from '../../shared/api/csrf'
import { $greeting, initCustomer, signOutPosted } from '../../shared/stores/customer'
import type { CustomerGreetingProps } from './index'

export default function CustomerGreeting({ customer, signinUrl, logoutUrl }: CustomerGreetingProps) {
  // Before paint, so the server's greeting never flips to the anonymous one.
  useLayoutEffect(() => initCustomer(customer ?? null), [customer])
  const greeting = useStore($greeting)

  if (!('name' in greeting)) {
    return (
      <div className="greeting">
        <p className="greeting__title">{greeting.title}</p>
        <a className="btn btn-primary" href={signinUrl}>
          Войти
        </a>
      </div>
    )
  }
  return (
    <div className="greeting">
      <p className="greeting__title">
        {greeting.title} <span className="greeting__name">{greeting.name}</span>
      </p>
      {/* Sign-out is a plain form POST with Django's CSRF field (spec §2); the other tabs follow. */}
      <form method="post" action={logoutUrl} onSubmit={signOutPosted}>
        <input type="hidden" name="csrfmiddlewaretoken" value={getCsrfToken() ?? ''} />
        <button type="submit" className="btn">
          Выйти
        </button>
      </form>
    </div>
  )
}
