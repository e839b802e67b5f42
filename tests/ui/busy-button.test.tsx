import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BusyButton } from '../../browser/ui/BusyButton'

describe('BusyButton: the button of an action that takes a request', () => {
  it('shows a spinner named for assistive technology while busy, and refuses presses without dropping the focus', () => {
    const presses: string[] = []
    const { rerender } = render(
      <BusyButton busy={false} busyLabel="Загрузка" onClick={() => presses.push('press')}>
        В корзину
      </BusyButton>,
    )
    const button = screen.getByRole('button', { name: 'В корзину' })
    expect(button).not.toHaveAttribute('aria-disabled')
    fireEvent.click(button)

    rerender(
      <BusyButton busy busyLabel="Загрузка" onClick={() => presses.push('press')}>
        В корзину
      </BusyButton>,
    )
    expect(screen.getByRole('button', { name: 'Загрузка' })).toBe(button)
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeEnabled()
    fireEvent.click(button)

    rerender(
      <BusyButton busy={false} blocked busyLabel="Загрузка" data-state="failed" onClick={() => presses.push('press')}>
        В корзину
      </BusyButton>,
    )
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button).toHaveAttribute('data-state', 'failed')
    fireEvent.click(button)
    expect(presses).toEqual(['press'])
  })
})
