import { describe, expect, it, vi } from 'vitest'
import { followRedirect, safeRedirectTarget } from '../../browser/api/follow-redirect'
import { sameOriginPath } from '../../shared/api/redirect'

describe('safeRedirectTarget', () => {
  it('accepts same-origin paths and URLs, resolved to absolute', () => {
    expect([safeRedirectTarget('/order/result/5/'), safeRedirectTarget(`${location.origin}/x`), safeRedirectTarget('?page=2')]).toEqual([
      `${location.origin}/order/result/5/`,
      `${location.origin}/x`,
      `${location.origin}/?page=2`,
    ])
  })

  it('refuses other origins, protocol-relative URLs and script URLs', () => {
    const refused = [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      `${location.protocol}//${location.hostname}:1/`,
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\\evil.example/',
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

describe("sameOriginPath (the server's Location headers)", () => {
  const origin = 'http://shop.test'

  it('gives the path, query and fragment of a page of the site', () => {
    expect([
      sameOriginPath('/order/', origin),
      sameOriginPath('/', origin),
      sameOriginPath('http://shop.test/numbers/?page=2#top', origin),
      sameOriginPath('/поиск/?query=тариф', origin),
    ]).toEqual(['/order/', '/', '/numbers/?page=2#top', '/%D0%BF%D0%BE%D0%B8%D1%81%D0%BA/?query=%D1%82%D0%B0%D1%80%D0%B8%D1%84'])
  })

  // Regression: the no-script sign-in answered '/\t/evil.example/' with that Location (an open
  // redirect once the browser drops the tab) and '/\n/…' with a 500 after signing in.
  it('refuses control characters, backslashes, other hosts and non-strings', () => {
    const refused = [
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r/evil.example/',
      '/\u0000x',
      '/\\evil.example',
      '//evil.example',
      'https://evil.example/',
      'https://shop.test.evil.example/',
      'javascript:alert(1)',
      '',
      '   ',
      5,
      null,
      undefined,
      ['/order/'],
    ]
    expect(refused.map((value) => sameOriginPath(value, origin))).toEqual(refused.map(() => null))
  })
})
