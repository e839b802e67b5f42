import { describe, expect, it } from 'vitest'
import { findHostTags } from '../../shared/contract/host-tags'

/** The `data-island` value of every host found, in order. */
const islandsIn = (text: string) => findHostTags(text).map((host) => host.attributes.find((a) => a.name === 'data-island')?.value)

describe('findHostTags: tags without a host are passed over by their end alone', () => {
  it('finds the host after tags whose quoted values hold `>`, the attribute name and JSON', () => {
    const html = [
      `<a title="1 > 0" href="/">`,
      `<p title='<div data-island="fake">'>`,
      `<div data-auto-load="{&quot;xl&quot;: 2}" class="x">`,
      `<section data-island="catalog" data-auto-load='{"xl": 2}'></section>`,
    ].join('\n')
    expect(islandsIn(html)).toEqual(['catalog'])
  })

  it('reads unquoted values, template constructs and any case as the full reader does', () => {
    const html = [
      `<a x=b="c> <div data-island="after-unquoted">`,
      `<i title="{{ '>' }}" data-island="templated">`,
      `<b class=x DATA-ISLAND=upper>`,
      `<span {% if a %}data-island="guarded"{% endif %}>`,
      `<!-- <div data-island="commented"> -->`,
      `<script>"<div data-island='scripted'>"</script>`,
    ].join('\n')
    expect(islandsIn(html)).toEqual(['after-unquoted', 'templated', 'upper', 'guarded'])
  })
})

describe('findHostTags: a malformed tag', () => {
  it('reads a `=` where an attribute name starts as the browser does, the first character of that name', () => {
    const [host] = findHostTags('<div data-island="card" =x data-id="7" = >')
    expect(host!.attributes.map(({ name, value }) => [name, value])).toEqual([
      ['data-island', 'card'],
      ['=x', null],
      ['data-id', '7'],
      ['=', null],
    ])
  })
})
