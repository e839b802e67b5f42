import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Toast } from '../../browser/ui/Toast'

describe('toast', () => {
  it('hides itself after its timeout', async () => {
    const onClose = vi.fn()
    render(<Toast title="Промокод применен" onClose={onClose} timeout={20} />)
    expect(screen.getByRole('status')).toHaveTextContent('Промокод применен')
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })
})
