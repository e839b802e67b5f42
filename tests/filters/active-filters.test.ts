import { describe, expect, it } from 'vitest'
import { loadPage, useReferenceServer } from 'storefront-islands/testing'
import { activeFilterCount } from '../../shared/catalog/active-filters'
import { filterParams } from '../../islands/filters/serialize'

useReferenceServer({ catalog: 'full' })

/**
 * One count, two readers: the server counts the filter form it draws (the phone's «Фильтры · N»
 * button), the filter-sheet island the same form in the page once a visitor changes it. For the
 * same form both come to the same number.
 */
describe('active filters, counted alike by the server and in the page', () => {
  it.each([
    ['/numbers/', 0],
    ['/numbers/?ordering=-price', 0],
    ['/numbers/?provider=mts&provider=beeline&price_min=1%20000&ordering=-price', 2],
    ['/numbers/?category=gold&mask=777&rent=true&discount=true&price_max=', 4],
    ['/tariffs/?provider=mts&gb_min=20&unlim=1', 3],
    ['/devices/?manufacturer=Apple&discount=true&price_max=50000', 3],
  ])('%s: %i', async (path, expected) => {
    await loadPage(path, { keep: ['main#content'] })
    const opener = document.querySelector('[data-filter-sheet-open]')!
    const form = document.getElementById(document.querySelector<HTMLElement>('[data-island="filter-sheet"]')!.dataset.form!) as HTMLFormElement
    const inPage = activeFilterCount(filterParams(form))
    expect(inPage).toBe(expected)
    // The server's button says the same number (none: «Фильтры» alone).
    expect(opener.textContent!.trim()).toBe(expected > 0 ? `Фильтры · ${expected}` : 'Фильтры')
  })
})
