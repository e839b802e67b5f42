import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('tooltip', () => {
  it('opens on click, closes on Escape and on a click elsewhere; it describes its trigger', async () => {
    // The whole device page: a click on its heading is a click elsewhere.
    const page = await loadFixture('device-page.html')
    const trigger = screen.getByRole('button', { name: 'О цене' })
    expect(trigger).toHaveAccessibleDescription('Цена устройства без SIM-карты и тарифа; тариф оплачивается отдельно.')
    await userEvent.click(trigger)
    expect(screen.getByRole('tooltip')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(trigger).toHaveFocus()
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('heading', { level: 1 }))
    expect(screen.queryByRole('tooltip')).toBeNull()
    page.unmount()
    expect(trigger).not.toHaveAttribute('aria-expanded')
  })
})
