import { describe, expect, it } from 'vitest'
import { query, withQuery } from '../../browser/api/query'

describe('query serialiser', () => {
  it('repeats array keys and skips undefined, null and empty strings', () => {
    expect(query({ page: 1, provider: [2, 5], gb_unlim: true, empty: '', none: undefined, nil: null, list: ['', 'a b'] })).toBe(
      'page=1&provider=2&provider=5&gb_unlim=true&list=a+b',
    )
  })

  it('keeps false and 0, which are real filter values', () => {
    expect(query({ archive: false, offset: 0 })).toBe('archive=false&offset=0')
  })

  it('appends to a URL that already has a query or a fragment', () => {
    expect([
      withQuery('/api/x/', { page: 2 }),
      withQuery('/api/x/?a=1', { page: 2 }),
      withQuery('/api/x/#top', { page: 2 }),
      withQuery('/api/x/', { page: undefined }),
    ]).toEqual(['/api/x/?page=2', '/api/x/?a=1&page=2', '/api/x/?page=2#top', '/api/x/'])
  })
})
