import { useStore } from '@nanostores/react'
import { useLayoutEffect } from 'react'
import { getCsrfToken } from '../../browser/api/csrf'
import { $greetingName, initCustomer, signOutPosted } from '../../browser/stores/customer'
import type { CustomerGreetingProps } from './index'
import { CUSTOMER_GREETING_MESSAGES as M } from './messages'

export default function CustomerGreeting({ customer, signinUrl, logoutUrl }: CustomerGreetingProps) {
  // Before paint, so the server's greeting never flips to the anonymous one.
  useLayoutEffect(() => initCustomer(customer ?? null), [customer])
  const name = useStore($greetingName)

  if (name === null) {
    return (
      <div className="greeting">
        <p className="greeting__title">{M.welcome}</p>
        <a className="btn btn-primary" href={signinUrl}>
          {M.signin}
        </a>
      </div>
    )
  }
  return (
    <div className="greeting">
      <p className="greeting__title">
        {M.hello} <span className="greeting__name">{name}</span>
      </p>
      {/* Sign-out is a plain form POST with Django's CSRF field (spec §2); the other tabs follow. */}
      <form method="post" action={logoutUrl} onSubmit={signOutPosted}>
        <input type="hidden" name="csrfmiddlewaretoken" value={getCsrfToken() ?? ''} />
        <button type="submit" className="btn">
          {M.logout}
        </button>
      </form>
    </div>
  )
}
