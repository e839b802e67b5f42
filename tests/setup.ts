import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor wait for a state, and give up after this long: Testing Library's 1 s default is a
// guess about the machine, and on a busy 2-core one a form's round trip through the reference
// server in process (user-event's keystrokes, the request, React's commit) took longer (the
// exit-intent subscription's «Заявка отправлена» once did). The bound only decides how long a
// failing test takes to say so; a passing one goes on as soon as the state is there.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  // Server tests run in Node (`@vitest-environment node`) and have no DOM.
  if (typeof document === 'undefined') return
  cleanup()
  document.body.innerHTML = ''
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    // Both forms: a cookie set without a path is not removed by a `path=/` expiry in happy-dom.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  })
})
