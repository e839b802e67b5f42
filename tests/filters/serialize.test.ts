import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { filterParams, shortLinkParams } from '../../islands/filters/serialize'
import { loadFixture, loadPage, useReferenceServer } from '../../testing'

useReferenceServer()

/** The numbers filter form as the server renders it for `query`, enhanced. */
async function mount(query = '') {
  const page = query ? await loadPage(`/numbers/${query}`, { keep: ['form[data-island="filters"]'] }) : await loadFixture('filters-numbers.html')
  return { page, form: document.getElementById('catalog-filters') as HTMLFormElement }
}

describe('serialisation of the filter form', () => {
  it("leaves out the provider group's «Любой»: no provider filter means any", async () => {
    const { form } = await mount()
    expect(filterParams(form).has('provider')).toBe(false)
  })

  it('sends what the form would submit, without empty values and with integers cleaned', async () => {
    const { form } = await mount('?provider=mts&provider=beeline')
    ;(screen.getByLabelText('Цена до, ₽') as HTMLInputElement).value = '12\u00A0000'
    ;(screen.getByLabelText('Маска номера') as HTMLInputElement).value = ' 777 '
    expect(filterParams(form).toString()).toBe('mask=777&provider=mts&provider=beeline&price_max=12000')
  })

  it('builds short-link params: no catalog_id, ordering, page_size or empty values; repeats joined by a colon', async () => {
    const { form } = await mount('?provider=mts&provider=beeline')
    ;(screen.getByLabelText('Цена от, ₽') as HTMLInputElement).value = '1 500'
    ;(screen.getByLabelText('Сортировка') as HTMLSelectElement).value = 'price'
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="catalog_id" value="3"><input type="hidden" name="page_size" value="40">')
    expect(Object.fromEntries(shortLinkParams(form))).toEqual({ provider: 'mts:beeline', price_min: '1500' })
    expect(filterParams(form).get('ordering')).toBe('price')
  })
})
