import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, loadPage, logRequests, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()

/** The numbers filter form as the server renders it for `query`, enhanced. */
async function mount(query = '') {
  const page = query ? await loadPage(`/numbers/${query}`, { keep: ['form[data-island="filters"]'] }) : await loadFixture('filters-numbers.html')
  return { page, form: document.getElementById('catalog-filters') as HTMLFormElement }
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const checked = (...names: string[]) => names.map((n) => box(n).checked)

describe('checkbox group "any" (provider)', () => {
  it('starts with Любой checked when no provider is chosen, and unchecked when one is', async () => {
    await mount()
    expect(checked('Любой', 'МТС')).toEqual([true, false])
    await mount('?provider=mts')
    expect(checked('Любой', 'МТС')).toEqual([false, true])
  })

  it('checking another unchecks Любой; checking Любой unchecks the others', async () => {
    await mount()
    fireEvent.click(box('МТС'))
    fireEvent.click(box('Билайн'))
    expect(checked('Любой', 'МТС', 'Билайн')).toEqual([false, true, true])
    fireEvent.click(box('Любой'))
    expect(checked('Любой', 'МТС', 'Билайн')).toEqual([true, false, false])
  })

  it('unchecking the last other re-checks Любой, and Любой cannot be unchecked alone', async () => {
    await mount()
    fireEvent.click(box('МТС'))
    fireEvent.click(box('МТС'))
    expect(checked('Любой', 'МТС')).toEqual([true, false])
    fireEvent.click(box('Любой'))
    expect(checked('Любой')).toEqual([true])
  })

  it('is never sent: no provider filter means any', async () => {
    // The numbers catalogue: «Показать» reloads its cards for the form and puts the filters into the address.
    await loadFixture('catalog-numbers.html')
    const sent = logRequests(server)
    fireEvent.click(box('МТС'))
    fireEvent.click(box('Любой'))
    await userEvent.type(screen.getByLabelText('Маска номера'), '777')
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }))
    expect(location.pathname + location.search).toBe('/numbers/?mask=777')
    expect(sent.filter((line) => line.startsWith('GET /api/catalog/numbers/'))).toEqual(['GET /api/catalog/numbers/?mask=777&page=1'])
  })

  it('stops once released', async () => {
    const { page } = await mount()
    page.unmount()
    fireEvent.click(box('МТС'))
    expect(checked('Любой', 'МТС')).toEqual([true, true])
  })
})

describe('exclusive checkbox group', () => {
  it('keeps only one checked', async () => {
    // No reference page has one (a Django filter may): the markup docs/islands.md «filters» describes.
    await loadFixture(`<form id="f" data-island="filters"><fieldset data-checkbox-group="exclusive"><legend>Категория</legend>
      <label><input type="checkbox" name="category" value="gold">Золотой</label>
      <label><input type="checkbox" name="category" value="silver">Серебряный</label></fieldset></form>`)
    fireEvent.click(box('Золотой'))
    fireEvent.click(box('Серебряный'))
    expect(checked('Золотой', 'Серебряный')).toEqual([false, true])
    fireEvent.click(box('Серебряный'))
    expect(checked('Золотой', 'Серебряный')).toEqual([false, false])
  })
})

describe('integer inputs', () => {
  it('groups thousands with a space while typing and drops everything but digits', async () => {
    await mount()
    const price = screen.getByLabelText('Цена от, ₽') as HTMLInputElement
    fireEvent.input(price, { target: { value: '1500' } })
    expect(price.value).toBe('1\u00A0500')
    fireEvent.input(price, { target: { value: '-12,5 abc' } })
    expect(price.value).toBe('125')
    fireEvent.input(price, { target: { value: '0001234567' } })
    expect(price.value).toBe('1\u00A0234\u00A0567')
  })
})

describe('number mask input', () => {
  it('shows Введите корректную маску номера. linked to the input, and clears it when fixed or emptied', async () => {
    await mount()
    const mask = screen.getByLabelText('Маска номера') as HTMLInputElement
    fireEvent.change(mask, { target: { value: '12g' } })
    expect(mask).toHaveAttribute('aria-invalid', 'true')
    expect(mask).toHaveClass('is-invalid')
    expect(mask).toHaveAccessibleDescription(expect.stringContaining('Введите корректную маску номера.'))
    fireEvent.input(mask, { target: { value: '9*777' } })
    expect(mask).not.toHaveAttribute('aria-invalid')
    expect(mask).toHaveAttribute('aria-describedby', 'filter-mask-hint')
    fireEvent.change(mask, { target: { value: 'xxyy' } })
    expect(mask).not.toHaveAttribute('aria-invalid')
    fireEvent.change(mask, { target: { value: '' } })
    expect(mask).not.toHaveAttribute('aria-invalid')
  })
})
