import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import enhanceToggleButtons from '../../islands/toggle-buttons/toggle-buttons'
import { host, putDevicePage, restoreWindow } from './widget-pages'

afterEach(restoreWindow)

describe('toggle buttons (pills)', () => {
  it('presses one pill at a time and shows the related tariffs of its provider', async () => {
    putDevicePage()
    const group = host('toggle-buttons')
    const release = enhanceToggleButtons(group, { filters: group.dataset.filters })
    const pill = (name: string) => within(group).getByRole('button', { name })
    const shown = () => Array.from(document.querySelectorAll<HTMLElement>('#related-tariffs-list > li')).filter((li) => !li.hidden).map((li) => li.querySelector('h3')!.textContent)
    expect(shown()).toEqual(['Смарт', 'Всё просто', 'Мой разговор'])
    await userEvent.click(pill('МТС'))
    expect([pill('Все'), pill('МТС'), pill('Билайн')].map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false'])
    expect(pill('МТС')).toHaveClass('is-active')
    expect(shown()).toEqual(['Смарт', 'Мой разговор'])
    await userEvent.click(pill('Все'))
    expect(shown()).toEqual(['Смарт', 'Всё просто', 'Мой разговор'])
    release()
  })

  it('in multi mode each button toggles on its own', async () => {
    document.body.innerHTML = '<div data-island="toggle-buttons"><button type="button" class="btn btn-underline" data-toggle-value="a">А</button><button type="button" class="btn btn-underline" data-toggle-value="b">Б</button></div>'
    enhanceToggleButtons(host('toggle-buttons'), { mode: 'multi' })
    await userEvent.click(screen.getByRole('button', { name: 'А' }))
    await userEvent.click(screen.getByRole('button', { name: 'Б' }))
    await userEvent.click(screen.getByRole('button', { name: 'А' }))
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true'])
  })
})
