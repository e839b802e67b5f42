import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fixtureHTML } from 'storefront-islands/testing'
import signin from '../../islands/signin/index'
import { startIslands } from '../../browser/runtime/runtime'

/**
 * When the sign-in island starts (issue 40): the server's phone step is its first look and it waits
 * for the visitor; after a no-script step the server's page needs it at once.
 */

/** The strategy the runtime takes for a host with `props` (its contract's choice, else its default). */
const strategyOf = (props: Parameters<typeof signin.strategyFor>[0]) => signin.strategyFor(props) ?? signin.strategy

describe('the sign-in strategy', () => {
  it('waits for the visitor on the phone step the server drew', () => {
    expect(strategyOf({})).toBe('interaction')
    expect(strategyOf({ next: '/numbers/' })).toBe('interaction')
    // Django's tag writes the empty phone of a first visit as data-phone="".
    expect(strategyOf({ phone: '', next: '' })).toBe('interaction')
  })

  it("starts at once on the server's code step: its resend countdown runs before the visitor acts", () => {
    expect(strategyOf({ codeStep: true, phone: '+7 (912) 345-67-89', rateLimitedUntil: '2026-01-01T00:01:00Z' })).toBe('eager')
    expect(strategyOf({ codeStep: true, phone: '+7 (912) 345-67-89', rateLimitedUntil: '' })).toBe('eager')
  })

  it('starts at once on a phone step the server answered (a refused phone): the island writes it into its field', () => {
    expect(strategyOf({ phone: '912' })).toBe('eager')
  })
})

describe('the sign-in island over the server page', () => {
  let stop: (() => void) | undefined
  beforeAll(() => import('../../browser/runtime/react-host'))
  afterEach(() => act(() => stop?.()))

  it('leaves the server form until the visitor comes, then keeps what was typed in it', async () => {
    document.body.innerHTML = fixtureHTML('signin.html')
    // The page's own content: the base template's hosts are other islands'.
    stop = startIslands({ signin }, { root: document.querySelector('main')! })
    const island = document.querySelector('[data-island="signin"]')!
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(island).toHaveAttribute('data-island-state', 'waiting')
    expect(island.querySelector('form')).toHaveAttribute('method', 'post')

    const field = screen.getByRole('textbox', { name: /Номер телефона/ }) as HTMLInputElement
    field.focus()
    field.value = '912345'
    fireEvent.input(field)
    // The island's form in the server's place (it posts nothing by itself).
    await expect.poll(() => island.querySelector('form')?.hasAttribute('method')).toBe(false)
    expect(island).toHaveAttribute('data-island-state', 'mounted')
    const now = screen.getByRole('textbox', { name: /Номер телефона/ }) as HTMLInputElement
    expect(now).not.toBe(field)
    expect(now).toHaveFocus()
    await expect.poll(() => now.value).toBe('+7 (912) 345')
  })
})
