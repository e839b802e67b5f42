import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useReferenceServer } from 'storefront-islands/testing'
import { formSubmit, mountFilledCheckout } from './checkout-page'

useReferenceServer()
const leave = () => fireEvent.mouseLeave(document.documentElement, { relatedTarget: null })

describe('checkout and the exit-intent modal (spec §4 «any successful form disables it permanently»)', () => {
  it('a placed order turns the exit-intent modal off: leaving the page then shows no «Подпишитесь на скидки»', async () => {
    // Delays of 0 s: without the order the pointer leaving the page would open it at once.
    const page = await mountFilledCheckout({ exitIntent: true })
    expect(page.hostsOf('exit-intent').map((host) => host.state)).toEqual(['mounted'])

    await userEvent.click(formSubmit())
    await waitFor(() => expect(page.navigations).toEqual([{ type: 'assign', url: expect.stringMatching(/\/order\/result\/\d+\/$/) }]))
    leave()
    expect(screen.queryByRole('dialog', { name: 'Подпишитесь на скидки' })).toBeNull()
  })
})
