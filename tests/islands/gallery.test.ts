import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadFixture, useReferenceServer } from 'storefront-islands/testing'

useReferenceServer()
/** The seed's first device, whose page the fixture comes from. */
const DEVICE = { name: 'Смартфон Xiaomi Redmi Note 13' }

describe('gallery', () => {
  it('shows the picture of a thumbnail, moves with the arrow keys and a swipe, and releases', async () => {
    const page = await loadFixture('gallery.html')
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

    page.unmount()
    expect(thumbs[0]).not.toHaveAttribute('role')
    expect(main.getAttribute('src')).toBe('/static/img/devices/smartphone.svg')
  })
})
