import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtureHTML, loadFixture, referenceResponse, useReferenceServer } from 'storefront-islands/testing'

const server = useReferenceServer()
/** Spec §9: the map hint hides after 3 s. */
const WHEEL_HINT_MS = 3000

// The real map (Leaflet) is drawn here. happy-dom lays nothing out, so the map's element is given the
// size it has on a page, which Leaflet reads to know the tiles in view; Playwright checks the real
// layout (e2e/coverage-map.spec.ts).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The /coverage/ page as the server renders it; the island mounts on its host. */
async function mount() {
  expect(fixtureHTML('coverage-map.html')).toContain('МТС <span class="site-muted">(показан по умолчанию)</span>') // the server's fallback list
  return loadFixture('coverage-map.html')
}

const map = () => screen.getByRole('region', { name: 'Карта покрытия' })
/** The addresses of the tiles the map shows. */
const tiles = () => Array.from(document.querySelectorAll('img[src^="/tiles/base/"], img[src^="/tiles/coverage/"]'), (img) => img.getAttribute('src')!)
/** The coverage layers on the map, by the name in their tile addresses (`/tiles/coverage/{name}/{z}/{x}/{y}.png`). */
const shownLayers = () => [...new Set(tiles().flatMap((src) => /^\/tiles\/coverage\/([^/]+)\//.exec(src)?.[1] ?? []))]
/** The zoom levels of the tiles on the map (`/tiles/base/{z}/{x}/{y}.png`). */
const zooms = () => [...new Set(tiles().map((src) => src.split('/').at(-3)))]
/** The map is drawn: its tiles of the default layer are on the page (an effect after the layers, a moment later on a busy machine). */
const drawn = () => waitFor(() => expect(shownLayers()).toEqual(['mts']))
/**
 * A turn of the mouse wheel over `target`; false when the page took it (preventDefault), so it did not
 * scroll the page. happy-dom's WheelEvent carries no pointer position, which Leaflet's wheel zoom reads:
 * a mouse event of type `wheel` with the wheel's deltas stands in for it.
 */
function wheel(target: Element): boolean {
  const event = new MouseEvent('wheel', { bubbles: true, cancelable: true, clientX: 400, clientY: 250 })
  Object.defineProperties(event, { deltaX: { value: 0 }, deltaY: { value: -300 }, deltaMode: { value: 0 } })
  let scrolls = true
  act(() => {
    scrolls = target.dispatchEvent(event)
  })
  return scrolls
}
const hint = () => screen.queryByText(/Чтобы менять масштаб колесом мыши/)

describe('coverage-map island (spec §4, §9)', () => {
  it('lists the layers of the server as checkboxes in their colour, the default one checked, and toggles them on the map', async () => {
    const page = await mount()
    const mts = await screen.findByRole('checkbox', { name: 'МТС' })
    expect(mts).toBeChecked()
    expect(mts.closest('label')).toHaveClass('swatch-e30611')
    expect(['Билайн', 'МегаФон', 'Tele2'].map((name) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
    ])
    await drawn()
    // Under the layers, the base map of the site config (`{r}` is empty on a screen of density 1) with its attribution.
    expect(
      tiles()
        .filter((src) => src.startsWith('/tiles/base/'))
        .every((src) => /^\/tiles\/base\/\d+\/\d+\/\d+\.png$/.test(src)),
    ).toBe(true)
    expect(within(map()).getByText('Демо-карта справочного сервера')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Билайн' }))
    expect(shownLayers()).toEqual(['mts', 'beeline'])
    await userEvent.click(mts)
    expect(shownLayers()).toEqual(['beeline'])
    page.unmount()
    expect(tiles()).toEqual([])
  })

  it("shows the server's picture of the first view in the map's place until the map's tiles have loaded", async () => {
    await mount()
    const host = document.querySelector<HTMLElement>('[data-island="coverage-map"]')!
    expect(host.dataset.previewSrc).toBe('/tiles/preview/map.png')
    await screen.findByRole('checkbox', { name: 'МТС' })
    const picture = () => host.querySelector('img[src="/tiles/preview/map.png"]')
    // Over the map's region, at the server's address (decorative there: the region is the map).
    expect(picture()).toHaveAttribute('srcset', '/tiles/preview/map.png 1x, /tiles/preview/map@2x.png 2x')
    expect(picture()).toHaveAttribute('alt', '')
    expect(picture()!.previousElementSibling).toBe(map())
    await drawn()
    expect(picture()).not.toBeNull()
    // The browser loads the tiles in view, one `load` each.
    act(() =>
      within(map())
        .getAllByRole('presentation', { hidden: true })
        .forEach((tile) => fireEvent.load(tile)),
    )
    await waitFor(() => expect(picture()).toBeNull())
  })

  it('leaves out, with a warning, a layer without a tile address', async () => {
    // The reference server's layers all have tiles: a backend's layer without them, added to its answer.
    server.use(
      http.get('/api/coverage/layers/', async ({ request }) => {
        const layers = (await (await referenceResponse(request)).json()) as object[]
        return HttpResponse.json([
          ...layers,
          { display_name: 'Йота', color: '#00aeef', tile_url_template: '', enabled_by_default: false, min_zoom: 3, max_zoom: 18 },
        ])
      }),
    )
    const page = await mount()
    await screen.findByRole('checkbox', { name: 'МТС' })
    expect(screen.queryByRole('checkbox', { name: 'Йота' })).toBeNull()
    expect(page.warnings).toEqual([expect.stringContaining('[coverage-map] layer "Йота" has no {z}/{x}/{y} tile address')])
  })

  it('shows the wheel hint for 3 s outside fullscreen, each wheel restarting the time, and leaves the wheel to the page', async () => {
    await mount()
    await drawn()
    const zoom = zooms()
    vi.useFakeTimers()
    // Not taken by the map: the page scrolls on, the map keeps its zoom.
    expect(wheel(map())).toBe(true)
    expect(hint()).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(WHEEL_HINT_MS - 100))
    wheel(map())
    act(() => vi.advanceTimersByTime(WHEEL_HINT_MS - 100))
    expect(hint()).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(hint()).toBeNull()
    expect(zooms()).toEqual(zoom)
  })

  it('zooms by the wheel in fullscreen (the class fallback where the Fullscreen API is missing) and Escape leaves it', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true })
    await mount()
    await drawn()
    const zoom = zooms()
    await userEvent.click(screen.getByRole('button', { name: 'Развернуть карту' }))
    expect(screen.getByRole('button', { name: 'Свернуть карту' })).toHaveAttribute('aria-pressed', 'true')
    // Taken by the map, which zooms in; no hint.
    expect(wheel(map())).toBe(false)
    expect(hint()).toBeNull()
    // After Leaflet's zoom animation (a quarter of a second).
    await waitFor(() => expect(zooms()).not.toEqual(zoom))
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Развернуть карту' })).toHaveAttribute('aria-pressed', 'false')
    expect(wheel(map())).toBe(true)
  })

  it('says so when the layers do not load, and draws no map', async () => {
    server.use(http.get('/api/coverage/layers/', () => HttpResponse.json({}, { status: 500 })))
    await mount()
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить слои карты.')
    expect(screen.queryByRole('region', { name: 'Карта покрытия' })).toBeNull()
    expect(tiles()).toEqual([])
  })
})
