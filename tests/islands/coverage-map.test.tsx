import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCoverageMap } from '../../islands/coverage-map/leaflet-map'
import { WHEEL_HINT_MS } from '../../islands/coverage-map/use-wheel-hint'
import { zoomRange } from '../../islands/coverage-map/zoom-range'
import type { CoverageLayer } from '../../shared/api/types'
import { fixtureHTML, loadFixture, referenceResponse, useReferenceServer } from '../../testing'

const server = useReferenceServer()

// Leaflet needs a real layout engine (Playwright covers it: e2e/coverage-map.spec.ts); here
// the view is recorded so the island's own behaviour can be checked.
const calls: string[] = []
/** What the island waits on before it takes the picture away: the mock's tiles "load" when a test says. */
const drawn: (() => void)[] = []
vi.mock('../../islands/coverage-map/leaflet-map', () => ({
  createCoverageMap: vi.fn(() => ({
    showLayers: (enabled: number[]) => calls.push(`layers ${enabled.join(',')}`),
    onceDrawn: (done: () => void) => drawn.push(done),
    setWheelZoom: (on: boolean) => calls.push(`wheel ${on}`),
    resize: () => undefined,
    destroy: () => calls.push('destroy'),
  })),
}))

const layer = (display_name: string, color: string, extra: Partial<CoverageLayer> = {}): CoverageLayer => ({
  display_name,
  color,
  tile_url_template: `/tiles/coverage/${color.slice(1)}/{z}/{x}/{y}.png`,
  enabled_by_default: false,
  min_zoom: 3,
  max_zoom: 18,
  ...extra,
})
/** The /coverage/ page as the server renders it; the island mounts on its host. */
async function mount() {
  expect(fixtureHTML('coverage-map.html')).toContain('МТС <span class="site-muted">(показан по умолчанию)</span>') // the server's fallback list
  return loadFixture('coverage-map.html')
}

beforeEach(() => {
  calls.length = 0
  drawn.length = 0
  vi.mocked(createCoverageMap).mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('coverage-map island (spec §4, §9)', () => {
  it('lists the layers of the server as checkboxes in their colour, the default one checked, and toggles them', async () => {
    const page = await mount()
    const mts = await screen.findByRole('checkbox', { name: 'МТС' })
    expect(mts).toBeChecked()
    expect(mts.closest('label')).toHaveClass('swatch-e30611')
    expect(['Билайн', 'МегаФон', 'Tele2'].map((name) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
    ])
    // The map is made in an effect after the layers are drawn: on a busy machine, a moment later.
    await waitFor(() => expect(createCoverageMap).toHaveBeenCalledTimes(1))
    expect(vi.mocked(createCoverageMap).mock.calls[0]![1]).toMatchObject({
      baseTileUrl: '/tiles/base/{z}/{x}/{y}{r}.png',
      attribution: 'Демо-карта справочного сервера',
    })

    await userEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
    await userEvent.click(mts)
    page.unmount()
    expect(calls.filter((c) => c.startsWith('layers') || c === 'destroy')).toEqual(['layers 0', 'layers 0,1', 'layers 1', 'destroy'])
  })

  it("shows the server's picture of the first view in the map's place until the map's tiles have loaded", async () => {
    await mount()
    const host = document.querySelector<HTMLElement>('[data-island="coverage-map"]')!
    expect(host.dataset.previewSrc).toBe('/tiles/preview/map.png')
    await screen.findByRole('checkbox', { name: 'МТС' })
    const picture = () => host.querySelector('.coverage-map__preview')
    // Over the map's region, at the server's address (decorative there: the region is the map).
    expect(picture()).toHaveAttribute('src', '/tiles/preview/map.png')
    expect(picture()).toHaveAttribute('srcset', '/tiles/preview/map.png 1x, /tiles/preview/map@2x.png 2x')
    expect(picture()).toHaveAttribute('alt', '')
    expect(picture()!.previousElementSibling).toBe(screen.getByRole('region', { name: 'Карта покрытия' }))
    await waitFor(() => expect(drawn).toHaveLength(1))
    act(() => drawn[0]!())
    expect(picture()).toBeNull()
  })

  it('leaves out, with a warning, a layer without a tile address', async () => {
    // The reference server's layers all have tiles: a backend's layer without them, added to its answer.
    server.use(
      http.get('/api/coverage/layers/', async ({ request }) => {
        const layers = (await (await referenceResponse(request)).json()) as CoverageLayer[]
        return HttpResponse.json([...layers, layer('Йота', '#00aeef', { tile_url_template: '' })])
      }),
    )
    const page = await mount()
    await screen.findByRole('checkbox', { name: 'МТС' })
    expect(screen.queryByRole('checkbox', { name: 'Йота' })).toBeNull()
    expect(page.warnings).toEqual([expect.stringContaining('[coverage-map] layer "Йота" has no {z}/{x}/{y} tile address')])
  })

  it('shows the wheel hint for 3 s outside fullscreen, each wheel restarting the time', async () => {
    await mount()
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
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true })
    await mount()
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
    server.use(http.get('/api/coverage/layers/', () => HttpResponse.json({}, { status: 500 })))
    await mount()
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить слои карты.')
    expect(createCoverageMap).not.toHaveBeenCalled()
  })
})

describe('zoom range of the enabled layers (spec §9)', () => {
  it('is their intersection, 0–23 with none, and ignores a layer whose min_zoom is above its max_zoom', () => {
    expect(zoomRange([])).toEqual({ min: 0, max: 23 })
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 18 }), layer('b', '#000', { min_zoom: 5, max_zoom: 20 })])).toEqual({
      min: 5,
      max: 18,
    })
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 18 }), layer('bad', '#000', { min_zoom: 15, max_zoom: 4 })])).toEqual({
      min: 3,
      max: 18,
    })
    expect(zoomRange([layer('a', '#000', { min_zoom: -5, max_zoom: 99 }), layer('b', '#000', { min_zoom: undefined, max_zoom: undefined })])).toEqual(
      { min: 0, max: 23 },
    )
  })

  it("keeps the map's own range when the layers share no zoom", () => {
    expect(zoomRange([layer('a', '#000', { min_zoom: 3, max_zoom: 6 }), layer('b', '#000', { min_zoom: 10, max_zoom: 18 })])).toEqual({
      min: 0,
      max: 23,
    })
  })
})
