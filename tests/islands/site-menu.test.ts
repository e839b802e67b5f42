import { fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureHTML, loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()

/** The header navigation as the server renders it (and a heading to press outside it), the menu mounted. */
async function mount() {
  const page = await loadFixture(`${fixtureHTML('site-menu.html')}<main><h1>Страница</h1></main>`)
  const host = page.hostsOf('site-menu')[0]!.element
  const byText = (text: string) => [...host.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent?.trim() === text)!
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

  it('opens the burger with focus on the first link, wraps Tab inside, and gives focus back on Escape', async () => {
    const { host, burger, byText } = await mount()
    fireEvent.click(burger)
    expect(burger.getAttribute('aria-expanded')).toBe('true')
    expect(host).toHaveClass('site-menu--open')
    expect(document.activeElement).toBe(byText('Номера'))
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

  it('gives the server markup back on cleanup', async () => {
    const { page, more, burger } = await mount()
    page.unmount()
    expect([more.getAttribute('role'), burger.getAttribute('aria-expanded'), document.getElementById('site-nav')!.hidden]).toEqual([
      null,
      null,
      false,
    ])
  })
})
