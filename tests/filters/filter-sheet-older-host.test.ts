import { fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useReferenceServer } from 'storefront-islands/testing'
import enhanceFilterSheet from '../../islands/filter-sheet/filter-sheet'

useReferenceServer()

describe('filter sheet on a host from a template older than its live region', () => {
  it('makes its own live region and says the count of a changed choice in it', async () => {
    document.body.innerHTML = `
      <div class="filter-sheet"><button type="button" data-filter-sheet-open>Фильтры</button></div>
      <form id="older-filters"><input type="checkbox" id="older-beeline" name="provider" value="beeline"><label for="older-beeline">Билайн</label><button type="submit">Показать</button></form>`
    const host = document.querySelector<HTMLElement>('.filter-sheet')!
    const stop = enhanceFilterSheet(host, { form: 'older-filters', countUrl: '/api/catalog/numbers/', countKind: 'numbers' })
    await userEvent.click(within(host).getByRole('button', { name: /^Фильтры/ }))
    const sheet = document.querySelector<HTMLDialogElement>('dialog.filter-sheet__dialog')!
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Билайн' }))
    // What the sheet's button reads once the count is in («Показать N номеров»), said as well.
    const status = within(sheet).getByRole('status')
    await waitFor(() => expect(status.textContent).toMatch(/^Показать \d[\d\u00a0]* номер/))
    expect(status).toHaveTextContent(within(sheet).getByRole('button', { name: /^Показать/ }).textContent!)
    stop()
  })
})
