import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, isAbortError } from '../../browser/api/errors'
import { api } from '../../browser/api/client'
import { getCsrfToken } from '../../browser/api/csrf'
import { json, stubFetch } from './fetch-stub'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('api client: what it sends', () => {
  beforeEach(() => {
    // path=/ so tests/setup.ts can delete it: happy-dom gives path-less cookies no default path.
    document.cookie = 'csrftoken=tok%2B123; path=/'
  })

  it('sends GET with Accept, same-origin credentials, the query and no CSRF header', async () => {
    const { fn, seen } = stubFetch(() => json(200, { results: [], next: null }))
    const data = await api.get('/api/news/', { query: { page: 2, provider: [1, 3], q: '', x: undefined } })
    expect(data).toEqual({ results: [], next: null })
    expect(seen).toEqual([{ method: 'GET', url: '/api/news/?page=2&provider=1&provider=3', csrf: null, contentType: null, body: undefined }])
    const init = fn.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('same-origin')
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
  })

  it('sends the csrftoken cookie as X-CSRFToken and JSON bodies on every write', async () => {
    const { seen } = stubFetch(() => json(200, {}))
    await api.post('/api/cart/items/', { device: 7 })
    await api.put('/api/cart/promocode/', { code: 'SALE' })
    await api.patch('/api/x/', { a: 1 })
    await api.delete('/api/cart/items/5/')
    expect(seen.map((r) => [r.method, r.url, r.csrf, r.contentType, r.body])).toEqual([
      ['POST', '/api/cart/items/', 'tok+123', 'application/json', { device: 7 }],
      ['PUT', '/api/cart/promocode/', 'tok+123', 'application/json', { code: 'SALE' }],
      ['PATCH', '/api/x/', 'tok+123', 'application/json', { a: 1 }],
      ['DELETE', '/api/cart/items/5/', 'tok+123', null, undefined],
    ])
  })

  it('passes FormData untouched so the browser sets the multipart boundary', async () => {
    const { seen } = stubFetch(() => json(200, { status: 'ok' }))
    const form = new FormData()
    form.append('ajax', '1')
    await api.post('/forms/sell/', form)
    expect(seen[0]?.body).toBe(form)
    expect(seen[0]?.contentType).toBeNull()
    expect(seen[0]?.csrf).toBe('tok+123')
  })

  it('resolves 204 and empty bodies with undefined', async () => {
    stubFetch(() => new Response(null, { status: 204 }))
    expect(await api.delete('/api/cart/')).toBeUndefined()
  })

  it('reads the token from among other cookies, decoded', () => {
    document.cookie = 'other=1; path=/'
    expect(getCsrfToken()).toBe('tok+123')
  })
})

describe('api client without a csrftoken cookie', () => {
  beforeEach(() => {
    // tests/setup.ts clears cookies after each test; this block starts without one.
    document.cookie = 'other=1; path=/'
  })

  it('sends no X-CSRFToken header rather than an empty one', async () => {
    const { seen } = stubFetch(() => json(200, {}))
    await api.post('/api/cart/items/', { device: 1 })
    expect([getCsrfToken(), seen[0]?.csrf]).toEqual([null, null])
  })
})

describe('api client: errors', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }

  it('turns a DRF 400 into field and non-field errors', async () => {
    const body = {
      client_email: ['Введите корректный e-mail'],
      client_phones: { 1: ['Введите корректный номер телефона.'] },
      non_field_errors: ['Корзина пуста'],
      __all__: ['Общая ошибка'],
    }
    stubFetch(() => json(400, body))
    const error = await failure(api.post('/api/orders/', {}))
    expect([error.status, error.fieldErrors, error.nonFieldErrors, error.body, error.message]).toEqual([
      400,
      { client_email: ['Введите корректный e-mail'], 'client_phones.1': ['Введите корректный номер телефона.'] },
      ['Корзина пуста', 'Общая ошибка'],
      body,
      'Корзина пуста',
    ])
  })

  it('reads rate_limited_until and detail from a 429', async () => {
    stubFetch(() => json(429, { detail: 'Слишком много запросов', rate_limited_until: '2030-01-01T10:00:00Z' }))
    const error = await failure(api.post('/api/customers/send-signin-code/', { phone_number: '+7' }))
    expect([error.status, error.rateLimitedUntil, error.nonFieldErrors]).toEqual([429, '2030-01-01T10:00:00Z', ['Слишком много запросов']])
  })

  it('reads form answers of the shape {status, errors}', async () => {
    stubFetch(() => json(400, { status: 'error', errors: { name: ['Пожалуйста, заполните это поле'], __all__: ['Ошибка'] } }))
    const error = await failure(api.post('/contacts/', {}))
    expect([error.fieldErrors, error.nonFieldErrors]).toEqual([{ name: ['Пожалуйста, заполните это поле'] }, ['Ошибка']])
  })

  it('keeps a non-JSON error page as the body with no messages', async () => {
    stubFetch(() => new Response('<h1>Server Error</h1>', { status: 500 }))
    const error = await failure(api.get('/api/cart/'))
    expect([error.status, error.body, error.fieldErrors, error.nonFieldErrors]).toEqual([500, '<h1>Server Error</h1>', {}, []])
  })

  it('rejects a 2xx body that is not JSON rather than returning a string as T', async () => {
    stubFetch(() => new Response('oops', { status: 200 }))
    expect((await failure(api.get('/api/cart/'))).status).toBe(200)
  })

  it('gives status 0 when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    expect((await failure(api.get('/api/cart/'))).status).toBe(0)
  })

  it('rethrows an abort as the AbortError itself', async () => {
    stubFetch(
      (_request, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        }),
    )
    const controller = new AbortController()
    const pending = api.get('/api/search/heap/', { signal: controller.signal })
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect([error instanceof ApiError, isAbortError(error)]).toEqual([false, true])
  })

  it('refuses other origins without calling fetch, and allows its own', async () => {
    const { fn } = stubFetch(() => json(200, {}))
    for (const url of ['https://evil.example/api/cart/', '//evil.example/api/cart/']) {
      const error = await failure(api.post(url, { a: 1 }))
      expect(error.status).toBe(0)
    }
    expect(fn).not.toHaveBeenCalled()
    await api.get(`${location.origin}/api/cart/`)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
