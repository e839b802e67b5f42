import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import enhanceGallery from '../../islands/gallery/gallery'
import enhanceInfoAccordion, { INFO_MODE_ATTR, RESIZE_THROTTLE_MS } from '../../islands/info-accordion/info-accordion'
import enhanceScrollHint, { FADING_ATTR, SCROLL_HINT_REMOVE_MS } from '../../islands/scroll-hint/scroll-hint'
import enhanceTabs from '../../islands/tabs/tabs'
import enhanceToggleButtons from '../../islands/toggle-buttons/toggle-buttons'
import enhanceTooltip from '../../islands/tooltip/tooltip'
import { COLLAPSE_MS } from '../../shared/dom/collapse'
import { putComparisonPage, tariff } from './comparison-pages'
import { DEVICE, putDevicePage, putTariffPage, setWindowWidth } from './widget-pages'

const host = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!
const originalMatchMedia = window.matchMedia
afterEach(() => {
  vi.useRealTimers()
  window.matchMedia = originalMatchMedia
})

describe('gallery', () => {
  it('shows the picture of a thumbnail, moves with the arrow keys and a swipe, and releases', async () => {
    putDevicePage()
    const release = enhanceGallery(host('gallery'), {})
    const thumbs = within(screen.getByRole('list', { name: `Фотографии ${DEVICE.name}` })).getAllByRole('button')
    const main = document.querySelector<HTMLImageElement>('[data-gallery-image]')!
    expect(thumbs.map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false'])

    await userEvent.click(thumbs[1]!)
    expect([main.getAttribute('src'), main.alt]).toEqual(['/static/img/devices/smartphone-back.svg', `${DEVICE.name}, фото 2 из 3`])
    expect(thumbs.map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false'])
    await userEvent.keyboard('{ArrowRight}')
    expect(main.alt).toBe(`${DEVICE.name}, фото 3 из 3`)
    expect(thumbs[2]).toHaveFocus()

    const view = document.querySelector<HTMLElement>('[data-gallery-main]')!
    fireEvent.pointerDown(view, { clientX: 50 })
    fireEvent.pointerUp(view, { clientX: 200 }) // a swipe to the right: the previous picture
    expect(main.alt).toBe(`${DEVICE.name}, фото 2 из 3`)
    fireEvent.pointerDown(view, { clientX: 100 })
    fireEvent.pointerUp(view, { clientX: 90 }) // too short for a swipe
    expect(main.alt).toBe(`${DEVICE.name}, фото 2 из 3`)

    release()
    expect(thumbs[0]).not.toHaveAttribute('role')
    expect(main.getAttribute('src')).toBe('/static/img/devices/smartphone.svg')
  })
})

describe('tabs', () => {
  it('turns the links into WAI-ARIA tabs over their sections', async () => {
    putTariffPage()
    const release = enhanceTabs(host('tabs'), {})
    const tablist = screen.getByRole('tablist', { name: 'О тарифе' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Что входит', 'true', 0], ['Безлимитные приложения', 'false', -1], ['Условия', 'false', -1],
    ])
    expect(screen.getByRole('tabpanel', { name: 'Что входит' })).toBeVisible()
    await userEvent.click(tabs[2]!)
    expect(screen.getByRole('tabpanel', { name: 'Условия' })).toBeVisible()
    expect(screen.queryByRole('tabpanel', { name: 'Что входит' })).toBeNull()
    await userEvent.keyboard('{ArrowRight}') // wraps to the first
    expect(tabs[0]).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    release()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(document.getElementById('tariff-summary')).toBeVisible()
  })
})

describe('info accordion', () => {
  it('is an accordion below lg and side tabs from lg, switching on a resize throttled to 200 ms', async () => {
    vi.useFakeTimers()
    setWindowWidth(800)
    putDevicePage()
    const accordion = host('info-accordion')
    // The server draws the island's first mode, so mounting it moves nothing.
    const shown = () => Array.from(accordion.querySelectorAll<HTMLElement>('[data-info-panel]'), (panel) => !panel.hidden)
    expect(shown()).toEqual([true, false, false])
    const release = enhanceInfoAccordion(accordion, {})
    expect(shown()).toEqual([true, false, false])
    expect(accordion).toHaveAttribute(INFO_MODE_ATTR, 'accordion')
    const specs = screen.getByRole('button', { name: 'Характеристики' })
    expect(screen.getByRole('button', { name: 'Описание' })).toHaveAttribute('aria-expanded', 'true')
    expect(specs).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(specs)
    act(() => vi.advanceTimersByTime(COLLAPSE_MS))
    expect(specs).toHaveAttribute('aria-expanded', 'true')

    setWindowWidth(1200)
    fireEvent(window, new Event('resize'))
    expect(accordion).toHaveAttribute(INFO_MODE_ATTR, 'tabs') // the first resize of a burst acts at once
    const tablist = screen.getByRole('tablist', { name: 'О товаре' })
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical')
    expect(within(tablist).getByRole('tab', { name: 'Характеристики' })).toHaveAttribute('aria-selected', 'true')

    setWindowWidth(600)
    fireEvent(window, new Event('resize'))
    fireEvent(window, new Event('resize'))
    expect(accordion).toHaveAttribute(INFO_MODE_ATTR, 'tabs') // within 200 ms of the last one
    act(() => vi.advanceTimersByTime(RESIZE_THROTTLE_MS))
    expect(accordion).toHaveAttribute(INFO_MODE_ATTR, 'accordion')
    expect(screen.getByRole('button', { name: 'Характеристики' })).toHaveAttribute('aria-expanded', 'true')

    release()
    expect(accordion).not.toHaveAttribute(INFO_MODE_ATTR)
    // The server's markup again: the first section open.
    expect(screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent)).toEqual(['Описание'])
    expect(shown()).toEqual([true, false, false])
  })
})

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

describe('scroll hint', () => {
  it('fades at the first scroll and is removed 5 s later', () => {
    vi.useFakeTimers()
    putComparisonPage([tariff(1, 'А'), tariff(2, 'Б')], [['Оператор', ['МТС', 'Билайн']]])
    const area = document.querySelector<HTMLElement>('[data-scroll-area]')!
    Object.defineProperties(area, { scrollWidth: { value: 900 }, clientWidth: { value: 375 } })
    const release = enhanceScrollHint(host('scroll-hint'), {})
    expect(screen.getByText('Прокрутите таблицу вбок →')).toBeVisible()
    fireEvent.scroll(area)
    expect(host('scroll-hint')).toHaveAttribute(FADING_ATTR)
    vi.advanceTimersByTime(SCROLL_HINT_REMOVE_MS - 1)
    expect(screen.getByText('Прокрутите таблицу вбок →')).toBeInTheDocument()
    vi.advanceTimersByTime(1)
    expect(screen.queryByText('Прокрутите таблицу вбок →')).toBeNull()
    release()
  })

  it('stays hidden when the table fits', () => {
    putComparisonPage([tariff(1, 'А'), tariff(2, 'Б')], [['Оператор', ['МТС', 'Билайн']]])
    const area = document.querySelector<HTMLElement>('[data-scroll-area]')!
    Object.defineProperties(area, { scrollWidth: { value: 600 }, clientWidth: { value: 600 } })
    const release = enhanceScrollHint(host('scroll-hint'), {})
    expect(screen.getByText('Прокрутите таблицу вбок →')).not.toBeVisible()
    release()
  })
})

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
