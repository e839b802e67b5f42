// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { containedPath } from '../../server/http/static-files'
import { toDecimal } from '../../server/money'
import { untilMidnight } from '../../server/routes/pages'
import { formatPrice } from '../../server/templates/filters'
import { scriptJson } from '../../server/templates/script-json'

describe('scriptJson', () => {
  it('escapes what could end the script element or break a parser, and reads back unchanged', () => {
    const value = { html: '</script><!-- & >', lines: 'a\u2028b\u2029c' }
    const text = scriptJson(value)

    expect(text).toBe('{"html":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u003e","lines":"a\\u2028b\\u2029c"}')
    expect(JSON.parse(text)).toEqual(value)
  })
})

describe('money', () => {
  it('writes kopecks as DRF decimal strings', () => {
    expect([toDecimal(150000), toDecimal(5), toDecimal(0), toDecimal(-1999)]).toEqual(['1500.00', '0.05', '0.00', '-19.99'])
  })

  it('formats prices with a space between thousands and a comma before kopecks', () => {
    expect([formatPrice('1500.00'), formatPrice('1234567.50'), formatPrice('99.00'), formatPrice(null)]).toEqual(['1 500', '1 234 567,50', '99', ''])
  })
})

describe('untilMidnight', () => {
  it('counts the time left to the next local midnight as HH:MM:SS', () => {
    expect(untilMidnight(new Date(2024, 5, 1, 21, 30, 15))).toBe('02:29:45')
    expect(untilMidnight(new Date(2024, 5, 1, 0, 0, 0))).toBe('24:00:00')
  })
})

describe('containedPath', () => {
  it('keeps paths inside the root and refuses the rest', () => {
    expect(containedPath('/srv/dist', 'chunks/a-ABCDEFGH.js')).toBe('/srv/dist/chunks/a-ABCDEFGH.js')
    expect(containedPath('/srv/dist', '../secret')).toBeNull()
    expect(containedPath('/srv/dist', '/etc/passwd')).toBeNull()
    expect(containedPath('/srv/dist', '')).toBeNull()
    expect(containedPath('/srv/dist', 'a\0b')).toBeNull()
  })
})

describe('loadConfig', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({})

    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      secretKey: null,
      cartMaxItems: 10,
      minRentPeriod: 3,
      exitInitialDelay: 30,
      exitRetryDelay: 86400,
    })
    expect(config.dbPath).toMatch(/\/data\/store\.sqlite3$/)
    expect(config.staticDistDir).toMatch(/\/static\/dist$/)
  })

  it('stops on a number setting that is not an integer', () => {
    expect(() => loadConfig({ CART_MAX_ITEMS: 'ten' })).toThrow('Setting CART_MAX_ITEMS must be an integer, got "ten"')
  })
})
