// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serveForTests } from './helpers'

/**
 * The markup of the filter widgets as the catalogue pages serve it (the contract the filters
 * and short-link islands read): it must work as a plain form without script.
 */
const server = serveForTests()

async function html(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The filter form of a page, from its opening tag to its end. */
function formOf(page: string): string {
  const start = page.indexOf('<form class="catalog-filters"')
  expect(start).toBeGreaterThan(-1)
  return page.slice(start, page.indexOf('</form>', start))
}

describe('filter widgets markup', () => {
  it.each(['/numbers/', '/star-numbers/', '/tariffs/', '/devices/'])('%s has one short-link host on its filter form', async (path) => {
    const form = formOf(await html(path))
    const hosts = form.match(/<div[^>]*data-island="short-link"[^>]*>/g) ?? []
    expect(hosts).toHaveLength(1)
    expect(hosts[0]).toContain('data-form="catalog-filters"')
    expect(hosts[0]).toContain('data-short-link-url="/api/short-links/"')
  })

  it.each([
    ['/numbers/', ['category', 'price_min', 'price_max', 'rent', 'discount'], ['mask', 'provider', 'ordering']],
    // Star numbers are chosen by category first: it stays in the simple mode there.
    ['/star-numbers/', ['price_min', 'price_max', 'rent'], ['mask', 'provider', 'category', 'ordering']],
  ])('%s puts its advanced fields in the block its toggle controls, closed until the query fills one', async (path, advanced, simple) => {
    const form = formOf(await html(path))
    expect(form).toMatch(/<button[^>]*data-filter-mode-toggle[^>]*aria-controls="filters-advanced" aria-expanded="false">Расширенный поиск<\/button>/)
    const start = form.indexOf('<div class="catalog-filters__advanced" id="filters-advanced" hidden>')
    expect(start).toBeGreaterThan(-1)
    // The block ends where the first simple field after it (ordering) begins.
    const block = form.slice(start, form.indexOf('name="ordering"'))
    for (const name of advanced) expect(block, name).toContain(`name="${name}"`)
    for (const name of simple) expect(block, name).not.toContain(`name="${name}"`)
    // A query that fills an advanced field opens it, as the island would.
    const open = formOf(await html(`${path}?price_max=50000`))
    expect(open).toMatch(/aria-expanded="true">Простой поиск<\/button>/)
    expect(open).toContain('<div class="catalog-filters__advanced" id="filters-advanced">')
  })

  it('/tariffs/ wraps the GB field and the unlimited flag in the slider block, filled from the query', async () => {
    const form = formOf(await html('/tariffs/?gb_min=15&unlim=true'))
    const start = form.indexOf('data-range-slider')
    expect(start).toBeGreaterThan(-1)
    const block = form.slice(start, form.indexOf('name="ordering"'))
    expect(block).toContain('data-range-field="filter-gb_min"')
    expect(block).toContain('data-range-unlim="filter-unlim"')
    expect(block).toContain('data-range-steps="0,3,5,10,15,20,30,40,50,100"')
    expect(block).toMatch(/id="filter-gb_min" name="gb_min" value="15"/)
    expect(block).toMatch(/id="filter-unlim" name="unlim" value="true" checked/)
    // The slider the island runs, drawn hidden: without script the fields are the form.
    expect(block).toMatch(
      /<div class="range-filter" data-range-ui hidden>\s*<label class="form-label" for="filter-gb_min-range">Интернет не меньше<\/label>/,
    )
    expect(block).toContain('<input type="range" id="filter-gb_min-range"')
  })

  it('the unlimited step sends what the tariff list already filters on', async () => {
    const response = await fetch(`${server.url}/api/catalog/tariffs/?unlim=true&page_size=100`)
    const { results } = (await response.json()) as { results: { summary?: Record<string, string> }[] }
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((t) => t.summary?.internet === 'Безлимитный интернет')).toBe(true)
  })
})
