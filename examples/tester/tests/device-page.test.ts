// Written from docs/testers.md «The testing kit» alone, for an island family this branch
// changed nothing in (the device page: gallery, tooltip, info sections, cart buttons).
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { apiRequest, loadFixture, useReferenceServer } from 'storefront-islands/testing'
import { expect, it } from 'vitest'

useReferenceServer()

it('mounts every island of the device page and puts the device into the cart', async () => {
  const page = await loadFixture('device-page.html')
  expect(page.hosts.filter((host) => host.state !== 'mounted')).toEqual([])
  expect(page.warnings).toEqual([])

  const [addDevice] = screen.getAllByRole('button', { name: 'В корзину' })
  await userEvent.click(addDevice!)
  expect(await screen.findByRole('button', { name: 'Оформить' })).toBeEnabled()

  const { data } = await apiRequest<{ items: { device: { name: string } | null }[] }>('GET', '/api/cart/')
  expect(data.items).toHaveLength(1)
  expect(data.items[0]!.device?.name).toBe(screen.getByRole('heading', { level: 1 }).textContent?.trim())
})
