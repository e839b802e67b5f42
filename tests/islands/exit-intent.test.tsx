import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fixtureHTML, loadFixture, storedRequests, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

/** The footer's exit-intent host with this initial delay (seconds; the site config's is 30). */
const footer = (initialDelay: number) =>
  loadFixture(fixtureHTML('exit-intent.html').replace('data-initial-delay="30"', `data-initial-delay="${initialDelay}"`))
const leave = () => fireEvent.mouseLeave(document.documentElement, { relatedTarget: null })

describe('exit-intent, mounted from the footer', () => {
  it('offers the subscription when the pointer leaves the page, and not again within the retry delay once closed', async () => {
    await footer(0)
    leave()
    const dialog = await screen.findByRole('dialog', { name: 'Подпишитесь на скидки' })
    expect(dialog).toHaveAttribute('open')
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    leave()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('waits out the initial delay of a first visit', async () => {
    await footer(30)
    leave()
    expect(screen.queryByRole('dialog', { name: 'Подпишитесь на скидки' })).toBeNull()
  })

  it('subscribes: the server stores the e-mail, and the modal never comes back', async () => {
    await footer(0)
    leave()
    await screen.findByRole('dialog', { name: 'Подпишитесь на скидки' })
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: /Подписаться/ }))
    await screen.findByRole('dialog', { name: 'Заявка отправлена' })
    expect(await storedRequests('subscribe')).toEqual([{ email: 'anna@example.com', consent_to_terms: true }])
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    leave()
    expect(screen.queryByRole('dialog', { name: 'Подпишитесь на скидки' })).toBeNull()
  })
})
