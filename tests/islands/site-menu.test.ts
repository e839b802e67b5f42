import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureHTML, loadFixture, useReferenceServer } from 'storefront-islands/testing'
import { restoreWindowWidth, setWindowWidth } from './window-width'

useReferenceServer()
afterEach(restoreWindowWidth)

/** The header row as the server renders it (and a heading to press outside it), the menu mounted. */
async function mount() {
  const page = await loadFixture(`${fixtureHTML('header-anonymous.html')}<main><h1>Страница</h1></main>`)
  const host = page.hostsOf('site-menu')[0]!.element
  const byText = (text: string) => [...host.querySelectorAll<HTMLElement>('a, button')].find((a) => a.textContent?.trim() === text)!
  return { page, host, burger: host.querySelector<HTMLAnchorElement>('[data-menu-burger]')!, more: byText('Ещё'), byText }
}

describe('site menu (spec §2: dropdown and burger)', () => {
  it('turns the «Ещё» link into a disclosure button closed by Escape and by a press outside', async () => {
    const { more } = await mount()
    const panel = document.getElementById('site-nav-more')!
    expect([more.getAttribute('role'), more.getAttribute('aria-expanded'), more.getAttribute('aria-controls'), panel.hidden]).toEqual([
      'button',
      'false',
      'site-nav-more',
      true,
    ])
    fireEvent.click(more)
    expect([more.getAttribute('aria-expanded'), panel.hidden]).toEqual(['true', false])
    fireEvent.keyDown(panel.querySelector('a')!, { key: 'Escape' })
    expect([more.getAttribute('aria-expanded'), document.activeElement]).toEqual(['false', more])
    fireEvent.keyDown(more, { key: ' ' })
    expect(more.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(document.querySelector('h1')!)
    expect(more.getAttribute('aria-expanded')).toBe('false')
  })

  it('from lg: opens the navigation with focus on its first link, wraps Tab inside it, and gives focus back on Escape', async () => {
    setWindowWidth(1280)
    const { host, burger, byText } = await mount()
    fireEvent.click(burger)
    expect(burger.getAttribute('aria-expanded')).toBe('true')
    expect(host).toHaveClass('site-menu--open')
    expect(document.activeElement).toBe(byText('Номера'))
    // The region and the greeting stand in the row: the menu is the navigation.
    const last = byText('Ещё')
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(burger)
    fireEvent.keyDown(burger, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'Escape' })
    expect([burger.getAttribute('aria-expanded'), document.activeElement, host.classList.contains('site-menu--open')]).toEqual([
      'false',
      burger,
      false,
    ])
  })

  it('below lg: the menu is the whole panel, the region and «Войти» too; a press in it keeps it open, one outside closes it', async () => {
    setWindowWidth(390)
    const { burger, byText } = await mount()
    fireEvent.click(burger)
    const signin = byText('Войти')
    expect(signin.closest('#site-menu-panel')).not.toBeNull()
    signin.focus()
    fireEvent.keyDown(signin, { key: 'Tab' })
    expect(document.activeElement).toBe(burger)
    fireEvent.keyDown(burger, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(signin)
    fireEvent.pointerDown(byText('Регион: Москва'))
    expect(burger.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(document.querySelector('h1')!)
    expect(burger.getAttribute('aria-expanded')).toBe('false')
  })

  it('leaves the keys of a dialog opened from the menu (the region’s) to that dialog', async () => {
    setWindowWidth(390)
    const { burger, host } = await mount()
    fireEvent.click(burger)
    const dialog = document.createElement('dialog')
    dialog.innerHTML = '<input aria-label="Поиск города"><a href="/region/kazan/">Казань</a>'
    host.querySelector('.region-selector')!.append(dialog)
    const city = dialog.querySelector('a')!
    city.focus()
    fireEvent.keyDown(city, { key: 'Tab' })
    expect(document.activeElement).toBe(city)
    fireEvent.keyDown(city, { key: 'Escape' })
    expect(burger.getAttribute('aria-expanded')).toBe('true')
  })

  it('gives the server markup back on cleanup', async () => {
    const { page, more, burger } = await mount()
    page.unmount()
    expect([more.getAttribute('role'), burger.getAttribute('aria-expanded'), document.getElementById('site-menu-panel')!.hidden]).toEqual([
      null,
      null,
      false,
    ])
  })
})
