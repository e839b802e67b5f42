import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import enhanceTooltip from '../../islands/tooltip/tooltip'
import { host, putDevicePage, restoreWindow } from './widget-pages'

afterEach(restoreWindow)

describe('tooltip', () => {
  it('opens on click, closes on Escape and on a click elsewhere; it describes its trigger', async () => {
    putDevicePage()
    const release = enhanceTooltip(host('tooltip'), {})
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
    release()
  })
})
