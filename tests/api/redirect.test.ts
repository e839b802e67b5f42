import { describe, expect, it, vi } from 'vitest'
import { followRedirect, safeRedirectTarget } from '../../shared/api'

describe('safeRedirectTarget', () => {
  it('accepts same-origin paths and URLs, resolved to absolute', () => {
    expect([
      safeRedirectTarget('/order/result/5/'),
      safeRedirectTarget(`${location.origin}/x`),
      safeRedirectTarget('?page=2'),
    ]).toEqual([`${location.origin}/order/result/5/`, `${location.origin}/x`, `${location.origin}/?page=2`])
  })

  it('refuses other origins, protocol-relative URLs and script URLs', () => {
    const refused = [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      `${location.protocol}//${location.hostname}:1/`,
      '',
    ]
    expect(refused.map((url) => safeRedirectTarget(url))).toEqual(refused.map(() => null))
  })

  it('accepts an origin on the allow-list, written as an origin or a URL', () => {
    expect([
      safeRedirectTarget('https://pay.example/p/1', ['https://pay.example']),
      safeRedirectTarget('https://pay.example/p/1', ['https://pay.example/any/path']),
      safeRedirectTarget('http://pay.example/p/1', ['https://pay.example']),
    ]).toEqual(['https://pay.example/p/1', 'https://pay.example/p/1', null])
  })
})

describe('followRedirect', () => {
  it('navigates only to a safe target', () => {
    const assigned: string[] = []
    vi.spyOn(location, 'assign').mockImplementation((url: string | URL) => {
      assigned.push(String(url))
    })
    expect([followRedirect('https://evil.example/'), followRedirect('/order/result/5/')]).toEqual([false, true])
    expect(assigned).toEqual([`${location.origin}/order/result/5/`])
  })
})
