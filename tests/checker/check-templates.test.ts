// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { describeIslands } from '../../scripts/island-contracts.mjs'
import { checkText, main } from '../../scripts/check-templates'

const ROOT = path.resolve(import.meta.dirname, '../..')
const description = await describeIslands(ROOT)
const check = (template: string) => checkText('page.html', template, description).map(({ line, message }) => `${line}: ${message}`)

async function run(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await main(
    args,
    (line) => out.push(line),
    (line) => err.push(line),
  )
  return { code, out, err }
}

describe('storefront-islands check', () => {
  it("finds nothing to refuse in the store's own templates", async () => {
    const { code, out } = await run('check', path.join(ROOT, 'templates'), path.join(ROOT, 'templates-fixtures'))
    expect(out.at(-1)).toMatch(/^storefront-islands check: \d+ island hosts in \d+ files, no problems$/)
    expect(code).toBe(0)
  })

  it('names a misspelt attribute with the one it resembles, and the line', () => {
    expect(check('<ul>\n  <li data-island="cart-button" data-numbr="42"></li>\n</ul>')).toEqual([
      '2: "cart-button": unknown attribute data-numbr; did you mean data-number?',
      '2: "cart-button": needs data-number or data-tariff or data-device',
    ])
  })

  it('names an unknown island with the one it resembles', () => {
    expect(check('<div data-island="cart-buton" data-number="1"></div>')).toEqual(['1: unknown island "cart-buton"; did you mean cart-button?'])
  })

  it('reports a missing required attribute and a literal of the wrong type', () => {
    expect(check('<a data-island="cart-summary" data-item-count="три" href="/order/">Корзина</a>')).toEqual([
      '1: "cart-summary": data-item-count="три" is not a valid int (a whole number, e.g. 42 or -1)',
      '1: "cart-summary": missing required attribute data-cart-url',
    ])
    expect(check('<div data-island="form-modal" data-kind="" data-action="javascript:alert(1)"></div>')).toEqual([
      '1: "form-modal": data-kind is empty',
      '1: "form-modal": data-action="javascript:alert(1)" is not a valid url (an http or https address, relative allowed)',
    ])
    expect(check('<div data-island="cart-button" data-tariff="7" data-island-load="soon"></div>')).toEqual([
      '1: "cart-button": data-island-load="soon" is not one of eager, idle, visible, interaction',
    ])
  })

  it("refuses an address that cannot be parsed, by the runtime's own rule (shared/contract/host-check.ts)", () => {
    expect(check('<div data-island="form-modal" data-kind="callback" data-action="http://["></div>')).toEqual([
      '1: "form-modal": data-action="http://[" is not a valid url (an http or https address, relative allowed)',
    ])
  })

  it('takes a template expression for any value, and a template-made attribute name for any attribute', () => {
    expect(check('<a data-island="cart-summary" data-item-count="{{ cart.items|length }}" data-cart-url="{% url \'cart\' %}">Корзина</a>')).toEqual(
      [],
    )
    expect(check('<div data-island="cart-button" data-{{ kind }}="{{ id }}"></div>')).toEqual([])
    expect(check('<div data-island="{{ island }}" data-anything="1"></div>')).toEqual([])
  })

  it('reads attributes inside template conditionals and quotes inside expressions as a template engine would', () => {
    const template = `<div class="catalog"{% if mode != "fragment" %} data-catalog-url="{{ url|default:"/api/" }}" data-card="numbers"{% else %} data-fragment-url="{{ page_url }}"{% endif %} data-island="catalog" data-extra-device-type="{{ type }}" data-next-page="{% if next > 1 %}{{ next }}{% endif %}">`
    expect(check(template)).toEqual([])
    expect(check('<div data-island="catalog" data-card="numbers" data-nxt-page="2"></div>')).toEqual([
      '1: "catalog": unknown attribute data-nxt-page; did you mean data-next-page?',
      '1: "catalog": needs data-catalog-url with data-card or data-fragment-url',
    ])
  })

  it("finds a JSON prop in the host's data-props block, or any prop when a template writes the block", () => {
    const greeting = (block: string) =>
      `<div data-island="customer-greeting" data-signin-url="/customer/signin/" data-logout-url="/customer/logout/">${block}</div>`
    expect(check(greeting('<script type="application/json" data-props>{"customer": null}</script>'))).toEqual([])
    const calculator = (block: string) => `<div data-island="calculator" data-calculator-url="/api/tariffs/calculator/">${block}<form></form></div>`
    expect(check(calculator('<script type="application/json" data-props>{"provider": []}</script>'))).toEqual([
      '1: "calculator": missing required attribute data-providers',
    ])
    expect(check(calculator('{{ calculator_props|json_script }}<script type="application/json">{{ props }}</script>'))).toEqual([])
  })

  it('skips comments and says why it skips a binary or unreadable file, going on with the rest, then exits 2', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'checker-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(
      path.join(dir, 'a.html'),
      '<!-- <div data-island="nope"></div> -->\n{# <div data-island="nope"></div> #}{% comment "old" %}<div data-island="nope">\n</div>{% endcomment %}\n<div data-island="countdown" data-labl="До конца"></div>\n',
    )
    writeFileSync(path.join(dir, 'logo.html'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]))
    // Unreadable whoever runs it (root reads any file): a folder named like a template.
    mkdirSync(path.join(dir, 'partials.html'))
    const { code, out, err } = await run('check', dir)
    expect(out).toEqual([
      `${path.join(dir, 'a.html')}:4: "countdown": unknown attribute data-labl; did you mean data-label?`,
      'storefront-islands check: 1 island hosts in 1 files, 1 problem; 2 files not read',
    ])
    expect(err).toEqual([
      `${path.join(dir, 'logo.html')}: skipped: a binary file, not a template`,
      `${path.join(dir, 'partials.html')}: skipped: cannot read it (EISDIR)`,
    ])
    // 2, not 1: the hosts of the files it could not read are unchecked.
    expect(code).toBe(2)
  })

  it("accepts other libraries' attributes on a host, and reports each of them with --strict", () => {
    const bootstrap =
      '<button class="btn btn-outline-primary" data-bs-toggle="tooltip" data-island="compare-button" data-tariff="{{ t.id }}">Сравнить</button>'
    expect(check(bootstrap)).toEqual([])
    const strict = checkText('page.html', bootstrap, description, { strict: true }).map(({ message }) => message)
    expect(strict).toEqual(['"compare-button": unknown attribute data-bs-toggle (not the island\'s; reported by --strict)'])
  })

  it('finds every real problem in a corpus of real-shaped Django and Jinja2 templates, with its line, and nothing else', async () => {
    const corpus = path.join(import.meta.dirname, 'corpus')
    const { code, out } = await run('check', corpus)
    const at = (file: string) => path.join(corpus, file)
    expect(out).toEqual([
      `${at('jinja/cart.jinja')}:12: "header-search": data-island-load="soon" is not one of eager, idle, visible, interaction`,
      `${at('shop/partials/price.html')}:3: "cart-button": data-rent-period="12 мес." is not a valid int (a whole number, e.g. 42 or -1)`,
      `${at('shop/product_list.html')}:34: "compare-button": unknown attribute data-tarif; did you mean data-tariff?`,
      `${at('shop/product_list.html')}:34: "compare-button": missing required attribute data-tariff`,
      `${at('shop/product_list.html')}:35: "cart-summary": missing required attribute data-cart-url`,
      `${at('shop/product_list.html')}:36: "countdown": unknown attribute data-lable; did you mean data-label?`,
      'storefront-islands check: 10 island hosts in 3 files, 6 problems',
    ])
    expect(code).toBe(1)
  })

  it('reads a 5 MB template and tags left open to the end of the file, and says which file is not UTF-8', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'checker-big-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const row =
      '<li>{% if n.rent %}<div data-island="cart-button" data-number="{{ n.id }}" data-bs-toggle="tooltip"><a href="/order/">В корзину</a></div>{% endif %}</li>\n'
    const rows = Math.ceil((5 * 1024 * 1024) / Buffer.byteLength(row))
    writeFileSync(path.join(dir, 'big.html'), row.repeat(rows))
    // Every way a tag can stay open: a host without its `>`, hosts without end tags, a file of `<`.
    writeFileSync(path.join(dir, 'open-tag.html'), `<div data-island="countdown" data-label="${'x'.repeat(1024 * 1024)}`)
    writeFileSync(path.join(dir, 'open-hosts.html'), '<div data-island="cart-button" data-number="1"><div>'.repeat(20_000))
    writeFileSync(path.join(dir, 'brackets.html'), '<'.repeat(1024 * 1024))
    writeFileSync(path.join(dir, 'latin1.html'), Buffer.from('<p>Caf\xe9</p>', 'latin1'))
    const { code, out, err } = await run('check', dir)
    expect(out).toEqual([
      `${path.join(dir, 'open-tag.html')}:1: "countdown": the start tag is not closed before the end of the file (a browser drops it)`,
      `storefront-islands check: ${rows + 20_001} island hosts in 4 files, 1 problem; 1 file not read`,
    ])
    expect(err).toEqual([`${path.join(dir, 'latin1.html')}: skipped: not UTF-8 text`])
    expect(code).toBe(2)
  })

  it("is the package's command: exit code 1 on a finding, 2 when it cannot run", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'checker-bin-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(path.join(dir, 'card.html'), '<div data-island="cart-button" data-nmber="{{ n.id }}"></div>\n')
    const bin = path.join(ROOT, 'bin', 'storefront-islands.mjs')
    const found = spawnSync(process.execPath, [bin, 'check', dir], { encoding: 'utf8' })
    expect(found.stdout).toContain('card.html:1: "cart-button": unknown attribute data-nmber; did you mean data-number?')
    expect(found.status).toBe(1)
    const usage = spawnSync(process.execPath, [bin, 'lint'], { encoding: 'utf8' })
    expect(usage.stderr).toContain('usage: storefront-islands check')
    expect(usage.status).toBe(2)
    // Two Node processes compiling the checker through tsx: seconds on a busy machine.
  }, 120_000)
})
