import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

describe('toggle buttons (pills)', () => {
  it('presses one pill at a time and shows the related tariffs of its provider', async () => {
    const page = await loadFixture('toggle-buttons.html')
    const group = page.hostsOf('toggle-buttons')[0]!.element
    const pill = (name: string) => within(group).getByRole('button', { name })
    const shown = () =>
      Array.from(document.querySelectorAll<HTMLElement>('#related-tariffs-list > li'))
        .filter((li) => !li.hidden)
        .map((li) => li.querySelector('h3')!.textContent)
    const all = ['Безлимит Плюс', 'Мой разговор', 'Близкие люди', 'Всё просто']
    expect(shown()).toEqual(all)
    await userEvent.click(pill('МТС'))
    expect([pill('Все'), pill('МТС'), pill('Билайн')].map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false'])
    expect(pill('МТС')).toHaveClass('is-active')
    expect(shown()).toEqual(['Безлимит Плюс', 'Мой разговор'])
    await userEvent.click(pill('Все'))
    expect(shown()).toEqual(all)
    page.unmount()
    await userEvent.click(pill('МТС'))
    expect(shown()).toEqual(all)
  })

  it('in multi mode each button toggles on its own', async () => {
    await loadFixture(
      '<div data-island="toggle-buttons" data-mode="multi"><button type="button" class="btn btn-underline" data-toggle-value="a">А</button><button type="button" class="btn btn-underline" data-toggle-value="b">Б</button></div>',
    )
    await userEvent.click(screen.getByRole('button', { name: 'А' }))
    await userEvent.click(screen.getByRole('button', { name: 'Б' }))
    await userEvent.click(screen.getByRole('button', { name: 'А' }))
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true'])
  })
})
