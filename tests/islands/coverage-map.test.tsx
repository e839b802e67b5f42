import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CoverageMap from '../../islands/coverage-map/CoverageMap'
import { createCoverageMap } from '../../islands/coverage-map/leaflet-map'
import { WHEEL_HINT_MS } from '../../islands/coverage-map/use-wheel-hint'
import { zoomRange } from '../../islands/coverage-map/zoom-range'
import type { CoverageLayer } from '../../shared/api/types'
import { json, stubFetch } from '../api/fetch-stub'
import { putPageBody, renderTemplate } from '../fixture'

// Leaflet needs a real layout engine (Playwright covers it: e2e/coverage-map.spec.ts); here
// the view is recorded so the island's own behaviour can be checked.
const calls: string[] = []
vi.mock('../../islands/coverage-map/leaflet-map', () => ({
  createCoverageMap: vi.fn(() => ({
    showLayers: (enabled: number[]) => calls.push(`layers ${enabled.join(',')}`),
    setWheelZoom: (on: boolean) => calls.push(`wheel ${on}`),
    resize: () => undefined,
    destroy: () => calls.push('destroy'),
  })),
}))

const layer = (display_name: string, color: string, extra: Partial<CoverageLayer> = {}): CoverageLayer => ({
  display_name, color, tile_url_template: `/tiles/coverage/${color.slice(1)}/{z}/{x}/{y}.png`, enabled_by_default: false, min_zoom: 3, max_zoom: 18, ...extra,
})
const LAYERS = [layer('МТС', '#e30611', { enabled_by_default: true }), layer('Билайн', '#ffc800'), layer('Tele2', '#1f2229', { tile_url_template: '' })]

/** The /coverage/ page as the server renders it; the island mounts on its host. */
function mount() {
  putPageBody(renderTemplate('pages/site/coverage.html', {
    layers: LAYERS, layers_url: '/api/coverage/layers/',
    site_config: { map_base_tile_url: '/tiles/base/{z}/{x}/{y}.png', map_base_attribution: 'Демо-карта' },
  }))
  const host = document.querySelector<HTMLElement>('[data-island="coverage-map"]')!
  expect(host).toHaveTextContent('МТС (показан по умолчанию)') // the server's fallback list
  return render(<CoverageMap layersUrl={host.dataset.layersUrl!} baseTileUrl={host.dataset.baseTileUrl!} attribution={host.dataset.attribution} />, { container: host })
}

beforeEach(() => {
  calls.length = 0
  vi.mocked(createCoverageMap).mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('coverage-map island (spec §4, §9)', () => {
  it('lists the layers with tiles as checkboxes in their colour, the default one checked, and toggles them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    stubFetch(() => json(200, LAYERS))
    const { unmount } = mount()
    const mts = await screen.findByRole('checkbox', { name: 'МТС' })
    expect(mts).toBeChecked()
    expect(mts.closest('label')).toHaveClass('swatch-e30611')
    expect(screen.getByRole('checkbox', { name: 'Билайн' })).not.toBeChecked()
    expect(screen.queryByRole('checkbox', { name: 'Tele2' })).toBeNull()
    expect(warn.mock.calls[0]![0]).toContain('[coverage-map] layer "Tele2" has no {z}/{x}/{y} tile address')
    // The map is made in an effect after the layers are drawn: on a busy machine, a moment later.
    await waitFor(() => expect(createCoverageMap).toHaveBeenCalledTimes(1))
    expect(vi.mocked(createCoverageMap).mock.calls[0]![1]).toMatchObject({ baseTileUrl: '/tiles/base/{z}/{x}/{y}.png', attribution: 'Демо-карта' })

    await userEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
    await userEvent.click(mts)
    unmount()
    expect(calls.filter((c) => c.startsWith('layers') || c === 'destroy')).toEqual(['layers 0', 'layers 0,1', 'layers 1', 'destroy'])
  })

  it('shows the wheel hint for 3 s outside fullscreen, each wheel restarting the time', async () => {
    stubFetch(() => json(200, LAYERS))
    mount()
    await screen.findByRole('checkbox', { name: 'МТС' })
    vi.useFakeTimers()
    const region = screen.getByRole('region', { name: 'Карта покрытия' })
    const hint = () => screen.queryByText(/Чтобы менять масштаб колесом мыши/)
    fireEvent.wheel(region)
    expect(hint()).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(WHEEL_HINT_MS - 100))
    fireEvent.wheel(region)
    act(() => vi.advanceTimersByTime(WHEEL_HINT_MS - 100))
    expect(hint()).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(hint()).toBeNull()
    expect(calls).toContain('wheel false')
  })

  it('turns wheel zoom on in fullscreen (the class fallback where the Fullscreen API is missing) and Escape leaves it', async () => {
    stubFetch(() => json(200, LAYERS))
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true })
    mount()
    await screen.findByRole('checkbox', { name: 'МТС' })
    await userEvent.click(screen.getByRole('button', { name: 'Развернуть карту' }))
    expect(screen.getByRole('button', { name: 'Свернуть карту' })).toHaveAttribute('aria-pressed', 'true')
    expect(calls.at(-1)).toBe('wheel true')
    fireEvent.wheel(screen.getByRole('region', { name: 'Карта покрытия' }))
    expect(screen.queryByText(/Чтобы менять масштаб колесом мыши/)).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Развернуть карту' })).toHaveAttribute('aria-pressed', 'false')
    expect(calls.at(-1)).toBe('wheel false')
  })

  it('says so when the layers do not load', async () => {
    stubFetch(() => json(500, {}))
    mount()
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить слои карты.')
    expect(createCoverageMap).not.toHaveBeenCalled()
  })
})

describe('zoom range of the enabled layers (spec §9)', () => {
  it('is their intersection, 0–23 with none, and ignores a layer whose min_zoom is above its max_zoom', () => {
    expect(zoomRange([])).toEqual({ min: 0, max: 23 })
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 18 }), layer('b', '#000', { min_zoom: 5, max_zoom: 20 })])).toEqual({ min: 5, max: 18 })
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 18 }), layer('bad', '#000', { min_zoom: 15, max_zoom: 4 })])).toEqual({ min: 3, max: 18 })
    expect(zoomRange([layer('a', '#000', { min_zoom: -5, max_zoom: 99, }), layer('b', '#000', { min_zoom: undefined, max_zoom: undefined })])).toEqual({ min: 0, max: 23 })
  })

  it('keeps the map\'s own range when the layers share no zoom', () => {
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 6 }), layer('b', '#000', { min_zoom: 10, max_zoom: 18 })])).toEqual({ min: 0, max: 23 })
  })
})
