import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import enhanceScrollHint, { FADING_ATTR, SCROLL_HINT_REMOVE_MS } from '../../islands/scroll-hint/scroll-hint'
import { putComparisonPage, tariff } from './comparison-pages'
import { host, restoreWindow } from './widget-pages'

afterEach(restoreWindow)

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
