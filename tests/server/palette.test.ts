// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { swatchClass } from '../../server/templates/filters'
import { serveForTests } from './helpers'

/** Tags and providers show their colours (spec §3) through classes, under a CSP without inline styles. */
const server = serveForTests()

describe('colours of the data', () => {
  it('turns hex colours into class names and refuses anything else', () => {
    expect(['#E30611', ' #0d6efd ', '#abc', 'red', '#12345', 'url(x)', null].map(swatchClass)).toEqual([
      'swatch-e30611',
      'swatch-0d6efd',
      'swatch-abc',
      '',
      '',
      '',
      '',
    ])
  })

  it('/palette.css defines a swatch per tag and provider colour, and the cards use them', async () => {
    const response = await fetch(`${server.url}/palette.css`)
    const css = await response.text()
    expect(response.headers.get('content-type')).toMatch(/^text\/css/)
    expect(css).toContain('.swatch-e30611 { --swatch: #e30611; }')
    expect(css).toContain('.swatch-00b956 { --swatch: #00b956; }')

    const tariffs = (await server.page('/tariffs/')).html
    const classes = [...tariffs.matchAll(/class="(?:badge card-tag|tariff-card__provider provider-mark) (swatch-[0-9a-f]+)"/g)].map((m) => m[1]!)
    expect(classes.length).toBeGreaterThan(0)
    for (const name of new Set(classes)) expect(css).toContain(`.${name} {`)
    expect((await server.page('/')).html).toContain('<link rel="stylesheet" href="/palette.css">')
  })
})
