import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('tabs', () => {
  it('turns the links into WAI-ARIA tabs over their sections', async () => {
    const page = await loadFixture('tabs.html')
    const tablist = screen.getByRole('tablist', { name: 'О тарифе' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Что входит', 'true', 0],
      ['Безлимитные приложения', 'false', -1],
      ['Условия', 'false', -1],
    ])
    expect(screen.getByRole('tabpanel', { name: 'Что входит' })).toBeVisible()
    await userEvent.click(tabs[2]!)
    expect(screen.getByRole('tabpanel', { name: 'Условия' })).toBeVisible()
    expect(screen.queryByRole('tabpanel', { name: 'Что входит' })).toBeNull()
    await userEvent.keyboard('{ArrowRight}') // wraps to the first
    expect(tabs[0]).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    page.unmount()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(document.getElementById('tariff-summary')).toBeVisible()
  })
})
