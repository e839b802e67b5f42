import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

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
